import {
  FollowingRuns
} from "./chunk-FVJ3SDNS.js";
import {
  watchTree
} from "./chunk-DHQILCMW.js";
import {
  watchOptionsFor
} from "./chunk-Z6XF57ZM.js";
import {
  TranscriptService
} from "./chunk-FASGNRGE.js";
import "./chunk-TR2HVFQL.js";
import "./chunk-BSUXXPLT.js";
import "./chunk-KVMXBM7C.js";
import {
  sourceOf
} from "./chunk-FQJSGTRK.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-6CPU3H2P.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-WZ5W3UN4.js";
import "./chunk-ZKWPFRFB.js";
import "./chunk-J4NJ7XEG.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-VF46JH6B.js";
import "./chunk-3HRL5VYN.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-2TBVN567.js";
import "./chunk-D22PSS2P.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-JC3QF5J2.js";
import "./chunk-SN4Z7LYO.js";
import "./chunk-C5Q5C45N.js";
import "./chunk-5WLASJTG.js";
import "./chunk-W46PSUSI.js";
import {
  OPEN_STATES
} from "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import {
  stageOf
} from "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import {
  contextFile
} from "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/transcripts/transcripts-daemon-service.js
import { readFile } from "node:fs/promises";

// dist/src/transcripts/transcript-follower.js
import { existsSync } from "node:fs";
var DEPTH = 2;
var SAVE_EVERY_MS = 1e3;
function createTranscriptsWatcher(options) {
  const env = options.env ?? process.env;
  const watches = /* @__PURE__ */ new Map();
  const pending = /* @__PURE__ */ new Map();
  let service = null;
  const projectsWatches = /* @__PURE__ */ new Map();
  let chain = Promise.resolve();
  let closing = null;
  let saveTimer = null;
  const serial = (work) => {
    const next = chain.then(work);
    chain = next.catch(() => void 0);
    return next;
  };
  const report = (result) => {
    for (const problem of result.problems)
      options.log.warn(`transcripts: ${problem}`);
    for (const event of result.watermarks) {
      if (event.action === "started")
        options.log.info(`compound started for session ${event.sessionId} at ${event.contextTokens} context tokens`);
      if (event.action === "locked")
        options.log.info(`compound due for session ${event.sessionId}, but one is running; will retry on growth`);
    }
    for (const activity of result.activity) {
      options.onActivity({
        ...activity.agent === null ? {} : { agent: activity.agent },
        ...activity.storyId === null ? {} : { storyId: activity.storyId },
        sessionId: activity.sessionId,
        at: activity.at,
        file: activity.file
      });
    }
  };
  const watchMode = (dir) => watchOptionsFor(options.config, dir);
  const onError = (error) => options.log.warn(`transcripts watcher: ${error.message}`);
  const drain = () => serial(async () => {
    if (service === null || pending.size === 0)
      return;
    const batch = [...pending.values()];
    pending.clear();
    report(await service.ingestSources(batch, { flush: false }));
    saveTimer ??= setTimeout(save, SAVE_EVERY_MS);
  }).catch((error) => options.log.error(`transcripts ingest failed: ${error.message}`));
  const save = () => {
    saveTimer = null;
    void serial(async () => service?.flush()).catch((error) => options.log.error(`transcripts state save failed: ${error.message}`));
  };
  const onEvent = (dir, path) => {
    if (closing !== null)
      return;
    const current = watches.get(dir.dir)?.dir ?? dir;
    const source = sourceOf(current, path);
    if (source === null)
      return;
    pending.set(path, source);
    void drain();
  };
  const relocate = async (svc) => {
    const dirs = (await svc.locate(options.worktrees())).filter((dir) => existsSync(dir.dir));
    const wanted = new Set(dirs.map((d) => d.dir));
    for (const [key, entry] of watches) {
      if (wanted.has(key))
        continue;
      watches.delete(key);
      await entry.watch.close();
    }
    const added = [];
    for (const dir of dirs) {
      const existing = watches.get(dir.dir);
      if (existing) {
        existing.dir = dir;
        continue;
      }
      const watch = watchTree({
        root: dir.dir,
        depth: DEPTH,
        ...watchMode(dir.dir),
        ignore: () => false,
        onEvent: (kind, path) => kind === "add" || kind === "change" ? onEvent(dir, path) : void 0,
        onError
      });
      watches.set(dir.dir, { dir, watch });
      added.push(dir);
    }
    await Promise.all([...watches.values()].map((entry) => entry.watch.ready));
    return { all: dirs, added };
  };
  const ingestAll = () => serial(async () => {
    const svc = await started;
    const { all } = await relocate(svc);
    const result = await svc.ingestDirs(all);
    report(result);
    return result;
  });
  const refresh = () => serial(async () => {
    const svc = await started;
    const { added } = await relocate(svc);
    if (added.length > 0)
      report(await svc.ingestDirs(added));
  });
  const logRefreshError = (error) => options.log.error(`transcripts refresh failed: ${error.message}`);
  const watchProjectsDirs = async (svc) => {
    const wanted = new Set(svc.projectsDirs());
    for (const [dir, watch] of projectsWatches) {
      if (wanted.has(dir))
        continue;
      projectsWatches.delete(dir);
      await watch.close();
    }
    for (const dir of wanted) {
      if (projectsWatches.has(dir))
        continue;
      projectsWatches.set(dir, watchTree({
        root: dir,
        depth: 0,
        ...watchMode(dir),
        ignore: () => false,
        onEvent: (kind) => kind === "addDir" ? void refresh().catch(logRefreshError) : void 0,
        onError
      }));
    }
    await Promise.all([...projectsWatches.values()].map((watch) => watch.ready));
  };
  const started = TranscriptService.open({
    projectRoot: options.projectRoot,
    config: options.config,
    clock: options.clock,
    env,
    compound: options.compound ?? true,
    ...options.projectsDir === void 0 ? {} : { projectsDir: options.projectsDir },
    ...options.fire ? { fire: options.fire } : {}
  }).then((svc) => {
    service = svc;
    return svc;
  });
  const ready = serial(async () => watchProjectsDirs(await started)).then(async () => {
    await ingestAll();
  });
  const reconfigure = (config) => serial(async () => {
    const svc = await started;
    svc.reconfigure(config);
    if (closing !== null)
      return;
    await watchProjectsDirs(svc);
    const { added } = await relocate(svc);
    if (added.length > 0)
      report(await svc.ingestDirs(added));
  });
  return {
    ready,
    ingestAll,
    refresh,
    reconfigure,
    close: () => closing ??= (async () => {
      await Promise.allSettled([started, chain]);
      if (saveTimer !== null)
        clearTimeout(saveTimer);
      saveTimer = null;
      await serial(async () => service?.flush()).catch((error) => options.log.error(`transcripts state save failed: ${error.message}`));
      const all = [...watches.values()].map((entry) => entry.watch.close());
      watches.clear();
      await Promise.allSettled([...all, ...[...projectsWatches.values()].map((watch) => watch.close())]);
      projectsWatches.clear();
    })()
  };
}

