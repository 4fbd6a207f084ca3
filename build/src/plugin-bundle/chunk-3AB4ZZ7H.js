import {
  appendLine
} from "./chunk-IO2NQOSR.js";
import {
  createExclusive
} from "./chunk-JG65QDGJ.js";
import {
  maskSecrets
} from "./chunk-4LT236LF.js";
import {
  agentInbox,
  signalFile
} from "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/heimdall/escalation.js
import { readFile } from "node:fs/promises";
import { join } from "node:path";
function blockCounterFile(projectRoot, agent, storyId) {
  return join(projectRoot, ...agentInbox(agent).split("/"), `.${storyId}.heimdall-blocks`);
}
async function countBlock(projectRoot, agent, storyId, options) {
  const counter = blockCounterFile(projectRoot, agent, storyId);
  const reason = maskSecrets(options.reason);
  await appendLine(counter, `${options.at} ${reason.replace(/\s+/g, " ").slice(0, 200)}`);
  const violations = (await readFile(counter, "utf8")).split("\n").filter((l) => l !== "").length;
  if (violations < options.escalateAfter)
    return { violations, raised: false };
  const { renderSignal } = await import("./chunk-BZ6DV2XM.js");
  const content = renderSignal({ at: options.at, by: "heimdall", reason, violations, agent, session_id: options.sessionId ?? void 0 });
  const raised = await createExclusive(join(projectRoot, ...signalFile(agent, storyId, "escalation").split("/")), content);
  return { violations, raised };
}
export {
  blockCounterFile,
  countBlock
};
