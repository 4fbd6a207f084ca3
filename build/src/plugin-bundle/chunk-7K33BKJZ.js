import "./chunk-YZFATT7X.js";

// dist/src/parties/pick-summary.js
var BLOCKED_WORDS = {
  "picked-up": "picked up",
  orphaned: "orphaned",
  escalation: "escalated",
  confirmed: "confirmed",
  timeout: "timed out"
};
function describeEmptyPick(tally, agent, story) {
  if (!tally.folderExists)
    return `there is no inbox folder ${tally.inbox}/ yet: nothing was ever submitted to ${agent} (check --agent and --project)`;
  const what = story === void 0 ? `nothing to pick up in ${tally.inbox}/` : `cannot pick up ${story}`;
  if (tally.tasks === 0)
    return story === void 0 ? `${what}: no task files` : `${what}: no task file ${tally.inbox}/${story}.md`;
  const reasons = Object.entries(tally.blocked).map(([signal, count]) => `${count} ${BLOCKED_WORDS[signal] ?? signal}`);
  if (tally.invalid > 0)
    reasons.push(`${tally.invalid} invalid (forge status --state invalid says why)`);
  if (tally.duplicate > 0)
    reasons.push(`${tally.duplicate} with the same id in another agent's folder`);
  if (tally.lost > 0)
    reasons.push(`${tally.lost} claimed by another picker first`);
  if (tally.waiting > 0)
    reasons.push(`${tally.waiting} waiting for stories they depend on ([dispatch] respect_depends_on)`);
  const files = tally.tasks === 1 ? "1 task file" : `${tally.tasks} task files`;
  return `${what}: ${files}, ${reasons.join(", ")}`;
}
export {
  describeEmptyPick
};
