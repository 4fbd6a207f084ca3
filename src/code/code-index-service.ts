import { relative, sep } from 'node:path';
import type { TreeWatch } from '../../watchers/fs-watcher.js';
import { watchRepository } from '../../watchers/repository-watcher.js';
import type { DaemonHandle, DaemonService } from '../daemon/services.js';
import { indexFileOf, RepositoryIndexer } from './indexer.js';
import { languageOf } from './languages.js';
import { PROJECT_REPO } from './repos.js';
import { DEFAULT_IGNORED_DIRS } from './walk.js';

/** Saves that come this close together are re-indexed as one batch. */
const SETTLE_MS = 30;
/** Files per step: a branch switch changing thousands is taken in steps, with the event loop free between them. */
const STEP_FILES = 64;

/**
 * Keeps the project's code index current inside the daemon. At start it reads the index file
 * (a restart parses nothing that did not change: a listing and a stat per file find what
 * changed while it was down) or builds it on the pool's threads; the daemon is ready without
 * waiting for either. Then every saved, added or removed file is re-indexed within a moment of
 * the event, in batches of at most STEP_FILES, so a branch switch never holds the daemon's
 * other work; a full refresh by size and mtime runs every reconcile_interval, because events are
 * only hints.
 */
export function codeIndexService(): DaemonService {
  let indexer: RepositoryIndexer | null = null;
  let watch: TreeWatch | null = null;
  let settle: NodeJS.Timeout | null = null;
  let interval: NodeJS.Timeout | null = null;
  let work: Promise<void> = Promise.resolve();
  let closed = false;
  let handle: DaemonHandle | null = null;
  const pending = new Set<string>();

  function enqueue(step: () => Promise<void>): void {
    work = work.then(() => (closed ? undefined : step())).catch((error: Error) => handle?.logger.error(`code index: ${error.message}`));
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

  return {
    name: 'code index',
    async start(daemon) {
      handle = daemon;
      const root = daemon.projectRoot;
      const config = daemon.config.current;
      watch = watchRepository({
        root,
        ignoredDirs: DEFAULT_IGNORED_DIRS,
        mode: config.daemon.watch,
        pollIntervalMs: config.daemon.poll_interval,
        onPath: (path) => {
          const rel = relative(root, path).split(sep).join('/');
          if (languageOf(rel) === null || rel.startsWith('..')) return;
          pending.add(rel);
          if (indexer !== null) schedule();
        },
        onError: (error) => {
          daemon.logger.error(`code index watcher: ${error.message}; refreshing from the files`);
          enqueue(() => refresh());
        },
      });
      enqueue(async () => {
        const started = performance.now();
        const opened = await RepositoryIndexer.open({ root, file: indexFileOf(root, PROJECT_REPO), now: () => daemon.clock.now() });
        if (closed) {
          await opened.indexer.close();
          return;
        }
        indexer = opened.indexer;
        const changes = opened.built ? null : await indexer.refresh();
        const ms = Math.round(performance.now() - started);
        daemon.logger.info(
          opened.built
            ? `code index: built, ${indexer.index.files.size} files parsed in ${ms} ms`
            : `code index: read ${indexer.index.files.size} files from the index file, ${changes!.indexed} changed since re-indexed, ${changes!.removed} removed (${ms} ms)`,
        );
        await drain();
      });
      interval = setInterval(() => enqueue(() => refresh()), config.daemon.reconcile_interval);
      await watch.ready;
    },
    async close() {
      closed = true;
      if (settle !== null) clearTimeout(settle);
      if (interval !== null) clearInterval(interval);
      await watch?.close();
      await work;
      await indexer?.close();
    },
  };

  async function refresh(): Promise<void> {
    if (indexer === null) return;
    const changes = await indexer.refresh();
    if (changes.indexed + changes.removed > 0) handle?.logger.info(`code index: refresh re-indexed ${changes.indexed} files, removed ${changes.removed}`);
  }
}
