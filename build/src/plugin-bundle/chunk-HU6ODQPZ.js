import {
  readTask
} from "./chunk-4INWTAFM.js";
import {
  readTracking
} from "./chunk-HT5IQZNS.js";
import {
  OPEN_STATES
} from "./chunk-GDTDZ3SF.js";
import {
  DEFAULT_CONFIG
} from "./chunk-HP2RDOJG.js";

// dist/src/transcripts/active-worktrees.js
async function activeWorktrees(projectRoot, maxTaskBytes = DEFAULT_CONFIG.daemon.max_task_bytes) {
  const read = await readTracking(projectRoot);
  if (read === null || !read.ok)
    return [];
  const worktrees = [];
  for (const [storyId, entry] of Object.entries(read.tracking.tasks)) {
    if (!OPEN_STATES.has(entry.state))
      continue;
    const task = await readTask(projectRoot, entry.agent, storyId, maxTaskBytes);
    if (task?.ok)
      worktrees.push({ agent: entry.agent, storyId, worktreePath: task.frontMatter.worktree_path });
  }
  return worktrees;
}

export {
  activeWorktrees
};
