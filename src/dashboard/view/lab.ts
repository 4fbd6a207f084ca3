import type { LabWire } from '../wire.js';
import { formatAgo, formatDuration, formatInstant } from './format.js';

export interface LabPanel {
  /** The relay's state and one line about it; null when no daemon subscribed to a relay. */
  relay: { state: string; text: string } | null;
  stories: LabWire['stories'];
  /** Stories of this project not listed (the list stops at 50). */
  more: number;
  problem?: string;
}

/**
 * The lab panel: the relay subscription's state in a line a person reads, then forge task → lab
 * story with lab's status. Null while the project has no link to lab (no relay, nothing submitted),
 * so projects that never use lab never see it.
 */
export function labPanel(lab: LabWire | undefined, now: number): LabPanel | null {
  if (lab === undefined || (lab.relay === null && lab.total === 0 && lab.problem === undefined)) return null;
  const panel: LabPanel = {
    relay: lab.relay === null ? null : { state: lab.relay.state, text: relayText(lab.relay, now) },
    stories: lab.stories,
    more: lab.total - lab.stories.length,
  };
  if (lab.problem !== undefined) panel.problem = lab.problem;
  return panel;
}

function relayText(relay: NonNullable<LabWire['relay']>, now: number): string {
  const ago = (ms: number | undefined) => (ms === undefined ? null : formatAgo(now, ms));
  switch (relay.state) {
    case 'open':
      return [
        `connected${relay.since === undefined ? '' : ` since ${formatInstant(relay.since)}`}`,
        relay.lastEvent === undefined ? 'no event yet' : `last event ${ago(relay.lastEvent)}`,
      ].join(' · ');
    case 'waiting':
      return [
        `reconnecting${relay.reason ? ` after: ${relay.reason}` : ''}`,
        relay.nextAttempt === undefined ? null : relay.nextAttempt > now ? `next try in ${formatDuration(relay.nextAttempt - now)}` : 'trying now',
      ]
        .filter(Boolean)
        .join(' · ');
    case 'refused':
      return `${relay.reason ?? 'the relay refused the token'}; not retrying (set a valid VIBE_LAB_FORGE_TOKEN and restart forge)`;
    default:
      return relay.reason ?? relay.state;
  }
}
