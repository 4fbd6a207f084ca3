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

/**
 * What a confirmed story took, for its ledger line: its exchanges and their tokens; nothing when
 * the memory holds no exchange of it or cannot be read (the ledger line must be written regardless).
 */
export async function storyUsage(projectRoot: string, storyId: string): Promise<{ exchanges?: number; exchange_tokens?: number }> {
  try {
    const { total, tokens } = await storyExchanges(projectRoot, storyId, 0);
    return total === 0 ? {} : { exchanges: total, exchange_tokens: tokens };
  } catch (error) {
    // A memory that cannot be read (EACCES, EISDIR, EIO, ...) never costs a ledger line; lines
    // that do not parse are skipped by the reader, so anything else is a bug and is thrown.
    if (typeof (error as NodeJS.ErrnoException).code !== 'string') throw error;
    return {};
  }
}

/** The sum of each exchange's final context size. */
export function sumTokens(lines: readonly IndexLine[]): number {
  return lines.reduce((sum, line) => sum + (line.context_tokens ?? 0), 0);
}
