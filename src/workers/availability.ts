import type { WorkerConfig } from '../../protocol/config.js';
import type { Availability } from '../../protocol/http-api.js';
import { canClaimNow, comesBack } from '../../protocol/supervision.js';
import { canonicalTaskType } from '../../protocol/task-types.js';
import { fromIso } from '../../protocol/timestamps.js';
import type { TaskEntry, WorkerEntry } from '../../protocol/tracking.js';

/** The workers of the roster that take a task type (its alias counts: `arch` is `arch_review`). */
export function takersOf(roster: Record<string, WorkerConfig>, taskType: string): string[] {
  const canonical = canonicalTaskType(taskType);
  return Object.entries(roster)
    .filter(([, worker]) => worker.task_types.some((type) => type === taskType || canonicalTaskType(type) === canonical))
    .map(([name]) => name);
}

/**
 * Which worker lab should hand a task type to: the idle taker idle longest; else the busy taker
 * whose task was picked up first (it is likely to be free soonest); else none. Offline workers are
 * never offered, nor a managed worker that cannot claim now (stopped, failed, waiting for a person,
 * or not started yet). Pure: the caller passes the workers as the daemon derived them.
 */
export function availabilityFor(
  taskType: string,
  roster: Record<string, WorkerConfig>,
  workers: Record<string, WorkerEntry>,
  task: (id: string) => TaskEntry | undefined,
): Availability {
  const takers = takersOf(roster, taskType);
  if (takers.length === 0) return { available: false, agent: null, reason: 'no_worker_configured' };
  const known = takers.flatMap((agent) => (workers[agent] ? [{ agent, worker: workers[agent]! }] : []));
  const idle = known
    .filter(({ worker }) => worker.status === 'idle' && worker.idle_since !== null && canClaimNow(worker))
    .sort((a, b) => fromIso(a.worker.idle_since!) - fromIso(b.worker.idle_since!) || compare(a.agent, b.agent));
  if (idle[0]) return { available: true, agent: idle[0].agent, idle_since: idle[0].worker.idle_since!, current_task: null };
  const busy = known
    .filter(({ worker }) => worker.status === 'busy' && worker.current_task !== null && comesBack(worker.supervisor))
    .map(({ agent, worker }) => ({ agent, current: worker.current_task!, since: pickedUpMs(task(worker.current_task!)) }))
    .sort((a, b) => a.since - b.since || compare(a.agent, b.agent));
  if (busy[0]) return { available: false, agent: busy[0].agent, idle_since: null, current_task: busy[0].current, estimated_free: null };
  return { available: false, agent: null, reason: 'all_workers_offline' };
}

function pickedUpMs(entry: TaskEntry | undefined): number {
  const at = entry?.picked_up_at ? fromIso(entry.picked_up_at) : NaN;
  return Number.isNaN(at) ? Number.MAX_SAFE_INTEGER : at;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
