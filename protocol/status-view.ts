import { z } from 'zod';
import { clip } from './clip.js';
import { type Diagnostic, renderDiagnostic, renderEssential } from './diagnostic.js';
import { LeaseView } from './lease.js';
import { TRACKING_FILE } from './paths.js';
import { AgentName, StoryId } from './story-id.js';
import { Stage, Urgency } from './task-types.js';
import { fromIso, IsoTime } from './timestamps.js';
import { TASK_STATES, type TaskEntry, TaskState, type TrackingFile, WORKER_STATUSES } from './tracking.js';
import { wayOut } from './way-out.js';

/**
 * The bounded summary of a project's tasks (`forge status --json`, and later HTTP and MCP): counts
 * by state, the stories that most need a person first, keyset pagination, and a byte budget.
 */
export const STATUS_DEFAULT_LIMIT = 20;
export const STATUS_MAX_LIMIT = 200;
export const STATUS_BYTE_BUDGET = 10_000;
const REJECTED_SHOWN = 5;
const PROBLEM_CHARS = 240;

export const StatusItem = z.object({
  story_id: StoryId,
  state: TaskState,
  agent: AgentName,
  stage: Stage.nullable(),
  urgency: Urgency.nullable(),
  since: IsoTime.nullable().describe('when the story entered its current state'),
  deadline_at: IsoTime.nullable().describe('orphan deadline while submitted, stage deadline while picked up'),
  stalled: z.boolean().describe('picked up, but no sign of life from the worker for the stall timeout'),
  problem: z
    .string()
    .nullable()
    .describe(
      'what needs a person: the first diagnostic of the story, as text, and how many more there are; else, for a story the daemon gave up on (timed_out, orphaned, escalated), what happened and what to do',
    ),
});
export type StatusItem = z.infer<typeof StatusItem>;

export const StatusView = z.object({
  ok: z.literal(true),
  updated_at: IsoTime.nullable().describe('when the daemon last wrote .tracking.json; null when there is none'),
  counts: z.record(TaskState, z.number().int().nonnegative()).describe('stories per state, over the --agent filter only'),
  filters: z.object({ states: z.array(TaskState).nullable(), agent: z.string().nullable() }),
  total: z.number().int().nonnegative().describe('stories matching every filter'),
  items: z.array(StatusItem).describe('most urgent first: invalid or with a malformed handoff, escalated, timed_out, orphaned, stalled, then nearest deadline'),
  limit: z.number().int().positive(),
  cursor: z.string().nullable(),
  nextCursor: z.string().nullable().describe('pass as --cursor for the next page; null on the last page'),
  hasMore: z.boolean(),
  truncated: z.boolean().describe('the page holds fewer than limit items to stay under the byte budget'),
  rejected: z
    .object({
      total: z.number().int().nonnegative(),
      items: z.array(z.object({ file: z.string(), problem: z.string() })).describe('the first few, on the first page only'),
    })
    .describe('files the daemon cannot track under a valid id'),
  workers: z.record(z.string(), z.object({ status: z.enum(WORKER_STATUSES), current_task: StoryId.nullable() })),
  message: z.string().optional().describe('present when items is empty: what was looked at and what to try'),
  failed: z
    .object({
      total: z.number().int().nonnegative(),
      items: z.array(z.object({ story_id: StoryId, agent: AgentName, confirmed_at: IsoTime, problem: z.string() })).describe('the newest few'),
    })
    .optional()
    .describe(
      'forge status and the first page of /api/tasks: stories closed as failed in the last 12 hours (from .history.jsonl; they left tracking), with what to do',
    ),
  daemon: z
    .string()
    .optional()
    .describe('present when no daemon keeps the project (forge status only): since when (a killed one leaves its lock behind) and what to do'),
  lease: LeaseView.optional().describe(
    "who holds the project's daemon lease: epoch, holder, host, pid, and whether it took over from another daemon (a standby's takeover says so); absent when no daemon ever held it",
  ),
});
export type StatusView = z.infer<typeof StatusView>;

export interface StatusQuery {
  states?: TaskState[] | undefined;
  agent?: string | undefined;
  limit?: number | undefined;
  cursor?: string | null | undefined;
  budget?: number | undefined;
}

/** Where a story ranks: the group of its state, then a time within the group, then its id. */
export interface RankKey {
  group: number;
  time: number;
  id: string;
}

const LAST = Number.MAX_SAFE_INTEGER;

