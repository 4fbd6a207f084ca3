/**
 * When a session's context has grown enough to run the compound step. Pure: the shell runs the
 * command and advances the watermark only when it did.
 *
 * - first sighting (no watermark yet): seed it, never fire;
 * - context below the watermark (a compaction): re-seed it;
 * - grown by `threshold` or more: fire if the session is settled (its last model block is not a
 *   tool call), else wait for it to settle;
 * - anything else: nothing.
 */
export type WatermarkDecision = { action: 'none' } | { action: 'wait' } | { action: 'seed'; watermark: number } | { action: 'fire'; watermark: number };

export function decideWatermark(input: { watermark: number | null; contextTokens: number | null; settled: boolean; threshold: number }): WatermarkDecision {
  const { watermark, contextTokens, settled, threshold } = input;
  if (contextTokens === null) return { action: 'none' };
  if (watermark === null || contextTokens < watermark) return { action: 'seed', watermark: contextTokens };
  if (contextTokens - watermark < threshold) return { action: 'none' };
  return settled ? { action: 'fire', watermark: contextTokens } : { action: 'wait' };
}
