import {
  canonicalTaskType
} from "./chunk-5U7VJXKJ.js";
import {
  rosterOf
} from "./chunk-EGGF3NBR.js";
import {
  agentInbox
} from "./chunk-YZV3RAMM.js";

// dist/protocol/review-chain.js
function unservedReviewWarning(config, file, frontMatter) {
  const chain = frontMatter.review_chain;
  if (!Array.isArray(chain))
    return null;
  const taken = new Set(Object.values(rosterOf(config)).flatMap((worker) => worker.task_types.map(canonicalTaskType)));
  const unserved = chain.filter((review) => typeof review === "string" && !taken.has(canonicalTaskType(review)));
  if (unserved.length === 0)
    return null;
  const id = typeof frontMatter.story_id === "string" ? frontMatter.story_id : "ID";
  const first = unserved[0];
  return {
    code: "unserved_review",
    file,
    field: "review_chain",
    expected: `reviews a roster worker takes; none takes ${unserved.join(", ")}, so the story stops at handed_off: add ${first} to a worker's task_types, or forge confirm --story ${id} to finish without it`,
    got: JSON.stringify(chain)
  };
}

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
  unservedReviewWarning,
  contextOf
};
