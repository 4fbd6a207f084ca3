import { DEFAULT_CONFIG } from '../../protocol/config.js';
import { stageOf } from '../../protocol/task-types.js';
import { OPEN_STATES } from '../../protocol/tracking.js';
import { readTask } from '../parties/read-task.js';
import { readTracking } from '../tracking/read-tracking.js';
import type { Worktree } from './locate.js';

/**
 * The worktrees of the open tasks, read from `.tracking.json` and each task's `worktree_path`, for
 * the commands that run without the daemon. A missing or broken tracking file gives none: the
 * project root's transcripts are still found.
 */
export async function activeWorktrees(projectRoot: string, maxTaskBytes = DEFAULT_CONFIG.daemon.max_task_bytes): Promise<Worktree[]> {
  const read = await readTracking(projectRoot);
  if (read === null || !read.ok) return [];
  const worktrees: Worktree[] = [];
  for (const [storyId, entry] of Object.entries(read.tracking.tasks)) {
    if (!OPEN_STATES.has(entry.state)) continue;
    const task = await readTask(projectRoot, entry.agent, storyId, maxTaskBytes);
    if (task?.ok)
      worktrees.push({
        agent: entry.agent,
        storyId,
        worktreePath: task.frontMatter.worktree_path,
        stage: stageOf(task.frontMatter.task_type, task.frontMatter.stage),
      });
  }
  return worktrees;
}
