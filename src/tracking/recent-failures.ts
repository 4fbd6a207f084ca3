import { HISTORY_FILE } from '../../protocol/paths.js';
import { HistoryRecord } from '../../protocol/tracking.js';
import { closedAsFailed, failedWayOut } from '../../protocol/way-out.js';
import { readTail } from '../fs/read-tail.js';
import { inProject } from '../project/project-root.js';

/** How far back in `.history.jsonl` a look goes: hours of stories, not the whole history. */
const TAIL_BYTES = 512 * 1024;
/** Stories closed as failed this long ago still need a person: `forge status` and `/api/tasks` list them. */
export const FAILED_WINDOW_MS = 12 * 3600_000;
/** The newest few listed; the total says how many more. */
const FAILED_SHOWN = 5;

export interface RecentFailure {
  story_id: string;
  agent: string;
  confirmed_at: string;
  problem: string;
}

/**
 * Stories closed as failed since `since` (ms), newest first: confirmed with an error handoff (a
 * timeout, a crash) or handed off failed or blocked. They left tracking at their confirmation, so
 * only the ledger still shows them; `open` ids (tracked again) are left out.
 */
export async function recentFailures(projectRoot: string, since: number, open: ReadonlySet<string>): Promise<RecentFailure[]> {
  const tail = await readTail(inProject(projectRoot, HISTORY_FILE), 0, TAIL_BYTES);
  const found = new Map<string, RecentFailure>();
  for (const line of tail?.lines ?? []) {
    const record = parseLine(line);
    if (record === null || record.confirmed_at === null || Date.parse(record.confirmed_at) < since) continue;
    if (open.has(record.story_id) || !closedAsFailed(record.handoff)) continue;
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
