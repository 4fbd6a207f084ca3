import {
  IPC_PROTOCOL
} from "./chunk-UYGV2EW6.js";

// dist/src/workers/handoff-instructions.js
function handoffInstructions(task, projectRoot) {
  const id = task.story_id;
  const branch = task.assigned_branch;
  const file = `${task.handoff_dir.replace(/[\\/]+$/, "")}/${id}-pr-handoff.md`;
  const frontMatter = [
    "---",
    `story_id: ${id}`,
    `agent: ${task.agent}`,
    "status: completed        # or failed, or blocked",
    "created_at: <now, ISO 8601 with a zone, like 2026-04-01T12:34:00Z>",
    `branch: ${branch ?? "<the branch you pushed>"}`,
    "summary: <one line: what changed>",
    "files_changed: [<path>, <path>]",
    "tests: {passed: <n>, failed: <n>}",
    `ipc_protocol: ${IPC_PROTOCOL}`,
    "---",
    "<for the reviewers: what you did, what you did not do, what to look at>"
  ].join("\n");
  const command = [
    `forge handoff --project ${shellQuote(projectRoot)} --story ${id} --status completed \\`,
    `  --branch ${branch ? shellQuote(branch) : "<branch>"} --summary '<one line>' --files <a,b> \\`,
    `  --tests-passed <n> --tests-failed <n> --file - <<'HANDOFF'`,
    "<for the reviewers>",
    "HANDOFF"
  ].join("\n");
  return [
    "## When you are done",
    `Write ${file} with exactly this front matter (story_id, agent, status and created_at are required; status is completed, failed or blocked):`,
    "",
    "```markdown",
    frontMatter,
    "```",
    "",
    "The command that writes it, validated against the handoff schema and renamed into place:",
    "",
    "```sh",
    command,
    "```",
    "",
    "If the daemon refuses the handoff (its front matter does not validate), run the command again with the fields fixed: it replaces the refused file. A valid handoff is replaced only with --force.",
    "If you cannot finish, hand off with --status failed or --status blocked and say why in the body. Then end your turn: the next task arrives by itself."
  ].join("\n");
}
function shellQuote(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

export {
  handoffInstructions,
  shellQuote
};
