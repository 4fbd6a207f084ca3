import { readFile } from 'node:fs/promises';
import { contextFile } from '../../protocol/paths.js';
import { stageOf } from '../../protocol/task-types.js';
import { OPEN_STATES, type TaskEntry } from '../../protocol/tracking.js';
import { FollowingRuns } from '../daemon/following-runs.js';
import type { DaemonHandle, DaemonService } from '../daemon/services.js';
import { inProject } from '../project/project-root.js';
import type { Worktree } from './locate.js';
import { createTranscriptsWatcher, type TranscriptsWatcher } from './transcript-follower.js';

/**
 * How long after a tracking write the open tasks' worktrees are looked at again: the writes that
 * come meanwhile share one pass over every open task, and the reaction to the next file does not
 * wait behind a pass per write. A new worktree is followed that much later, which liveness (a
 * matter of seconds) does not notice; its transcripts written meanwhile are read when it is.
 */
const FOLLOW_AFTER_MS = 250;

/**
 * Runs the transcripts watcher inside the daemon: it follows the worktrees of the open tasks
 * (read from each task's context file, which the daemon wrote) and turns transcript growth into
 * a sign of life for the worker, which is what tells a hung worker from a working one.
 */
export function transcriptsService(): DaemonService {
  let watcher: TranscriptsWatcher | null = null;
  const worktrees = new Map<string, Worktree>();
  let handle: DaemonHandle | null = null;
  let closing = false;
  let followTimer: NodeJS.Timeout | null = null;
  // One sync at a time, and flushes that come while one runs ask for one more, not one each: a
  // first sync reads every open task's context, and the writes meanwhile must not queue a pass each.
  const syncs = new FollowingRuns(
    () => sync().catch((error: Error) => handle?.logger.error(`transcripts: ${error.message}`)),
    () => !closing,
  );

  async function sync(): Promise<void> {
    if (!handle || !watcher) return;
    // Lookups both ways, no set of the open ids: this runs after every tracking write.
    const added: Array<[string, TaskEntry]> = [];
    for (const [id, entry] of handle.store.values()) if (OPEN_STATES.has(entry.state) && !worktrees.has(id)) added.push([id, entry]);
    let changed = false;
    for (const id of worktrees.keys()) {
      const state = handle.store.get(id)?.state;
      if (state === undefined || !OPEN_STATES.has(state)) {
        worktrees.delete(id);
        changed = true;
      }
    }
    for (const [id, entry] of added) {
      const worktreePath = await readWorktree(handle.projectRoot, entry.agent, id);
      if (worktreePath === null) continue;
      worktrees.set(id, { agent: entry.agent, storyId: id, worktreePath, stage: stageOf(entry.task_type ?? '', entry.stage ?? undefined) });
      changed = true;
    }
    if (changed) await watcher.refresh();
  }

  return {
    name: 'transcripts',
    async start(daemon) {
      handle = daemon;
      watcher = createTranscriptsWatcher({
        projectRoot: daemon.projectRoot,
        config: daemon.config.current,
        clock: daemon.clock,
        log: daemon.logger,
        worktrees: () => [...worktrees.values()],
        onActivity: (activity) => {
          if (activity.agent) daemon.recordActivity(activity.agent, activity.at);
        },
      });
      // Reading every open task's context can take a while on a big project: the daemon is ready
      // without waiting for it.
      void syncs.run();
      // The catch-up ingest of what was written while the daemon was down runs on its own; the
      // daemon is ready for tasks without waiting for it.
      watcher.ready.catch((error: Error) => daemon.logger.error(`transcripts: ${error.message}`));
      // Like the rest of the config, a changed `[transcripts] dirs` (or a worker's HOME) counts without a restart.
      daemon.config.onChange(() => {
        if (closing || !watcher) return;
        watcher.reconfigure(daemon.config.current).catch((error: Error) => daemon.logger.error(`transcripts: ${error.message}`));
      });
      daemon.events.on('flushed', () => {
        followTimer ??= setTimeout(() => {
          followTimer = null;
          void syncs.run();
        }, FOLLOW_AFTER_MS);
      });
    },
    async close() {
      // A write while the daemon stops starts no new pass over a watcher about to close.
      closing = true;
      if (followTimer !== null) clearTimeout(followTimer);
      await Promise.all(syncs.underWay());
      await watcher?.close();
    },
  };
}

async function readWorktree(projectRoot: string, agent: string, id: string): Promise<string | null> {
  try {
    const context = JSON.parse(await readFile(inProject(projectRoot, contextFile(agent, id)), 'utf8')) as { worktree_path?: unknown };
    return typeof context.worktree_path === 'string' ? context.worktree_path : null;
  } catch (error) {
    // ENOENT: the context is not written yet (next flush tries again); SyntaxError cannot happen for
    // a file written atomically, but a hand-edited one is simply skipped.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return null;
    throw error;
  }
}
