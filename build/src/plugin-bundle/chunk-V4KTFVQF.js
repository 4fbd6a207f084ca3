import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  TrackingFile
} from "./chunk-E6PUMPWG.js";
import {
  diagnosticsFromZod
} from "./chunk-WAEJA4S5.js";
import {
  renderDiagnostic
} from "./chunk-RMGIHFYB.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  TRACKING_FILE
} from "./chunk-YZV3RAMM.js";

// dist/src/tracking/read-tracking.js
import { readFile, stat } from "node:fs/promises";
async function readTracking(projectRoot) {
  const file = inProject(projectRoot, TRACKING_FILE);
  let text;
  let facts;
  try {
    const info = await stat(file);
    facts = `${info.ino}:${info.mtimeMs}:${info.size}`;
    const cached = lastRead.get(file);
    if (cached?.facts === facts)
      return cached.read;
    text = await readFile(file, "utf8");
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      return null;
    throw error;
  }
  const read = parseTracking(text);
  lastRead.set(file, { facts, read });
  return read;
}
var lastRead = /* @__PURE__ */ new Map();
function parseTracking(text) {
  let json;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const message = error.message;
    return { ok: false, diagnostics: [{ code: "tracking_corrupt", file: TRACKING_FILE, field: null, expected: "valid JSON", got: message }] };
  }
  const checked = TrackingFile.safeParse(json);
  if (checked.success)
    return { ok: true, tracking: checked.data };
  return { ok: false, diagnostics: diagnosticsFromZod(TRACKING_FILE, checked.error.issues).map((d) => ({ ...d, code: "tracking_corrupt" })) };
}
async function readTrackingOrFail(projectRoot) {
  const read = await readTracking(projectRoot);
  if (read === null)
    return null;
  if (read.ok)
    return read.tracking;
  const shown = read.diagnostics.slice(0, 3).map(renderDiagnostic).join("\n  ");
  const more = read.diagnostics.length > 3 ? `
  (+${read.diagnostics.length - 3} more)` : "";
  throw new ForgeError("bad_input", `cannot use ${TRACKING_FILE}:
  ${shown}${more}
the daemon replaces it with a valid one and keeps the broken copy beside it`);
}

export {
  readTracking,
  parseTracking,
  readTrackingOrFail
};
