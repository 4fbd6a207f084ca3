import { fromIso } from '../../../protocol/timestamps.js';
import { labOverview } from '../../lab-link/lab-overview.js';
import type { LabWire } from '../wire.js';

/** The lab panel's facts: what `GET /api/lab` answers, made compact like the rest of the stream. */
export async function labWire(projectRoot: string, projectId: string): Promise<LabWire> {
  const { relay, stories, total, problem } = await labOverview(projectRoot, projectId);
  const wire: LabWire = {
    relay:
      relay === null
        ? null
        : {
            state: relay.state,
            ...(relay.reason ? { reason: relay.reason } : {}),
            ...ms('since', relay.since),
            ...ms('lastEvent', relay.last_event_at),
            ...ms('nextAttempt', relay.next_attempt_at),
          },
    stories: stories.map((entry) => ({ task: entry.forge_task_id, labStory: entry.lab_story_id, status: entry.status, ...ms('checked', entry.last_checked) })),
    total,
  };
  if (problem !== null) wire.problem = problem;
  return wire;
}

/** `{[key]: ms since the epoch}`, or nothing when the time is absent or does not parse. */
function ms<K extends string>(key: K, iso: string | null | undefined): Partial<Record<K, number>> {
  const value = typeof iso === 'string' ? fromIso(iso) : Number.NaN;
  return Number.isNaN(value) ? {} : ({ [key]: value } as Record<K, number>);
}
