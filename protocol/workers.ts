import type { Config } from './config.js';
import { fromIso, toIso } from './timestamps.js';
import type { TaskEntry, WorkerEntry } from './tracking.js';

export interface WorkerFacts {
  /** First time the daemon saw anything from this worker. */
  firstSeenAt: number | null;
  /** Last heartbeat or transcript growth. */
  lastSeenAt: number | null;
  /** Last hand-off of one of its tasks, kept by the daemon after the task is cleaned up. */
  lastCompletionAt: number | null;
}

/**
 * A worker is offline when nothing was seen from it for `offline_after` (or ever), busy while it
 * holds a picked-up task, idle otherwise, idle since its last completion or first sighting.
 * Claiming a task and handing one off are signs of life (the latest claim or hand-off of any of
 * its tracked tasks counts as a sighting), so a worker that has just handed off is not shown
 * offline and never seen because its hooks have not touched `.heartbeat`. Offline wins over busy: a worker that holds a task but has
 * gone silent is the case an operator must see (its task is flagged `stalled` first, at
 * `[timeouts] stall`). One pass over the tasks serves every worker.
 */
export function deriveWorkers(
  agents: Iterable<string>,
  tasks: Iterable<[string, TaskEntry]>,
  facts: (agent: string) => WorkerFacts,
  config: Config,
  now: number,
): Record<string, WorkerEntry> {
  const current = new Map<string, { id: string; pickedUpAt: number | null }>();
  const lastCompletion = new Map<string, number>();
  const lastClaim = new Map<string, number>();
  for (const [id, entry] of tasks) {
    if (entry.state === 'picked_up') {
      const held = current.get(entry.agent);
      if (held === undefined || id < held.id) current.set(entry.agent, { id, pickedUpAt: validTime(entry.picked_up_at) });
    }
    const done = validTime(entry.completed_at);
    if (done !== null && done > (lastCompletion.get(entry.agent) ?? -Infinity)) lastCompletion.set(entry.agent, done);
    const claimed = validTime(entry.picked_up_at);
    if (claimed !== null && claimed > (lastClaim.get(entry.agent) ?? -Infinity)) lastClaim.set(entry.agent, claimed);
  }
  const workers: Record<string, WorkerEntry> = {};
  for (const agent of agents) {
    const { firstSeenAt, lastSeenAt, lastCompletionAt } = facts(agent);
    const task = current.get(agent) ?? null;
    // Whole milliseconds, as last_seen_at stores them, so nextWorkerChange wakes no earlier than the change.
    const seen = floor([lastClaim.get(agent) ?? null, lastCompletion.get(agent) ?? null, lastCompletionAt].reduce(latest, lastSeenAt));
    const seenRecently = seen !== null && now - seen < config.workers.offline_after;
    const status = !seenRecently ? 'offline' : task !== null ? 'busy' : 'idle';
    const idleBase = latest(lastCompletion.get(agent) ?? null, lastCompletionAt) ?? firstSeenAt ?? seen;
    workers[agent] = {
      status,
      current_task: task?.id ?? null,
      idle_since: status === 'idle' && idleBase !== null ? toIso(idleBase) : null,
      last_seen_at: seen === null ? null : toIso(seen),
    };
  }
  return workers;
}

/** When a worker's status would next change with no file changing: the earliest moment one goes offline. */
export function nextWorkerChange(workers: Record<string, WorkerEntry>, config: Config, now: number): number | null {
  let next: number | null = null;
  for (const worker of Object.values(workers)) {
    const seen = worker.status === 'offline' ? null : validTime(worker.last_seen_at);
    const at = seen === null ? null : seen + config.workers.offline_after;
    if (at !== null && at > now && (next === null || at < next)) next = at;
  }
  return next;
}

function floor(ms: number | null): number | null {
  return ms === null ? null : Math.floor(ms);
}

function latest(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.max(a, b);
}

function validTime(iso: string | null): number | null {
  if (iso === null) return null;
  const ms = fromIso(iso);
  return Number.isNaN(ms) ? null : ms;
}
