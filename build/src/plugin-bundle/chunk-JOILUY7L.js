import {
  readTail
} from "./chunk-KEFAEZ5K.js";
import {
  closedAsFailed,
  failedWayOut
} from "./chunk-6YV6YZL7.js";
import {
  HistoryRecord
} from "./chunk-E6PUMPWG.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  HISTORY_FILE
} from "./chunk-YZV3RAMM.js";

// dist/src/tracking/recent-failures.js
import { stat } from "node:fs/promises";
var TAIL_BYTES = 512 * 1024;
var FAILED_WINDOW_MS = 12 * 36e5;
var FAILED_SHOWN = 5;
var cached = null;
async function closedAsFailedRecords(file) {
  const stats = await stat(file).catch((error) => {
    if (error.code === "ENOENT")
      return null;
    throw error;
  });
  if (stats === null)
    return [];
  if (cached?.file === file && cached.size === stats.size && cached.mtimeMs === stats.mtimeMs)
    return cached.records;
  const tail = await readTail(file, 0, TAIL_BYTES);
  const records = [];
  for (const line of tail?.lines ?? []) {
    const record = parseLine(line);
    if (record !== null && record.confirmed_at !== null && closedAsFailed(record.handoff))
      records.push(record);
  }
  cached = { file, size: stats.size, mtimeMs: stats.mtimeMs, records };
  return records;
}
async function recentFailures(projectRoot, since, open) {
  const found = /* @__PURE__ */ new Map();
  for (const record of await closedAsFailedRecords(inProject(projectRoot, HISTORY_FILE))) {
    if (Date.parse(record.confirmed_at) < since || open.has(record.story_id))
      continue;
    const problem = failedWayOut(record.story_id, {
      agent: record.agent,
      stage: record.stage,
      timedOut: record.timed_out_at !== null,
      handoff: record.handoff
    });
    found.set(record.story_id, { story_id: record.story_id, agent: record.agent, confirmed_at: record.confirmed_at, problem });
  }
  return [...found.values()].sort((a, b) => a.confirmed_at < b.confirmed_at ? 1 : -1);
}
function parseLine(line) {
  try {
    const parsed = HistoryRecord.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (error instanceof SyntaxError)
      return null;
    throw error;
  }
}
async function failedLately(projectRoot, now, tracked, agent) {
  const failures = (await recentFailures(projectRoot, now - FAILED_WINDOW_MS, new Set(tracked))).filter((f) => agent === void 0 || f.agent === agent);
  return failures.length > 0 ? { total: failures.length, items: failures.slice(0, FAILED_SHOWN) } : void 0;
}

export {
  recentFailures,
  failedLately
};
