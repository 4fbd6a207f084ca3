import { EXCHANGES_INDEX, IndexLine, type StoryExchanges } from '../../protocol/exchange.js';
import { readRecordsWhere } from '../fs/read-json-lines.js';
import { inProject } from '../project/project-root.js';

/**
 * A story's exchanges in the memory, oldest first. Only the index lines that name the story are
 * parsed, so the daemon's look at each confirmed story costs a search through the index's bytes.
 */
export async function storyLines(projectRoot: string, storyId: string): Promise<IndexLine[]> {
  return (await readRecordsWhere(inProject(projectRoot, EXCHANGES_INDEX), IndexLine, 'story_id', storyId)).records;
}

/** What the memory holds for one story: its exchanges, oldest first, the first `shown` listed. */
export async function storyExchanges(projectRoot: string, storyId: string, shown: number): Promise<StoryExchanges> {
  const mine = await storyLines(projectRoot, storyId);
  return {
    total: mine.length,
    tokens: sumTokens(mine),
    items: mine.slice(0, shown).map((line) => ({
      exchange_id: line.exchange_id,
      session_id: line.session_id,
      started_at: line.started_at,
      prompt: line.prompt,
      stage: line.stage ?? null,
    })),
  };
}

/** The sum of each exchange's final context size. */
export function sumTokens(lines: readonly IndexLine[]): number {
  return lines.reduce((sum, line) => sum + (line.context_tokens ?? 0), 0);
}
