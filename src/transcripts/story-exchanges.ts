import { EXCHANGES_INDEX, type IndexLine, type StoryExchanges } from '../../protocol/exchange.js';
import { forEachLine } from '../fs/byte-lines.js';
import { inProject } from '../project/project-root.js';
import { parseIndexLine } from './index-store.js';

/**
 * A story's exchanges in the memory, oldest first. Only the index lines that name the story are
 * parsed (a field name and a JSON string cannot occur unescaped inside another string), so the
 * daemon's look at each confirmed story costs a search through the index's bytes.
 */
export async function storyLines(projectRoot: string, storyId: string): Promise<IndexLine[]> {
  const lines: IndexLine[] = [];
  const needle = Buffer.from(`"story_id":${JSON.stringify(storyId)}`);
  await forEachLine(
    inProject(projectRoot, EXCHANGES_INDEX),
    0,
    (raw) => {
      const line = parseIndexLine(raw);
      if (line?.story_id === storyId) lines.push(line);
    },
    needle,
  );
  return lines;
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
