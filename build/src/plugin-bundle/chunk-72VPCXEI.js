import {
  agentInbox
} from "./chunk-MSTBUHMK.js";

// dist/protocol/task-context.js
function contextOf(task, agent) {
  return {
    story_id: task.story_id,
    agent,
    worktree_path: task.worktree_path,
    assigned_branch: task.assigned_branch ?? null,
    handoff_dir: task.handoff_dir,
    has_db_migration: task.has_db_migration ?? false,
    has_api_changes: task.has_api_changes ?? false,
    allowed_paths: [task.worktree_path, task.handoff_dir, joinPosix(task.project_root, agentInbox(agent))]
  };
}
function joinPosix(root, relative) {
  return root.endsWith("/") || root.endsWith("\\") ? `${root}${relative}` : `${root}/${relative}`;
}

export {
  contextOf
};
