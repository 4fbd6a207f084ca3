import {
  readHistoryRecords
} from "./chunk-VSUZ4L4C.js";
import {
  storyIdErrors
} from "./chunk-FDVKIPDD.js";
import {
  readHandoff
} from "./chunk-PJMYZ3AP.js";
import {
  locateStory
} from "./chunk-6LC26BAZ.js";
import {
  renderSignal
} from "./chunk-QTYCUWII.js";
import {
  createExclusive
} from "./chunk-JG65QDGJ.js";
import {
  readTracking
} from "./chunk-V4KTFVQF.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  renderDiagnostic
} from "./chunk-RMGIHFYB.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  HISTORY_FILE,
  handoffFile,
  signalFile
} from "./chunk-YZV3RAMM.js";

// dist/src/parties/write-confirmed.js
async function writeConfirmed(projectRoot, agent, id, content) {
  return createExclusive(inProject(projectRoot, signalFile(agent, id, "confirmed")), renderSignal(content));
}

// dist/src/parties/confirm-story.js
async function confirmStory(projectRoot, id, options) {
  const idErrors = storyIdErrors(id, "confirm");
  if (idErrors.length > 0)
    return { ok: false, errors: idErrors };
  const read = await readTracking(projectRoot);
  const location = await locateStory(projectRoot, id, read?.ok ? read.tracking : null);
  if (location === null) {
    const finished = (await readHistoryRecords(projectRoot)).findLast((record) => record.story_id === id && record.state === "confirmed");
    if (finished)
      return { ok: true, story_id: id, agent: finished.agent, file: HISTORY_FILE, already_confirmed: true, handed_off: finished.handoff !== null };
    throw new ForgeError("not_found", `no story ${id} in .tracking.json, in any inbox folder or confirmed in ${HISTORY_FILE}: nothing to confirm`);
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
