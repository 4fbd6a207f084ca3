import {
  storyIdErrors
} from "./chunk-FDVKIPDD.js";
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
  inProject
} from "./chunk-LEL55BD4.js";
import {
  signalFile
} from "./chunk-YZV3RAMM.js";

// dist/src/parties/release-claim.js
import { unlink } from "node:fs/promises";
async function releaseClaim(projectRoot, id) {
  const idErrors = storyIdErrors(id, "release");
  if (idErrors.length > 0)
    return { ok: false, errors: idErrors };
  const read = await readTracking(projectRoot);
  const location = await locateStory(projectRoot, id, read?.ok ? read.tracking : null);
  if (location === null)
    throw new ForgeError("not_found", `no story ${id} in .tracking.json or in any inbox folder: there is no claim to release`);
  const at = (signal) => inProject(projectRoot, signalFile(location.agent, id, signal));
  const claim = signalFile(location.agent, id, "picked-up");
  if (await pathExists(at("confirmed")))
    throw new ForgeError("conflict", `story ${id} is confirmed: the daemon is cleaning it up, there is nothing to release`);
  if (await pathExists(at("timeout"))) {
    throw new ForgeError("conflict", `story ${id} timed out: releasing ${claim} would not reopen it (its .timeout stays); retry the story instead, which writes a fresh task`);
  }
  try {
    await unlink(at("picked-up"));
  } catch (error) {
    if (error.code !== "ENOENT")
      throw error;
    throw new ForgeError("conflict", `story ${id} has no claim: ${claim} does not exist (state ${location.entry?.state ?? "not tracked yet"})`);
  }
  return { ok: true, story_id: id, agent: location.agent, file: claim };
}

export {
  releaseClaim
};
