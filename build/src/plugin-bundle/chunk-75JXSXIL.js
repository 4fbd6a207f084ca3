import {
  readTask
} from "./chunk-LFHB6M5V.js";
import {
  readRecordsWhere
} from "./chunk-DCIOL5L5.js";
import {
  storyIdErrors
} from "./chunk-FDVKIPDD.js";
import {
  writeTask
} from "./chunk-KCJAKDPX.js";
import {
  locateStory
} from "./chunk-6LC26BAZ.js";
import {
  readTracking
} from "./chunk-V4KTFVQF.js";
import {
  pathExists
} from "./chunk-J4NJ7XEG.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  HistoryRecord
} from "./chunk-E6PUMPWG.js";
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

// dist/src/parties/retry-story.js
import { unlink } from "node:fs/promises";
var POLL_MS = 50;
async function retryStory(projectRoot, id, options) {
  const idErrors = storyIdErrors(id, "retry");
  if (idErrors.length > 0)
    return { ok: false, errors: idErrors };
  const read = await readTracking(projectRoot);
  const location = await locateStory(projectRoot, id, read?.ok ? read.tracking : null);
  if (location === null)
    throw new ForgeError("not_found", `no story ${id} in .tracking.json or in any inbox folder: nothing to retry`);
  const { agent } = location;
  const exists = (signal) => pathExists(inProject(projectRoot, signalFile(agent, id, signal)));
  if (await exists("confirmed"))
    throw new ForgeError("conflict", `story ${id} is confirmed: it is finished and its id cannot run again`);
  const previousState = await exists("timeout") ? "timed_out" : await exists("orphaned") ? "orphaned" : null;
  if (previousState === null) {
    throw new ForgeError("conflict", `story ${id} is ${location.entry?.state ?? "not tracked yet"}, not orphaned or timed out: only a story the daemon gave up on is retried (there is no ${signalFile(agent, id, "orphaned")} or ${signalFile(agent, id, "timeout")})`);
  }
  const handoff = handoffFile(id, "pr");
  if (await pathExists(inProject(projectRoot, handoff))) {
    throw new ForgeError("conflict", `${handoff} exists: a fresh task for ${id} would count as handed off at once; confirm the story, or move the handoff away first`);
  }
  const task = await readTask(projectRoot, agent, id, options.maxBytes);
  if (task === null)
    throw new ForgeError("not_found", `the task file of ${id} is gone (removed a moment ago?): nothing to retry`);
  if (!task.ok)
    throw new ForgeError("conflict", `${task.file} is invalid, so it cannot run again as it is; fix it first:
${task.errors.map(renderDiagnostic).join("\n")}`);
  const previous = task.frontMatter.submitted_at;
  await removeIfPresent(projectRoot, task.file);
  await removeIfPresent(projectRoot, signalFile(agent, id, "picked-up"));
  if (!await recorded(projectRoot, id, agent, previous, options.recordedWithinMs)) {
    await writeTask(projectRoot, task.frontMatter, task.body);
    throw new ForgeError("unavailable", `the daemon did not record ${task.file} in ${HISTORY_FILE} within ${options.recordedWithinMs} ms of its removal (is forge start running?); the task file is back as it was, try again once the daemon runs`);
  }
  const submittedAt = options.now();
  const file = await writeTask(projectRoot, { ...task.frontMatter, submitted_at: submittedAt }, task.body);
  return { ok: true, story_id: id, agent, file, submitted_at: submittedAt, previous_submitted_at: previous, previous_state: previousState };
}
async function removeIfPresent(projectRoot, file) {
  try {
    await unlink(inProject(projectRoot, file));
  } catch (error) {
    if (error.code !== "ENOENT")
      throw error;
  }
}
async function recorded(projectRoot, id, agent, submittedAt, withinMs) {
  const until = Date.now() + withinMs;
  const gone = async (signal) => !await pathExists(inProject(projectRoot, signalFile(agent, id, signal)));
  const ledger = inProject(projectRoot, HISTORY_FILE);
  let readTo = 0;
  let found = false;
  const inLedger = async () => {
    const read = await readRecordsWhere(ledger, HistoryRecord, "story_id", id, readTo);
    readTo = read.readTo;
    found ||= read.records.some((record) => record.submitted_at === submittedAt);
    return found;
  };
  for (; ; ) {
    if (await gone("orphaned") && await gone("timeout") && await inLedger())
      return true;
    if (Date.now() >= until)
      return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export {
  retryStory
};
