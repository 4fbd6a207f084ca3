import {
  readTask
} from "./chunk-LFHB6M5V.js";
import {
  readTracking
} from "./chunk-V4KTFVQF.js";
import {
  OPEN_STATES
} from "./chunk-E6PUMPWG.js";
import {
  stageOf
} from "./chunk-5U7VJXKJ.js";
import {
  DEFAULT_CONFIG
} from "./chunk-EGGF3NBR.js";

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
      worktrees.push({
        agent: entry.agent,
        storyId,
        worktreePath: task.frontMatter.worktree_path,
        stage: stageOf(task.frontMatter.task_type, task.frontMatter.stage)
      });
  }
  return worktrees;
}

export {
  activeWorktrees
};
