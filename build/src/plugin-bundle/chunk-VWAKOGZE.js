import {
  watchTree
} from "./chunk-DHQILCMW.js";
import {
  watchOptionsFor
} from "./chunk-Z6XF57ZM.js";
import {
  DEFAULT_IGNORED_DIRS,
  RepositoryIndexer,
  indexFileOf,
  languageOf
} from "./chunk-LFQ2JKUG.js";
import {
  listRepos
} from "./chunk-2LFLE5PW.js";
import "./chunk-6CPU3H2P.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-VF46JH6B.js";
import "./chunk-54LJ5TLE.js";
import {
  OPEN_STATES
} from "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/code/code-index-service.js
import { relative, sep } from "node:path";

// dist/watchers/repository-watcher.js
import { basename } from "node:path";
function watchRepository(options) {
  const ignored = new Set(options.ignoredDirs);
  return watchTree({
    root: options.root,
    depth: 64,
    mode: options.mode,
    pollIntervalMs: options.pollIntervalMs,
    ignore: (path) => ignored.has(basename(path)),
    onEvent: (kind, path) => {
      if (kind === "add" || kind === "change" || kind === "unlink")
        options.onPath(path);
    },
    onError: options.onError
  });
}

// dist/src/code/code-index-service.js
var SETTLE_MS = 30;
var STEP_FILES = 64;
function codeIndexService() {
  const followed = /* @__PURE__ */ new Map();
  let handle = null;
  let syncing = Promise.resolve();
  let closed = false;
  let timer = null;
  const look = (always) => {
    syncing = syncing.then(() => sync(always), (error) => handle?.logger.error(`code index: ${error.message}`));
  };
  const onFlushed = () => look(false);
  let lastOpen = "";
  async function sync(always) {
    if (closed || handle === null)
      return;
    const tasks = Object.fromEntries(handle.store.values());
    const open = Object.entries(tasks).filter(([, entry]) => OPEN_STATES.has(entry.state)).map(([id, entry]) => `${id}\0${entry.agent}\0${entry.submitted_at}\0${entry.state}`).sort().join("\n");
    if (!always && open === lastOpen)
      return;
    lastOpen = open;
    const repos = await listRepos(handle.projectRoot, { tasks });
    const wanted = new Map(repos.map((repo) => [repo.root, repo]));
    for (const [root, follower] of followed)
      if (!wanted.has(root)) {
        followed.delete(root);
        await follower.close();
        handle.logger.info(`code index: no longer following ${root} (its task closed)`);
      }
    for (const [root, repo] of wanted)
      if (!followed.has(root) && !closed) {
        const follower = followRepository(handle, repo);
        followed.set(root, follower);
        await follower.ready;
      }
  }
  return {
    name: "code index",
    async start(daemon) {
      handle = daemon;
      daemon.events.on("flushed", onFlushed);
      timer = setInterval(() => look(true), daemon.config.current.daemon.reconcile_interval);
      look(true);
      await syncing;
    },
    async close() {
      closed = true;
      handle?.events.off("flushed", onFlushed);
      if (timer !== null)
        clearInterval(timer);
      await syncing;
      await Promise.all([...followed.values()].map((follower) => follower.close()));
      followed.clear();
    }
  };
}
function followRepository(daemon, repo) {
  const { root } = repo;
  const label = repo.storyId === null ? "code index" : `code index of ${repo.repo}`;
  let indexer = null;
  let settle = null;
  let work = Promise.resolve();
  let closed = false;
  const pending = /* @__PURE__ */ new Set();
  const config = daemon.config.current;
  function enqueue(step) {
    work = work.then(() => closed ? void 0 : step()).catch((error) => daemon.logger.error(`${label}: ${error.message}`));
  }
  function schedule() {
    settle ??= setTimeout(() => {
      settle = null;
      enqueue(drain);
    }, SETTLE_MS);
  }
  async function drain() {
    while (!closed && indexer !== null && pending.size > 0) {
      const batch = [...pending].slice(0, STEP_FILES);
      for (const path of batch)
        pending.delete(path);
      await indexer.reindex(batch);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  async function refresh() {
    if (indexer === null)
      return;
    const changes = await indexer.refresh();
    if (changes.indexed + changes.removed > 0)
      daemon.logger.info(`${label}: refresh re-indexed ${changes.indexed} files, removed ${changes.removed}`);
  }
  const watch = watchRepository({
    root,
    ignoredDirs: DEFAULT_IGNORED_DIRS,
    ...watchOptionsFor(config, root),
    onPath: (path) => {
      const rel = relative(root, path).split(sep).join("/");
      if (languageOf(rel) === null || rel.startsWith(".."))
        return;
      pending.add(rel);
      if (indexer !== null)
        schedule();
    },
    onError: (error) => {
      daemon.logger.error(`${label} watcher: ${error.message}; refreshing from the files`);
      enqueue(() => refresh());
    }
  });
  enqueue(async () => {
    const started = performance.now();
    const opened = await RepositoryIndexer.open({ root, file: indexFileOf(daemon.projectRoot, repo.repo), now: () => daemon.clock.now() });
    if (closed) {
      await opened.indexer.close();
      return;
    }
    indexer = opened.indexer;
    const changes = opened.built ? null : await indexer.refresh();
    const ms = Math.round(performance.now() - started);
    daemon.logger.info(opened.built ? `${label}: built, ${indexer.index.files.size} files parsed in ${ms} ms` : `${label}: read ${indexer.index.files.size} files from the index file, ${changes.indexed} changed since re-indexed, ${changes.removed} removed (${ms} ms)`);
    await drain();
  });
  const interval = setInterval(() => enqueue(() => refresh()), config.daemon.reconcile_interval);
  return {
    ready: watch.ready,
    async close() {
      closed = true;
      if (settle !== null)
        clearTimeout(settle);
      clearInterval(interval);
      await watch.close();
      await work;
      await indexer?.close();
    }
  };
}
export {
  codeIndexService
};