export function rankOf(id: string, entry: TaskEntry): RankKey {
  const since = timeOrLast(sinceOf(entry));
  // A malformed handoff stalls the pipeline as surely as an invalid task: both need a person now.
  if (entry.errors.length > 0) return { group: 0, time: since, id };
  switch (entry.state) {
    case 'invalid':
      return { group: 0, time: since, id };
    case 'escalated':
      return { group: 1, time: since, id };
    case 'timed_out':
      return { group: 2, time: since, id };
    case 'orphaned':
      return { group: 3, time: since, id };
    case 'picked_up':
      return entry.stalled ? { group: 4, time: timeOrLast(entry.last_activity_at), id } : { group: 5, time: timeOrLast(entry.deadline_at), id };
    case 'submitted':
      return { group: 5, time: timeOrLast(entry.deadline_at), id };
    case 'handed_off':
      return { group: 6, time: since, id };
    case 'confirmed':
      return { group: 7, time: since, id };
  }
}

export function compareRank(a: RankKey, b: RankKey): number {
  if (a.group !== b.group) return a.group - b.group;
  if (a.time !== b.time) return a.time - b.time;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A cursor is the rank of the last item shown, readable on purpose: `group:time:id`. */
export function formatCursor(key: RankKey): string {
  return `${key.group}:${key.time}:${key.id}`;
}

export function parseCursor(cursor: string): RankKey | null {
  const match = /^(\d):(\d{1,16}):(.+)$/.exec(cursor);
  if (!match || !StoryId.safeParse(match[3]).success) return null;
  return { group: Number(match[1]), time: Number(match[2]), id: match[3]! };
}

/** When the story entered its current state, from the entry's own timestamps. */
export function sinceOf(entry: TaskEntry): string | null {
  switch (entry.state) {
    case 'submitted':
    case 'invalid':
      return entry.submitted_at;
    case 'picked_up':
      return entry.picked_up_at;
    case 'handed_off':
      return entry.completed_at;
    case 'orphaned':
      return entry.orphaned_at;
    case 'timed_out':
      return entry.timed_out_at;
    case 'escalated':
      return entry.escalated_at;
    case 'confirmed':
      return entry.confirmed_at;
  }
}

/**
 * Builds one page of the summary; `tracking` is null when there is no tracking file. A cursor
 * that does not parse counts as none: the edge refuses it with `parseCursor` first.
 */
export function statusView(tracking: TrackingFile | null, query: StatusQuery): StatusView {
  const limit = Math.min(Math.max(1, Math.floor(query.limit ?? STATUS_DEFAULT_LIMIT)), STATUS_MAX_LIMIT);
  const budget = query.budget ?? STATUS_BYTE_BUDGET;
  const after = query.cursor ? parseCursor(query.cursor) : null;
  const counts = Object.fromEntries(TASK_STATES.map((state) => [state, 0])) as Record<TaskEntry['state'], number>;
  // One page is shown, so only the first `limit` after the cursor are kept in order (a bounded
  // insertion), not every story sorted: the cost stays linear in the tracked stories.
  const page: Array<{ key: RankKey; entry: TaskEntry }> = [];
  let total = 0;
  let remaining = 0;
  for (const [id, entry] of Object.entries(tracking?.tasks ?? {})) {
    if (query.agent && entry.agent !== query.agent) continue;
    counts[entry.state] += 1;
    if (query.states && !query.states.includes(entry.state)) continue;
    total += 1;
    const key = rankOf(id, entry);
    if (after && compareRank(key, after) <= 0) continue;
    remaining += 1;
    if (page.length === limit && compareRank(key, page[limit - 1]!.key) >= 0) continue;
    page.splice(insertionIndex(page, key), 0, { key, entry });
    if (page.length > limit) page.pop();
  }

  const view: StatusView = {
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
    workers: workersOf(tracking, query.agent),
  };
  // Room for nextCursor, the booleans and a message, so the final answer stays under the budget.
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
  if (view.items.length === 0) view.message = emptyMessage(tracking, query, after !== null);
  return view;
}

function insertionIndex(page: Array<{ key: RankKey }>, key: RankKey): number {
  let low = 0;
  let high = page.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareRank(page[mid]!.key, key) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

function itemOf(id: string, entry: TaskEntry, duplicates: string[]): StatusItem {
  return {
    story_id: id,
    state: entry.state,
    agent: entry.agent,
    stage: entry.stage,
    urgency: entry.urgency,
    since: sinceOf(entry),
    deadline_at: entry.deadline_at,
    stalled: entry.stalled,
    problem: problemOf(entry.errors, (d) => inRow(d, entry)) ?? (duplicates[0] ? clip(conflictNote(duplicates[0]), PROBLEM_CHARS) : null) ?? wayOut(id, entry),
  };
}

/** A row stands for its story's task file, so only another file (a handoff) is named, by its name. */
function inRow(d: Diagnostic, entry: TaskEntry): string {
  return d.file === entry.file ? renderEssential(d) : `${d.file.split('/').pop()}: ${renderEssential(d)}`;
}

function problemOf(errors: Diagnostic[], render = renderDiagnostic): string | null {
  const first = errors[0];
  if (!first) return null;
  const text = clip(render(first), PROBLEM_CHARS);
  return errors.length > 1 ? `${text} (+${errors.length - 1} more)` : text;
}

/**
 * A second task file with a tracked id is refused, and its diagnostic is on that file; the story
 * that keeps the id shows it too, since that is where a person looks for why nothing moves.
 */
function conflictNote(file: string): string {
  return `another task file has this id: ${file} (refused); ${CONFLICT_FIX}`;
}

const CONFLICT_FIX = 'give that file a new id (its file name and story_id) or remove it';

function duplicatesById(tracking: TrackingFile | null): Map<string, string[]> {
  const byId = new Map<string, string[]>();
  for (const [file, rejected] of Object.entries(tracking?.rejected ?? {})) {
    for (const error of rejected.errors) {
      if (error.code !== 'duplicate_story_id' || typeof error.got !== 'string') continue;
      byId.set(error.got, [...(byId.get(error.got) ?? []), file]);
    }
  }
  return byId;
}

export const StoryDetail = z.object({
  ok: z.literal(true),
  story_id: z.string(),
  item: StatusItem.nullable().describe('null when no tracked story has this id'),
  diagnostics: z.array(z.string()).describe('every diagnostic of the story, whole'),
  conflicts: z.array(z.object({ file: z.string(), problem: z.string(), fix: z.string() })).describe('refused files that claim this id'),
});
export type StoryDetail = z.infer<typeof StoryDetail>;

/** Everything known of one story, unclipped: what `forge status --story ID` prints. */
export function storyDetail(tracking: TrackingFile | null, id: string): StoryDetail {
  const entry = tracking?.tasks[id];
  const duplicates = duplicatesById(tracking).get(id) ?? [];
  return {
    ok: true,
    story_id: id,
    item: entry ? itemOf(id, entry, duplicates) : null,
    diagnostics: (entry?.errors ?? []).map(renderDiagnostic),
    conflicts: duplicates.map((file) => ({ file, problem: tracking!.rejected[file]!.errors.map(renderDiagnostic).join('; '), fix: CONFLICT_FIX })),
  };
}

function rejectedSummary(tracking: TrackingFile | null, agent: string | undefined, firstPage: boolean): StatusView['rejected'] {
  const files = Object.keys(tracking?.rejected ?? {})
    .filter((file) => !agent || file.includes(`/${agent}/`))
    .sort();
  const items = firstPage ? files.slice(0, REJECTED_SHOWN).map((file) => ({ file, problem: problemOf(tracking!.rejected[file]!.errors) ?? 'rejected' })) : [];
  return { total: files.length, items };
}

function workersOf(tracking: TrackingFile | null, agent: string | undefined): StatusView['workers'] {
  const out: StatusView['workers'] = {};
  for (const [name, worker] of Object.entries(tracking?.workers ?? {})) {
    if (!agent || name === agent) out[name] = { status: worker.status, current_task: worker.current_task };
  }
  return out;
}

function emptyMessage(tracking: TrackingFile | null, query: StatusQuery, paged: boolean): string {
  if (tracking === null) {
    return `No ${TRACKING_FILE} in this project: the daemon has not run here yet. Start it with "forge start", or pass --project with the folder that holds _vibe-chain-output/.`;
  }
  const tracked = Object.keys(tracking.tasks).length;
  if (tracked === 0) {
    return `No tasks tracked in ${TRACKING_FILE} (written ${tracking.updated_at}). Submit one with "forge submit", or check that task files land in _vibe-chain-output/worker-inbox/<agent>/.`;
  }
  if (paged) return `No more tasks after this cursor. Drop --cursor to start from the most urgent again.`;
  const filters = [query.states ? `state ${query.states.join(' or ')}` : null, query.agent ? `agent ${query.agent}` : null].filter(Boolean).join(' and ');
  return `No task with ${filters} among ${tracked} tracked. See counts for what there is, or drop the filter.`;
}

function timeOrLast(iso: string | null): number {
  if (iso === null) return LAST;
  const ms = fromIso(iso);
  return Number.isNaN(ms) || ms < 0 ? LAST : ms;
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}
