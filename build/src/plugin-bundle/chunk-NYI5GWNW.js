import {
  SESSION_START_MAX_CHARS
} from "./chunk-SY5MWPOE.js";
import "./chunk-QR4ULOYC.js";
import "./chunk-OI4A2F5A.js";
import {
  TASK_STATES
} from "./chunk-V6W32NSC.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-CHURQFXZ.js";
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
  const text = lines.join("\n");
  return `${text.length > SESSION_START_MAX_CHARS ? `${text.slice(0, SESSION_START_MAX_CHARS - 4)}...` : text}
`;
}
export {
  projectSessionStartText
};
