import { z } from 'zod';
import type { LogEvent } from '../../protocol/actions.js';
import { IsoTime } from '../../protocol/timestamps.js';
import type { WorkerEntry } from '../../protocol/tracking.js';

/** The events forge sends to the lab hub and appends to `_vibe-chain-output/events.jsonl`. */
export const FORGE_EVENT_TYPES = [
  'forge-session-started',
  'forge-session-ended',
  'forge-agent-started',
  'forge-agent-idle',
  'forge-agent-needs-person',
  'forge-task-started',
  'forge-task-completed',
  'forge-task-escalated',
  'forge-task-orphaned',
  'forge-task-timed-out',
] as const;
export type ForgeEventType = (typeof FORGE_EVENT_TYPES)[number];

/** The body of `POST {hub_url}/api/projects/{project_id}/events`. `session_id` is the daemon run's. */
export const ForgeEvent = z.object({
  source: z.literal('forge'),
  type: z.enum(FORGE_EVENT_TYPES),
  agent: z.string().nullable(),
  task_id: z.string().nullable(),
  session_id: z.string(),
  timestamp: IsoTime,
  metadata: z.record(z.string(), z.unknown()),
});
export type ForgeEvent = z.infer<typeof ForgeEvent>;

/** Story transitions that are events; the others (accepted, invalid, confirmed, ...) stay in the daemon's log. */
export const EVENT_OF_TRANSITION: Partial<Record<LogEvent, ForgeEventType>> = {
  'picked-up': 'forge-task-started',
  'handed-off': 'forge-task-completed',
  escalated: 'forge-task-escalated',
  orphaned: 'forge-task-orphaned',
  'timed-out': 'forge-task-timed-out',
};

/**
 * Worker events from two successive worker tables: a worker that comes to life (absent or
 * offline before, idle or busy now) has started; one that leaves `busy` for `idle` is idle; a
 * managed worker that becomes `failed` or `needs_input` needs a person.
 */
export function workerEvents(
  before: Record<string, WorkerEntry>,
  after: Record<string, WorkerEntry>,
): Array<{ type: ForgeEventType; agent: string; worker: WorkerEntry }> {
  const events: Array<{ type: ForgeEventType; agent: string; worker: WorkerEntry }> = [];
  for (const agent of Object.keys(after).sort()) {
    const now = after[agent]!;
    const was = before[agent]?.status ?? 'offline';
    if (was === 'offline' && now.status !== 'offline') events.push({ type: 'forge-agent-started', agent, worker: now });
    else if (was === 'busy' && now.status === 'idle') events.push({ type: 'forge-agent-idle', agent, worker: now });
    // A managed worker that fails or waits for a person: one event each time it comes to that state.
    const state = now.supervisor?.state;
    if ((state === 'failed' || state === 'needs_input') && before[agent]?.supervisor?.state !== state)
      events.push({ type: 'forge-agent-needs-person', agent, worker: now });
  }
  return events;
}
