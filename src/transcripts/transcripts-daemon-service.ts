import { readFile } from 'node:fs/promises';
import { contextFile } from '../../protocol/paths.js';
import { stageOf } from '../../protocol/task-types.js';
import { OPEN_STATES } from '../../protocol/tracking.js';
import type { DaemonHandle, DaemonService } from '../daemon/services.js';
import { inProject } from '../project/project-root.js';
import type { Worktree } from './locate.js';
import { createTranscriptsWatcher, type TranscriptsWatcher } from './transcript-follower.js';

/**
 * Runs the transcripts watcher inside the daemon: it follows the worktrees of the open tasks
 * (read from each task's context file, which the daemon wrote) and turns transcript growth into
 * a sign of life for the worker, which is what tells a hung worker from a working one.
 */
export function transcriptsService(): DaemonService {
  let watcher: TranscriptsWatcher | null = null;
  const worktrees = new Map<string, Worktree>();
  let syncing: Promise<void> = Promise.resolve();
  let handle: DaemonHandle | null = null;

  async function sync(): Promise<void> {
    if (!handle || !watcher) return;
    const open = new Map<string, { agent: string; stage: string | null }>();
    for (const [id, entry] of handle.store.values())
      if (OPEN_STATES.has(entry.state)) open.set(id, { agent: entry.agent, stage: stageOf(entry.task_type ?? '', entry.stage ?? undefined) });
    let changed = false;
    for (const id of worktrees.keys()) {
      if (!open.has(id)) {
        worktrees.delete(id);
        changed = true;
      }
    }
    for (const [id, { agent, stage }] of open) {
      if (worktrees.has(id)) continue;
      const worktreePath = await readWorktree(handle.projectRoot, agent, id);
      if (worktreePath === null) continue;
      worktrees.set(id, { agent, storyId: id, worktreePath, stage });
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
      syncing = sync().catch((error: Error) => daemon.logger.error(`transcripts: ${error.message}`));
      // The catch-up ingest of what was written while the daemon was down runs on its own; the
      // daemon is ready for tasks without waiting for it.
      watcher.ready.catch((error: Error) => daemon.logger.error(`transcripts: ${error.message}`));
      daemon.events.on('flushed', () => {
        syncing = syncing.then(sync).catch((error: Error) => daemon.logger.error(`transcripts: ${error.message}`));
      });
    },
    async close() {
      await syncing;
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