// dist/src/transcripts/transcripts-daemon-service.js
var FOLLOW_AFTER_MS = 250;
function transcriptsService() {
  let watcher = null;
  const worktrees = /* @__PURE__ */ new Map();
  let handle = null;
  let closing = false;
  let followTimer = null;
  const syncs = new FollowingRuns(() => sync().catch((error) => handle?.logger.error(`transcripts: ${error.message}`)), () => !closing);
  async function sync() {
    if (!handle || !watcher)
      return;
    const added = [];
    for (const [id, entry] of handle.store.values())
      if (OPEN_STATES.has(entry.state) && !worktrees.has(id))
        added.push([id, entry]);
    let changed = false;
    for (const id of worktrees.keys()) {
      const state = handle.store.get(id)?.state;
      if (state === void 0 || !OPEN_STATES.has(state)) {
        worktrees.delete(id);
        changed = true;
      }
    }
    for (const [id, entry] of added) {
      const worktreePath = await readWorktree(handle.projectRoot, entry.agent, id);
      if (worktreePath === null)
        continue;
      worktrees.set(id, { agent: entry.agent, storyId: id, worktreePath, stage: stageOf(entry.task_type ?? "", entry.stage ?? void 0) });
      changed = true;
    }
    if (changed)
      await watcher.refresh();
  }
  return {
    name: "transcripts",
    async start(daemon) {
      handle = daemon;
      watcher = createTranscriptsWatcher({
        projectRoot: daemon.projectRoot,
        config: daemon.config.current,
        clock: daemon.clock,
        log: daemon.logger,
        worktrees: () => [...worktrees.values()],
        onActivity: (activity) => {
          if (activity.agent)
            daemon.recordActivity(activity.agent, activity.at);
        }
      });
      void syncs.run();
      watcher.ready.catch((error) => daemon.logger.error(`transcripts: ${error.message}`));
      daemon.config.onChange(() => {
        if (closing || !watcher)
          return;
        watcher.reconfigure(daemon.config.current).catch((error) => daemon.logger.error(`transcripts: ${error.message}`));
      });
      daemon.events.on("flushed", () => {
        followTimer ??= setTimeout(() => {
          followTimer = null;
          void syncs.run();
        }, FOLLOW_AFTER_MS);
      });
    },
    async close() {
      closing = true;
      if (followTimer !== null)
        clearTimeout(followTimer);
      await Promise.all(syncs.underWay());
      await watcher?.close();
    }
  };
}
async function readWorktree(projectRoot, agent, id) {
  try {
    const context = JSON.parse(await readFile(inProject(projectRoot, contextFile(agent, id)), "utf8"));
    return typeof context.worktree_path === "string" ? context.worktree_path : null;
  } catch (error) {
    if (error.code === "ENOENT" || error instanceof SyntaxError)
      return null;
    throw error;
  }
}
export {
  transcriptsService
};
