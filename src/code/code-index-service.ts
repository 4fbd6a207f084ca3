import { relative, sep } from 'node:path';
import { OPEN_STATES } from '../../protocol/tracking.js';
import type { TreeWatch } from '../../watchers/fs-watcher.js';
import { watchRepository } from '../../watchers/repository-watcher.js';
import type { DaemonHandle, DaemonService } from '../daemon/services.js';
import { watchOptionsFor } from '../fs/watch-mode.js';
import { indexFileOf, RepositoryIndexer } from './indexer.js';
import { languageOf } from './languages.js';
import { listRepos, type Repo } from './repos.js';
import { DEFAULT_IGNORED_DIRS } from './walk.js';

/** Saves that come this close together are re-indexed as one batch. */
const SETTLE_MS = 30;
/** Files per step: a branch switch changing thousands is taken in steps, with the event loop free between them. */
const STEP_FILES = 64;

/**
 * Keeps the code index of the project and of each open task's worktree current inside the
 * daemon. At start each index is read from its file (a restart parses nothing that did not
 * change: a listing and a stat per file find what changed while it was down) or built on the
 * pool's threads; the daemon is ready without waiting for either. Then every saved, added or
 * removed file is re-indexed within a moment of the event, in batches of at most STEP_FILES, so
 * a branch switch never holds the daemon's other work; a full refresh by size and mtime runs
 * every reconcile_interval, because events are only hints. The repositories followed are those
 * list_repos names, looked at again when a tracking write changed the open tasks or their
 * states, and every reconcile_interval: a task that opens is followed, one that closes is let go
 * (its index file stays, derived).
 */
export function codeIndexService(): DaemonService {
  const followed = new Map<string, Follower>();
  let handle: DaemonHandle | null = null;
  let syncing: Promise<void> = Promise.resolve();
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  const look = (always: boolean) => {
    syncing = syncing.then(
      () => sync(always),
      (error: Error) => handle?.logger.error(`code index: ${error.message}`),
    );
  };
  const onFlushed = () => look(false);

  // The open tasks (id, agent, submission, state) the last look saw, so a flush that changed no
  // open task reads no context file. The state is in it because a worker makes the task's
  // worktree when it picks the task up: the worktree named at dispatch need not exist before.
  // A hand edit of a worktree, or a context written after the flush that showed its task, is
  // seen within a reconcile_interval: the timer looks even when nothing is written.
  let lastOpen = '';

  async function sync(always: boolean): Promise<void> {
    if (closed || handle === null) return;
    const tasks = Object.fromEntries(handle.store.values());
    const open = Object.entries(tasks)
      .filter(([, entry]) => OPEN_STATES.has(entry.state))
      .map(([id, entry]) => `${id}\0${entry.agent}\0${entry.submitted_at}\0${entry.state}`)
      .sort()
      .join('\n');
    if (!always && open === lastOpen) return;
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
    name: 'code index',
    async start(daemon) {
      handle = daemon;
      daemon.events.on('flushed', onFlushed);
      timer = setInterval(() => look(true), daemon.config.current.daemon.reconcile_interval);
      look(true);
      await syncing;
    },
    async close() {
      closed = true;
      handle?.events.off('flushed', onFlushed);
      if (timer !== null) clearInterval(timer);
      await syncing;
      await Promise.all([...followed.values()].map((follower) => follower.close()));
      followed.clear();
    },
  };
}

interface Follower {
  /** Resolves once the watcher is ready (the index itself is read or built after). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Watches one repository and keeps its index file current. */
function followRepository(daemon: DaemonHandle, repo: Repo): Follower {
  const { root } = repo;
  const label = repo.storyId === null ? 'code index' : `code index of ${repo.repo}`;
  let indexer: RepositoryIndexer | null = null;
  let settle: NodeJS.Timeout | null = null;
  let work: Promise<void> = Promise.resolve();
  let closed = false;
  const pending = new Set<string>();
  const config = daemon.config.current;

  function enqueue(step: () => Promise<void>): void {
    work = work.then(() => (closed ? undefined : step())).catch((error: Error) => daemon.logger.error(`${label}: ${error.message}`));
  }

  function schedule(): void {
    settle ??= setTimeout(() => {
      settle = null;
      enqueue(drain);
    }, SETTLE_MS);
  }

  async function drain(): Promise<void> {
    while (!closed && indexer !== null && pending.size > 0) {
      const batch = [...pending].slice(0, STEP_FILES);
      for (const path of batch) pending.delete(path);
      await indexer.reindex(batch);
      // Let the daemon's own events run between steps.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async function refresh(): Promise<void> {
    if (indexer === null) return;
    const changes = await indexer.refresh();
    if (changes.indexed + changes.removed > 0) daemon.logger.info(`${label}: refresh re-indexed ${changes.indexed} files, removed ${changes.removed}`);
  }

  const watch: TreeWatch = watchRepository({
    root,
    ignoredDirs: DEFAULT_IGNORED_DIRS,
    ...watchOptionsFor(config, root),
    onPath: (path) => {
      const rel = relative(root, path).split(sep).join('/');
      if (languageOf(rel) === null || rel.startsWith('..')) return;
      pending.add(rel);
      if (indexer !== null) schedule();
    },
    onError: (error) => {
      daemon.logger.error(`${label} watcher: ${error.message}; refreshing from the files`);
      enqueue(() => refresh());
    },
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
    daemon.logger.info(
      opened.built
        ? `${label}: built, ${indexer.index.files.size} files parsed in ${ms} ms`
        : `${label}: read ${indexer.index.files.size} files from the index file, ${changes!.indexed} changed since re-indexed, ${changes!.removed} removed (${ms} ms)`,
    );
    await drain();
  });
  const interval = setInterval(() => enqueue(() => refresh()), config.daemon.reconcile_interval);
  return {
    ready: watch.ready,
    async close() {
      closed = true;
      if (settle !== null) clearTimeout(settle);
      clearInterval(interval);
      await watch.close();
      await work;
      await indexer?.close();
    },
  };
}
