import type { Config } from './config.js';
import { fromIso, toIso } from './timestamps.js';
import type { TaskEntry, WorkerEntry } from './tracking.js';

export interface WorkerFacts {
  /** First time the daemon saw anything from this worker. */
  firstSeenAt: number | null;
  /** Last heartbeat or transcript growth. */
  lastSeenAt: number | null;
}

/**
 * A worker is busy while it holds a picked-up task, offline when nothing was seen from it for
 * `offline_after` (or ever), idle otherwise, idle since its last completion or first sighting.
 * One pass over the tasks serves every worker.
 */
export function deriveWorkers(
  agents: Iterable<string>,
  tasks: Iterable<[string, TaskEntry]>,
  facts: (agent: string) => WorkerFacts,
  config: Config,
  now: number,
): Record<string, WorkerEntry> {
  const current = new Map<string, string>();
  const lastCompletion = new Map<string, number>();
  for (const [id, entry] of tasks) {
    if (entry.state === 'picked_up') {
      const held = current.get(entry.agent);
      if (held === undefined || id < held) current.set(entry.agent, id);
    }
    if (entry.completed_at) {
      const done = fromIso(entry.completed_at);
      if (done > (lastCompletion.get(entry.agent) ?? -Infinity)) lastCompletion.set(entry.agent, done);
    }
  }
  const workers: Record<string, WorkerEntry> = {};
  for (const agent of agents) {
    const { firstSeenAt, lastSeenAt } = facts(agent);
    const task = current.get(agent) ?? null;
    const seenRecently = lastSeenAt !== null && now - lastSeenAt < config.workers.offline_after;
    const status = task !== null ? 'busy' : seenRecently ? 'idle' : 'offline';
    const idleBase = lastCompletion.get(agent) ?? firstSeenAt;
    workers[agent] = {
      status,
      current_task: task,
      idle_since: status === 'idle' && idleBase !== null ? toIso(idleBase) : null,
      last_seen_at: lastSeenAt === null ? null : toIso(lastSeenAt),
    };
  }
  return workers;
}

/** When a worker's status would change with no file changing: the moment it goes offline. */
export function nextWorkerChange(lastSeenAt: number | null, config: Config): number | null {
  return lastSeenAt === null ? null : lastSeenAt + config.workers.offline_after;
}
