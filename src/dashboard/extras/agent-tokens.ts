import type { ExchangesState } from '../../../protocol/exchange.js';
import { fromIso } from '../../../protocol/timestamps.js';

/** Context tokens of each worker's most recent transcript session: how full its context is. */
export function tokensByAgent(state: ExchangesState): Record<string, number> {
  const latest = new Map<string, { at: number; tokens: number }>();
  for (const session of Object.values(state.sessions)) {
    const tokens = session.totals.context_tokens;
    if (session.agent === null || tokens === null) continue;
    const at = session.totals.last_record_at === null ? 0 : fromIso(session.totals.last_record_at);
    const held = latest.get(session.agent);
    if (held === undefined || at > held.at) latest.set(session.agent, { at, tokens });
  }
  return Object.fromEntries([...latest].sort(([a], [b]) => (a < b ? -1 : 1)).map(([agent, { tokens }]) => [agent, tokens]));
}
