import type { StoryExchanges } from '../../protocol/exchange.js';
import { loadIndex } from './index-store.js';

/** What the memory holds for one story: its exchanges, oldest first, the first `shown` listed. */
export async function storyExchanges(projectRoot: string, storyId: string, shown: number): Promise<StoryExchanges> {
  const { lines } = await loadIndex(projectRoot);
  const mine = lines.filter((line) => line.story_id === storyId);
  return {
    total: mine.length,
    tokens: mine.reduce((sum, line) => sum + (line.context_tokens ?? 0), 0),
    items: mine
      .slice(0, shown)
      .map((line) => ({
        exchange_id: line.exchange_id,
        session_id: line.session_id,
        started_at: line.started_at,
        prompt: line.prompt,
        stage: line.stage ?? null,
      })),
  };
}
