import {
  renderSignal
} from "./chunk-WNRBVBOT.js";
import {
  readHandoff
} from "./chunk-LM6IVXWV.js";
import {
  storyIdErrors
} from "./chunk-XSPBXC4N.js";
import {
  locateStory
} from "./chunk-ODBVGG23.js";
import {
  readTracking
} from "./chunk-QBHKEVBQ.js";
import {
  renderDiagnostic
} from "./chunk-V3BWZ7UI.js";
import {
  ForgeError
} from "./chunk-3KSWOEMC.js";
import {
  createExclusive
} from "./chunk-JG65QDGJ.js";
import {
  inProject
} from "./chunk-NCPGUN3D.js";
import {
  handoffFile,
  signalFile
} from "./chunk-KVJHCCPI.js";

// dist/src/client/write-confirmed.js
async function writeConfirmed(projectRoot, agent, id, content) {
  return createExclusive(inProject(projectRoot, signalFile(agent, id, "confirmed")), renderSignal(content));
}

// dist/src/client/confirm-story.js
async function confirmStory(projectRoot, id, options) {
  const idErrors = storyIdErrors(id, "confirm");
  if (idErrors.length > 0)
    return { ok: false, errors: idErrors };
  const read = await readTracking(projectRoot);
  const location = await locateStory(projectRoot, id, read?.ok ? read.tracking : null);
  if (location === null) {
    throw new ForgeError("not_found", `no story ${id} in .tracking.json or in any inbox folder: nothing to confirm (a confirmed story is already cleaned up and recorded in .history.jsonl)`);
  }
  const state = location.entry?.state;
  if (state === "invalid") {
    throw new ForgeError("conflict", `story ${id} is invalid: the daemon does not act on .confirmed for an invalid task file; fix the task file, or remove it to drop the story`);
  }
  const [pr, error] = await Promise.all([readHandoff(projectRoot, id, "pr", options.maxBytes), readHandoff(projectRoot, id, "error", options.maxBytes)]);
  const handedOff = pr?.ok === true || error?.ok === true;
  if (!handedOff && !options.force) {
    const why = pr && !pr.ok ? `${pr.file} is not valid: ${renderDiagnostic(pr.errors[0])}` : `there is no ${handoffFile(id, "pr")} or ${handoffFile(id, "error")}`;
    throw new ForgeError("conflict", `story ${id} is not handed off (${state ? `state ${state}` : "not tracked yet"}): ${why}. Confirming tells the daemon the story is finished: it records it in the ledger and removes the task. Pass --force to confirm anyway`);
  }
  const file = signalFile(location.agent, id, "confirmed");
  const written = await writeConfirmed(projectRoot, location.agent, id, { at: options.now, by: options.by });
  return { ok: true, story_id: id, agent: location.agent, file, already_confirmed: !written, handed_off: handedOff };
}

export {
  confirmStory
};
