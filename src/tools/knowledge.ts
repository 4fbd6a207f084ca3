import type { z } from 'zod';
import type { ExchangeView } from '../../protocol/exchange.js';
import { type GetExchangeInput, KNOWLEDGE_NOTES_SHOWN, type SearchKnowledgeInput, type SearchKnowledgeOutput } from '../../protocol/tools/search-knowledge.js';
import { matchingNotes } from '../planning/knowledge-notes.js';
import { getExchange as readExchange } from '../transcripts/get-exchange.js';
import { parseSince } from '../transcripts/kb-options.js';
import { searchExchanges } from '../transcripts/search.js';
import type { ToolContext } from './context.js';

/** The transcript memory's own search and reader (the ones `forge kb` uses), as tools. */
export async function searchKnowledge(context: ToolContext, input: z.output<typeof SearchKnowledgeInput>): Promise<SearchKnowledgeOutput> {
  const now = context.clock.now();
  const view: SearchKnowledgeOutput = await searchExchanges(context.projectRoot, {
    query: input.query,
    session: input.session ?? null,
    story: input.story ?? null,
    agent: input.agent ?? null,
    sinceMs: parseSince(input.since, now),
    limit: input.limit,
    cursor: input.cursor ?? null,
    now,
  });
  // Collected notes answer on the first page only: they are few, and not ranked with the exchanges.
  if (input.cursor === undefined) {
    const notes = await matchingNotes(context.projectRoot, input.query);
    if (notes.length > 0) view.notes = { total: notes.length, items: notes.slice(0, KNOWLEDGE_NOTES_SHOWN) };
  }
  return view;
}

export async function getExchange(context: ToolContext, input: z.output<typeof GetExchangeInput>): Promise<ExchangeView> {
  return readExchange(context.projectRoot, { exchangeId: input.exchange_id, session: input.session ?? null, full: false });
}
