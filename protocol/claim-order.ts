import { urgencyRank, type Urgency } from './task-types.js';
import { fromIso } from './timestamps.js';

/** What decides which claimable task a worker takes first. */
export interface ClaimKey {
  id: string;
  urgency?: Urgency | undefined;
  submitted_at: string;
}

/** Most urgent first (high > normal > low, absent counts as normal), then the oldest submission, then the id. */
export function compareClaimOrder(a: ClaimKey, b: ClaimKey): number {
  const byUrgency = urgencyRank(a.urgency) - urgencyRank(b.urgency);
  if (byUrgency !== 0) return byUrgency;
  const bySubmission = fromIso(a.submitted_at) - fromIso(b.submitted_at);
  if (bySubmission !== 0 && !Number.isNaN(bySubmission)) return bySubmission;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function inClaimOrder<T extends ClaimKey>(keys: readonly T[]): T[] {
  return [...keys].sort(compareClaimOrder);
}
