import { readFile } from 'node:fs/promises';
import { LAB_RELAY_FILE } from '../../protocol/paths.js';
import { stableJson } from '../../protocol/stable-json.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { inProject } from '../project/project-root.js';
import { jsonOrNull } from '../text/json-or-null.js';

export type RelayPhase = 'connecting' | 'open' | 'waiting' | 'refused' | 'off';

/**
 * The relay subscription as the daemon last saw it, written to `.forge/lab-relay.json` for
 * `forge story status`, `forge doctor` and the dashboard. It never holds the token.
 */
export interface RelayState {
  state: RelayPhase;
  /** The subscription's address without its query, or null when none is configured. */
  url: string | null;
  reason: string | null;
  since: string;
  connected_at: string | null;
  last_event_at: string | null;
  next_attempt_at: string | null;
  reconnects: number;
  events: { story_transition: number; agent_completed: number; queue_summary: number; ignored: number; skipped: number };
  /** The last queue_summary, without its type and project_id. */
  queue: Record<string, unknown> | null;
}

/** A subscription just started (or found off) at `subscribeUrl`, kept without its query, with nothing seen yet. */
export function freshRelayState(state: RelayPhase, subscribeUrl: string, reason: string | null, since: string): RelayState {
  const { origin, pathname } = new URL(subscribeUrl);
  return {
    state,
    url: `${origin}${pathname}`,
    reason,
    since,
    connected_at: null,
    last_event_at: null,
    next_attempt_at: null,
    reconnects: 0,
    events: { story_transition: 0, agent_completed: 0, queue_summary: 0, ignored: 0, skipped: 0 },
    queue: null,
  };
}

export async function writeRelayState(projectRoot: string, state: RelayState): Promise<void> {
  await writeAtomic(inProject(projectRoot, LAB_RELAY_FILE), stableJson(state));
}

/** The last state written, or null when there is none or it does not parse (it is only a report). */
export async function readRelayState(projectRoot: string): Promise<RelayState | null> {
  try {
    const value = jsonOrNull(await readFile(inProject(projectRoot, LAB_RELAY_FILE), 'utf8'));
    return typeof value === 'object' && value !== null && typeof (value as RelayState).state === 'string' ? (value as RelayState) : null;
  } catch (error) {
    // ENOENT: no daemon has subscribed here.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
