import { OPEN_STATES, type TaskEntry } from '../../protocol/tracking.js';

/** Where an open task is worked on. */
export interface TaskWorktree {
  agent: string;
  storyId: string;
  worktreePath: string;
}

/**
 * The worktree of every open task, from its task file's front matter as the daemon last read it:
 * what a one-shot run hands to the transcripts pass instead of reading every task file again.
 */
export function openWorktrees(tasks: Iterable<[string, TaskEntry]>, frontMatterOf: (path: string) => Record<string, unknown> | null): TaskWorktree[] {
  const found: TaskWorktree[] = [];
  for (const [storyId, entry] of tasks) {
    if (!OPEN_STATES.has(entry.state)) continue;
    const worktreePath = frontMatterOf(entry.file)?.worktree_path;
    if (typeof worktreePath === 'string') found.push({ agent: entry.agent, storyId, worktreePath });
  }
  return found;
}
