import {
  wayOut
} from "./chunk-6YV6YZL7.js";
import {
  LeaseView
} from "./chunk-BNRM2GEJ.js";
import {
  clip
} from "./chunk-W46PSUSI.js";
import {
  TaskState,
  WORKER_STATUSES
} from "./chunk-E6PUMPWG.js";
import {
  TASK_STATES
} from "./chunk-K5P7XI4W.js";
import {
  IsoTime,
  fromIso
} from "./chunk-G6RW7TDQ.js";
import {
  AgentName,
  StoryId
} from "./chunk-APORTJVU.js";
import {
  Stage,
  Urgency
} from "./chunk-5U7VJXKJ.js";
import {
  renderDiagnostic,
  renderEssential
} from "./chunk-RMGIHFYB.js";
import {
  TRACKING_FILE
} from "./chunk-YZV3RAMM.js";

// dist/protocol/status-view.js
import { z } from "zod";
var STATUS_DEFAULT_LIMIT = 20;
var STATUS_MAX_LIMIT = 200;
var STATUS_BYTE_BUDGET = 1e4;
var REJECTED_SHOWN = 5;
var PROBLEM_CHARS = 240;
var StatusItem = z.object({
  story_id: StoryId,
  state: TaskState,
  agent: AgentName,
  stage: Stage.nullable(),
  urgency: Urgency.nullable(),
  since: IsoTime.nullable().describe("when the story entered its current state"),
  deadline_at: IsoTime.nullable().describe("orphan deadline while submitted, stage deadline while picked up"),
  stalled: z.boolean().describe("picked up, but no sign of life from the worker for the stall timeout"),
  problem: z.string().nullable().describe("what needs a person: the first diagnostic of the story, as text, and how many more there are; else, for a story the daemon gave up on (timed_out, orphaned, escalated), what happened and what to do")
});
var StatusView = z.object({
  ok: z.literal(true),
  updated_at: IsoTime.nullable().describe("when the daemon last wrote .tracking.json; null when there is none"),
  counts: z.record(TaskState, z.number().int().nonnegative()).describe("stories per state, over the --agent filter only"),
  filters: z.object({ states: z.array(TaskState).nullable(), agent: z.string().nullable() }),
  total: z.number().int().nonnegative().describe("stories matching every filter"),
  items: z.array(StatusItem).describe("most urgent first: invalid or with a malformed handoff, escalated, timed_out, orphaned, stalled, then nearest deadline"),
  limit: z.number().int().positive(),
  cursor: z.string().nullable(),
  nextCursor: z.string().nullable().describe("pass as --cursor for the next page; null on the last page"),
  hasMore: z.boolean(),
  truncated: z.boolean().describe("the page holds fewer than limit items to stay under the byte budget"),
  rejected: z.object({
    total: z.number().int().nonnegative(),
    items: z.array(z.object({ file: z.string(), problem: z.string() })).describe("the first few, on the first page only")
  }).describe("files the daemon cannot track under a valid id"),
  workers: z.record(z.string(), z.object({ status: z.enum(WORKER_STATUSES), current_task: StoryId.nullable() })),
  message: z.string().optional().describe("present when items is empty: what was looked at and what to try"),
  failed: z.object({
    total: z.number().int().nonnegative(),
    items: z.array(z.object({ story_id: StoryId, agent: AgentName, confirmed_at: IsoTime, problem: z.string() })).describe("the newest few")
  }).optional().describe("forge status and the first page of /api/tasks: stories closed as failed in the last 12 hours (from .history.jsonl; they left tracking), with what to do"),
  daemon: z.string().optional().describe("present when no daemon keeps the project (forge status only): since when (a killed one leaves its lock behind) and what to do"),
  lease: LeaseView.optional().describe("who holds the project's daemon lease: epoch, holder, host, pid, and whether it took over from another daemon (a standby's takeover says so); absent when no daemon ever held it")
});
var LAST = Number.MAX_SAFE_INTEGER;
function rankOf(id, entry) {
  const since = timeOrLast(sinceOf(entry));
  if (entry.errors.length > 0)
    return { group: 0, time: since, id };
  switch (entry.state) {
    case "invalid":
      return { group: 0, time: since, id };
    case "escalated":
      return { group: 1, time: since, id };
    case "timed_out":
      return { group: 2, time: since, id };
    case "orphaned":
      return { group: 3, time: since, id };
    case "picked_up":
      return entry.stalled ? { group: 4, time: timeOrLast(entry.last_activity_at), id } : { group: 5, time: timeOrLast(entry.deadline_at), id };
    case "submitted":
      return { group: 5, time: timeOrLast(entry.deadline_at), id };
    case "handed_off":
      return { group: 6, time: since, id };
    case "confirmed":
      return { group: 7, time: since, id };
  }
}
function compareRank(a, b) {
  if (a.group !== b.group)
    return a.group - b.group;
  if (a.time !== b.time)
    return a.time - b.time;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
function formatCursor(key) {
  return `${key.group}:${key.time}:${key.id}`;
}
function parseCursor(cursor) {
  const match = /^(\d):(\d{1,16}):(.+)$/.exec(cursor);
  if (!match || !StoryId.safeParse(match[3]).success)
    return null;
  return { group: Number(match[1]), time: Number(match[2]), id: match[3] };
}
function sinceOf(entry) {
  switch (entry.state) {
    case "submitted":
    case "invalid":
      return entry.submitted_at;
    case "picked_up":
      return entry.picked_up_at;
    case "handed_off":
      return entry.completed_at;
    case "orphaned":
      return entry.orphaned_at;
    case "timed_out":
      return entry.timed_out_at;
    case "escalated":
      return entry.escalated_at;
    case "confirmed":
      return entry.confirmed_at;
  }
}
function statusView(tracking, query) {
  const limit = Math.min(Math.max(1, Math.floor(query.limit ?? STATUS_DEFAULT_LIMIT)), STATUS_MAX_LIMIT);
  const budget = query.budget ?? STATUS_BYTE_BUDGET;
  const after = query.cursor ? parseCursor(query.cursor) : null;
  const counts = Object.fromEntries(TASK_STATES.map((state) => [state, 0]));
  const page = [];
  let total = 0;
  let remaining = 0;
  for (const [id, entry] of Object.entries(tracking?.tasks ?? {})) {
    if (query.agent && entry.agent !== query.agent)
      continue;
    counts[entry.state] += 1;
    if (query.states && !query.states.includes(entry.state))
      continue;
    total += 1;
    const key = rankOf(id, entry);
    if (after && compareRank(key, after) <= 0)
      continue;
    remaining += 1;
    if (page.length === limit && compareRank(key, page[limit - 1].key) >= 0)
      continue;
    page.splice(insertionIndex(page, key), 0, { key, entry });
    if (page.length > limit)
      page.pop();
  }
  const view = {
    ok: true,
    updated_at: tracking?.updated_at ?? null,
    counts,
    filters: { states: query.states ?? null, agent: query.agent ?? null },
    total,
    items: [],
    limit,
    cursor: query.cursor ?? null,
    nextCursor: null,
    hasMore: false,
    truncated: false,
    rejected: rejectedSummary(tracking, query.agent, after === null),
    workers: workersOf(tracking, query.agent)
  };
  let size = byteLength(JSON.stringify(view)) + 400;
  let taken = 0;
  const duplicates = duplicatesById(tracking);
  for (const { key, entry } of page) {
    const item = itemOf(key.id, entry, duplicates.get(key.id) ?? []);
    const itemSize = byteLength(JSON.stringify(item)) + 1;
    if (taken > 0 && size + itemSize > budget) {
      view.truncated = true;
      break;
    }
    view.items.push(item);
    size += itemSize;
    taken += 1;
  }
  view.hasMore = remaining > taken;
  const last = page[taken - 1];
  view.nextCursor = view.hasMore && last ? formatCursor(last.key) : null;
  if (view.items.length === 0)
    view.message = emptyMessage(tracking, query, after !== null);
  return view;
}
function insertionIndex(page, key) {
  let low = 0;
  let high = page.length;
  while (low < high) {
    const mid = low + high >>> 1;
    if (compareRank(page[mid].key, key) < 0)
      low = mid + 1;
    else
      high = mid;
  }
  return low;
}
function itemOf(id, entry, duplicates) {
  return {
    story_id: id,
    state: entry.state,
    agent: entry.agent,
    stage: entry.stage,
    urgency: entry.urgency,
    since: sinceOf(entry),
    deadline_at: entry.deadline_at,
    stalled: entry.stalled,
    problem: problemOf(entry.errors, (d) => inRow(d, entry)) ?? (duplicates[0] ? clip(conflictNote(duplicates[0]), PROBLEM_CHARS) : null) ?? wayOut(id, entry)
  };
}
function inRow(d, entry) {
  return d.file === entry.file ? renderEssential(d) : `${d.file.split("/").pop()}: ${renderEssential(d)}`;
}
function problemOf(errors, render = renderDiagnostic) {
  const first = errors[0];
  if (!first)
    return null;
  const text = clip(render(first), PROBLEM_CHARS);
  return errors.length > 1 ? `${text} (+${errors.length - 1} more)` : text;
}
function conflictNote(file) {
  return `another task file has this id: ${file} (refused); ${CONFLICT_FIX}`;
}
var CONFLICT_FIX = "give that file a new id (its file name and story_id) or remove it";
function duplicatesById(tracking) {
  const byId = /* @__PURE__ */ new Map();
  for (const [file, rejected] of Object.entries(tracking?.rejected ?? {})) {
    for (const error of rejected.errors) {
      if (error.code !== "duplicate_story_id" || typeof error.got !== "string")
        continue;
      byId.set(error.got, [...byId.get(error.got) ?? [], file]);
    }
  }
  return byId;
}
var StoryDetail = z.object({
  ok: z.literal(true),
  story_id: z.string(),
  item: StatusItem.nullable().describe("null when no tracked story has this id"),
  diagnostics: z.array(z.string()).describe("every diagnostic of the story, whole"),
  conflicts: z.array(z.object({ file: z.string(), problem: z.string(), fix: z.string() })).describe("refused files that claim this id")
});
function storyDetail(tracking, id) {
  const entry = tracking?.tasks[id];
  const duplicates = duplicatesById(tracking).get(id) ?? [];
  return {
    ok: true,
    story_id: id,
    item: entry ? itemOf(id, entry, duplicates) : null,
    diagnostics: (entry?.errors ?? []).map(renderDiagnostic),
    conflicts: duplicates.map((file) => ({ file, problem: tracking.rejected[file].errors.map(renderDiagnostic).join("; "), fix: CONFLICT_FIX }))
  };
}
function rejectedSummary(tracking, agent, firstPage) {
  const files = Object.keys(tracking?.rejected ?? {}).filter((file) => !agent || file.includes(`/${agent}/`)).sort();
  const items = firstPage ? files.slice(0, REJECTED_SHOWN).map((file) => ({ file, problem: problemOf(tracking.rejected[file].errors) ?? "rejected" })) : [];
  return { total: files.length, items };
}
function workersOf(tracking, agent) {
  const out = {};
  for (const [name, worker] of Object.entries(tracking?.workers ?? {})) {
    if (!agent || name === agent)
      out[name] = { status: worker.status, current_task: worker.current_task };
  }
  return out;
}
function emptyMessage(tracking, query, paged) {
  if (tracking === null) {
    return `No ${TRACKING_FILE} in this project: the daemon has not run here yet. Start it with "forge start", or pass --project with the folder that holds _vibe-chain-output/.`;
  }
  const tracked = Object.keys(tracking.tasks).length;
  if (tracked === 0) {
    return `No tasks tracked in ${TRACKING_FILE} (written ${tracking.updated_at}). Submit one with "forge submit", or check that task files land in _vibe-chain-output/worker-inbox/<agent>/.`;
  }
  if (paged)
    return `No more tasks after this cursor. Drop --cursor to start from the most urgent again.`;
  const filters = [query.states ? `state ${query.states.join(" or ")}` : null, query.agent ? `agent ${query.agent}` : null].filter(Boolean).join(" and ");
  return `No task with ${filters} among ${tracked} tracked. See counts for what there is, or drop the filter.`;
}
function timeOrLast(iso) {
  if (iso === null)
    return LAST;
  const ms = fromIso(iso);
  return Number.isNaN(ms) || ms < 0 ? LAST : ms;
}
function byteLength(text) {
  return new TextEncoder().encode(text).length;
}

export {
  STATUS_DEFAULT_LIMIT,
  STATUS_MAX_LIMIT,
  STATUS_BYTE_BUDGET,
  StatusItem,
  StatusView,
  rankOf,
  compareRank,
  formatCursor,
  parseCursor,
  sinceOf,
  statusView,
  StoryDetail,
  storyDetail
};
