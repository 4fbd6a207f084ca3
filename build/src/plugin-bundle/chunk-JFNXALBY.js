import {
  readTail
} from "./chunk-KEFAEZ5K.js";
import {
  closedAsFailed,
  failedWayOut
} from "./chunk-LXD4A765.js";
import {
  HistoryRecord
} from "./chunk-SRAK2D7S.js";
import {
  inProject
} from "./chunk-QUD75Q2X.js";
import {
  HISTORY_FILE
} from "./chunk-JFQOKNT2.js";

// dist/src/tracking/recent-failures.js
var TAIL_BYTES = 512 * 1024;
var FAILED_WINDOW_MS = 12 * 36e5;
var FAILED_SHOWN = 5;
async function recentFailures(projectRoot, since, open) {
  const tail = await readTail(inProject(projectRoot, HISTORY_FILE), 0, TAIL_BYTES);
  const found = /* @__PURE__ */ new Map();
  for (const line of tail?.lines ?? []) {
    const record = parseLine(line);
    if (record === null || record.confirmed_at === null || Date.parse(record.confirmed_at) < since)
      continue;
    if (open.has(record.story_id) || !closedAsFailed(record.handoff))
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
  FAILED_WINDOW_MS,
  recentFailures,
  failedLately
};
