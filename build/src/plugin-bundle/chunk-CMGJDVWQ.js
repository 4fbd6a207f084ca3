import {
  boundedBlock
} from "./chunk-Q7W55LQA.js";
import {
  TASK_STATES
} from "./chunk-K5P7XI4W.js";
import "./chunk-YZFATT7X.js";

// dist/src/workers/project-session-start.js
var NEEDS_PERSON = ["escalated", "invalid"];
var LISTED = 5;
function projectSessionStartText(facts) {
  const lines = [`This is forge project ${facts.projectId}.`];
  const tracking = facts.tracking;
  if (tracking === null)
    lines.push("No task tracked yet: the daemon has not run here (forge start).");
  else if (typeof tracking === "string")
    lines.push(`The tracking file does not read (${tracking}); forge status says more.`);
  else {
    const counts = /* @__PURE__ */ new Map();
    for (const entry of Object.values(tracking.tasks))
      counts.set(entry.state, (counts.get(entry.state) ?? 0) + 1);
    const byState = TASK_STATES.filter((s) => counts.has(s)).map((s) => `${counts.get(s)} ${s}`);
    lines.push(`Tasks: ${byState.length === 0 ? "none" : byState.join(", ")} (as of ${tracking.updated_at}).`);
    const waiting = Object.entries(tracking.tasks).filter(([, e]) => NEEDS_PERSON.includes(e.state)).map(([id, e]) => `${id} (${e.state}, ${e.agent})`);
    const rejected = Object.keys(tracking.rejected);
    if (waiting.length + rejected.length === 0)
      lines.push("Nothing needs a person right now.");
    else {
      const shown = [...waiting, ...rejected.map((f) => `${f} (rejected)`)];
      lines.push(`Needs a person: ${shown.slice(0, LISTED).join(", ")}${shown.length > LISTED ? ` and ${shown.length - LISTED} more` : ""}; forge status has the details.`);
    }
  }
  lines.push(`Memory of past sessions (${facts.exchanges} exchanges): forge kb search "<words>" [--story ID] [--agent NAME], then forge kb get <exchange_id>; the MCP tools search_knowledge and get_exchange do the same.`);
  if (facts.lastCompound !== null && facts.lastCompound.exit_code !== 0) {
    lines.push(`The last compound run failed (exit ${facts.lastCompound.exit_code} at ${facts.lastCompound.at}); see _vibe-chain-output/exchanges/_compound.log.`);
  }
  return boundedBlock(lines.join("\n"));
}
export {
  projectSessionStartText
};
