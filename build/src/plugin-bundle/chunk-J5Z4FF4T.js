import {
  pathExists
} from "./chunk-J4NJ7XEG.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  handoffFile
} from "./chunk-YZV3RAMM.js";

// dist/src/workers/held-task.js
var RELEASING = ["orphaned", "timeout", "escalation", "confirmed"];
async function heldTask(projectRoot, agent, stories, maxBytes) {
  const open = [...stories].filter(([, story]) => story.task && story.signals.has("picked-up") && !RELEASING.some((signal) => story.signals.has(signal)));
  for (const [id] of open.sort(([a], [b]) => a < b ? -1 : 1)) {
    if (await pathExists(inProject(projectRoot, handoffFile(id, "error"))))
      continue;
    const { readHandoff } = await import("./chunk-DF4ANARR.js");
    const pr = await readHandoff(projectRoot, id, "pr", maxBytes);
    if (pr?.ok && pr.frontMatter.agent === agent)
      continue;
    return {
      id,
      handoffProblem: pr === null ? null : pr.ok ? `its handoff names agent ${String(pr.frontMatter.agent)}` : `its handoff ${pr.file} is not valid`
    };
  }
  return null;
}

export {
  heldTask
};
