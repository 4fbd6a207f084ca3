import { agentInbox } from './paths.js';
import type { TaskContext, TaskFrontMatter } from './task.js';

/** The facts of a task a context is made of (a degraded run has these without a task file). */
export type ContextFacts = Pick<
  TaskFrontMatter,
  'story_id' | 'worktree_path' | 'assigned_branch' | 'handoff_dir' | 'has_db_migration' | 'has_api_changes' | 'project_root'
>;

/** The `.context.json` the daemon keeps beside a task: what its worker may touch, from the task's front matter. */
export function contextOf(task: ContextFacts, agent: string): TaskContext {
  return {
    story_id: task.story_id,
    agent,
    worktree_path: task.worktree_path,
    assigned_branch: task.assigned_branch ?? null,
    handoff_dir: task.handoff_dir,
    has_db_migration: task.has_db_migration ?? false,
    has_api_changes: task.has_api_changes ?? false,
    allowed_paths: [task.worktree_path, task.handoff_dir, joinPosix(task.project_root, agentInbox(agent))],
  };
}

function joinPosix(root: string, relative: string): string {
  return root.endsWith('/') || root.endsWith('\\') ? `${root}${relative}` : `${root}/${relative}`;
}
