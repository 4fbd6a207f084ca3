import type { TrackingFile } from '../../protocol/tracking.js';

/** One thing the sentinel must do for one story, decided from `.tracking.json` alone. */
export type SentinelAction =
  /** A valid pr-handoff: confirm it so the daemon cleans up, and record the story as done. */
  | { type: 'confirm'; id: string; agent: string; status: string }
  /** Not picked up in time: remove the inbox task and run the story in degraded mode. */
  | { type: 'reroute'; id: string; agent: string; file: string }
  /** No handoff in the stage timeout: write the error-handoff, then confirm. */
  | { type: 'fail-timeout'; id: string; agent: string }
  /** Heimdall escalated it: a person decides; it is queued for review and never retried. */
  | { type: 'review'; id: string; agent: string };

/** The key under which an action on one submission of a story is remembered as done. */
export function actionKey(action: Pick<SentinelAction, 'type' | 'id'>, submittedAt: string | null): string {
  return `${action.type}:${action.id}:${submittedAt ?? ''}`;
}

/**
 * What the sentinel does this cycle: level-triggered like the daemon, so it does not matter which
 * file event woke it. `done` holds the keys of actions already carried out (or under way). Under
 * `[lab] when_busy = "queue"` an orphaned story is not run degraded: the project chose to wait for
 * its workers, so it stays orphaned for a person (`forge status` says what to do).
 */
export function planSentinel(tracking: TrackingFile, done: ReadonlySet<string>, whenBusy: 'degraded' | 'queue' = 'degraded'): SentinelAction[] {
  const actions: SentinelAction[] = [];
  for (const id of Object.keys(tracking.tasks).sort()) {
    const entry = tracking.tasks[id]!;
    let action: SentinelAction | null = null;
    if (entry.state === 'handed_off' && entry.handoff?.kind === 'pr') action = { type: 'confirm', id, agent: entry.agent, status: entry.handoff.status };
    else if (entry.state === 'orphaned' && whenBusy === 'degraded') action = { type: 'reroute', id, agent: entry.agent, file: entry.file };
    else if (entry.state === 'timed_out') action = { type: 'fail-timeout', id, agent: entry.agent };
    else if (entry.state === 'escalated') action = { type: 'review', id, agent: entry.agent };
    if (action && !done.has(actionKey(action, entry.submitted_at))) actions.push(action);
  }
  return actions;
}
