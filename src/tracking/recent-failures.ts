import { stat } from 'node:fs/promises';
import { HISTORY_FILE } from '../../protocol/paths.js';
import { HistoryRecord } from '../../protocol/tracking.js';
import { closedAsFailed, failedWayOut } from '../../protocol/way-out.js';
import { readTail } from '../fs/read-tail.js';
import { inProject } from '../project/project-root.js';

/** How far back in `.history.jsonl` a look goes: hours of stories, not the whole history. */
const TAIL_BYTES = 512 * 1024;
/** Stories closed as failed this long ago still need a person: `forge status` and `/api/tasks` list them. */
const FAILED_WINDOW_MS = 12 * 3600_000;
/** The newest few listed; the total says how many more. */
const FAILED_SHOWN = 5;

export interface RecentFailure {
  story_id: string;
  agent: string;
  confirmed_at: string;
  problem: string;
}

/** The ledger's closed-as-failed records, in file order, with the file size and mtime they were read at. */
let cached: { file: string; size: number; mtimeMs: number; records: ClosedAsFailed[] } | null = null;

type ClosedAsFailed = HistoryRecord & { confirmed_at: string; handoff: NonNullable<HistoryRecord['handoff']> };

/**
 * The ledger tail's records of stories closed as failed. The first page of /api/tasks asks on
 * every request, and parsing the tail takes milliseconds, so the records are kept until the
 * ledger changes (append-only: its size or mtime moves with every line).
 */
async function closedAsFailedRecords(file: string): Promise<ClosedAsFailed[]> {
  const stats = await stat(file).catch((error: NodeJS.ErrnoException) => {
    // No ledger yet: nothing was ever confirmed.
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (stats === null) return [];
  if (cached?.file === file && cached.size === stats.size && cached.mtimeMs === stats.mtimeMs) return cached.records;
  const tail = await readTail(file, 0, TAIL_BYTES);
  const records: ClosedAsFailed[] = [];
  for (const line of tail?.lines ?? []) {
    const record = parseLine(line);
    if (record !== null && record.confirmed_at !== null && closedAsFailed(record.handoff)) records.push(record as ClosedAsFailed);
  }
  cached = { file, size: stats.size, mtimeMs: stats.mtimeMs, records };
  return records;
}

/**
 * Stories closed as failed since `since` (ms), newest first: confirmed with an error handoff (a
 * timeout, a crash) or handed off failed or blocked. They left tracking at their confirmation, so
 * only the ledger still shows them; `open` ids (tracked again) are left out.
 */
export async function recentFailures(projectRoot: string, since: number, open: ReadonlySet<string>): Promise<RecentFailure[]> {
  const found = new Map<string, RecentFailure>();
  for (const record of await closedAsFailedRecords(inProject(projectRoot, HISTORY_FILE))) {
    if (Date.parse(record.confirmed_at) < since || open.has(record.story_id)) continue;
    const problem = failedWayOut(record.story_id, {
      agent: record.agent,
      stage: record.stage,
      timedOut: record.timed_out_at !== null,
      handoff: record.handoff,
    });
    found.set(record.story_id, { story_id: record.story_id, agent: record.agent, confirmed_at: record.confirmed_at, problem });
  }
  return [...found.values()].sort((a, b) => (a.confirmed_at < b.confirmed_at ? 1 : -1));
}

function parseLine(line: string): HistoryRecord | null {
  try {
    const parsed = HistoryRecord.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    // SyntaxError: a damaged line; forge doctor and the ledger's reader report those.
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

/**
 * The `failed` part of a status view (forge status, the first page of /api/tasks): the stories
 * closed as failed in the last FAILED_WINDOW_MS that are not tracked again, for `agent` when given;
 * undefined when there are none.
 */
export async function failedLately(
  projectRoot: string,
  now: number,
  tracked: Iterable<string>,
  agent?: string,
): Promise<{ total: number; items: RecentFailure[] } | undefined> {
  const failures = (await recentFailures(projectRoot, now - FAILED_WINDOW_MS, new Set(tracked))).filter((f) => agent === undefined || f.agent === agent);
  return failures.length > 0 ? { total: failures.length, items: failures.slice(0, FAILED_SHOWN) } : undefined;
}
