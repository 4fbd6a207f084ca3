import { toIso } from '../../protocol/timestamps.js';
import type { TranscriptIngester } from './ingester.js';
import { decideWatermark } from './watermark.js';

/** What starting a compound came to: only `started` and `no_command` advance the watermark. */
export type CompoundOutcome = 'started' | 'no_command' | 'locked';
export type CompoundFire = (session: { sessionId: string; contextTokens: number }) => Promise<CompoundOutcome>;

export interface WatermarkEvent {
  sessionId: string;
  action: 'seed' | 'wait' | CompoundOutcome;
  contextTokens: number | null;
  watermark: number | null;
}

/** Applies the watermark rules to the sessions that just grew; the ingester's next flush saves them. */
export async function applyWatermarks(
  ingester: TranscriptIngester,
  sessionIds: Iterable<string>,
  options: { threshold: number; now: number; fire: CompoundFire },
): Promise<WatermarkEvent[]> {
  const events: WatermarkEvent[] = [];
  for (const sessionId of sessionIds) {
    const session = ingester.session(sessionId);
    if (session === undefined) continue;
    const contextTokens = session.totals.context_tokens;
    const decision = decideWatermark({ watermark: session.watermark_tokens, contextTokens, settled: session.totals.settled, threshold: options.threshold });
    if (decision.action === 'none') continue;
    if (decision.action === 'wait') {
      events.push({ sessionId, action: 'wait', contextTokens, watermark: session.watermark_tokens });
      continue;
    }
    const outcome = decision.action === 'seed' ? 'seed' : await options.fire({ sessionId, contextTokens: decision.watermark });
    if (outcome !== 'locked') {
      session.watermark_tokens = decision.watermark;
      if (outcome === 'started') session.compounded_at = toIso(options.now);
      ingester.touch();
    }
    events.push({ sessionId, action: outcome, contextTokens, watermark: session.watermark_tokens });
  }
  return events;
}
