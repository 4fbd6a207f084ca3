import {
  TASK_STATES
} from "./chunk-K5P7XI4W.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  TRACKING_FILE
} from "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/tracking/tracking-summary.js
import { readFile } from "node:fs/promises";
async function readTrackingSummary(projectRoot) {
  let text;
  try {
    text = await readFile(inProject(projectRoot, TRACKING_FILE), "utf8");
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      return null;
    throw error;
  }
  const summary = summaryOf(text);
  if (summary !== null)
    return summary;
  const { parseTracking } = await import("./chunk-LW3KSHLM.js");
  const read = parseTracking(text);
  return read.ok ? read.tracking : `${read.diagnostics.length} problem(s)`;
}
function summaryOf(text) {
  let json;
  try {
    json = JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError)
      return null;
    throw error;
  }
  if (!isRecord(json) || typeof json.updated_at !== "string" || !isRecord(json.tasks) || !isRecord(json.rejected))
    return null;
  const states = TASK_STATES;
  for (const entry of Object.values(json.tasks)) {
    if (!isRecord(entry) || !states.includes(entry.state) || typeof entry.agent !== "string")
      return null;
  }
  return json;
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
export {
  readTrackingSummary
};
