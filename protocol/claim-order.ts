import { type Urgency, urgencyRank } from './task-types.js';
import { fromIso } from './timestamps.js';

/** What decides which claimable task a worker takes first. */
export interface ClaimKey {
  id: string;
  urgency?: Urgency | undefined;
  submitted_at: string;
}

/** Most urgent first (high > normal > low, absent counts as normal), then the oldest submission, then the id. */
export function compareClaimOrder(a: ClaimKey, b: ClaimKey): number {
  return compareDecorated(decorate(a), decorate(b));
}

/** Sorts in claim order, parsing each timestamp once rather than in every comparison. */
export function inClaimOrder<T extends ClaimKey>(keys: readonly T[]): T[] {
  return keys
    .map((key) => ({ key, sort: decorate(key) }))
    .sort((a, b) => compareDecorated(a.sort, b.sort))
    .map(({ key }) => key);
}

interface Decorated {
  rank: number;
  ms: number;
  id: string;
}

function decorate(key: ClaimKey): Decorated {
  const ms = fromIso(key.submitted_at);
  // A time that does not parse sorts after every real one instead of poisoning the order.
  return { rank: urgencyRank(key.urgency), ms: Number.isNaN(ms) ? Number.MAX_SAFE_INTEGER : ms, id: key.id };
}

function compareDecorated(a: Decorated, b: Decorated): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.ms !== b.ms) return a.ms - b.ms;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Whether a task waits for the stories it depends on before it may be claimed: always for a
 * module of a plan (`module` set by `start_implementation`: the plan's graph is its order), else
 * only under `[dispatch] respect_depends_on`, whose default keeps other tasks fully parallel.
 */
export function waitsForDependencies(task: { module?: string | undefined; depends_on?: readonly string[] | undefined }, respectDependsOn: boolean): boolean {
  if (!task.depends_on?.length) return false;
  return respectDependsOn || task.module !== undefined;
}
