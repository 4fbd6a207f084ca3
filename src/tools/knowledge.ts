import type { z } from 'zod';
import type { ExchangeView, SearchView } from '../../protocol/exchange.js';
import type { GetExchangeInput, SearchKnowledgeInput } from '../../protocol/tools/search-knowledge.js';
import { getExchange as readExchange } from '../transcripts/get-exchange.js';
import { parseSince } from '../transcripts/kb-options.js';
import { searchExchanges } from '../transcripts/search.js';
import type { ToolContext } from './context.js';

/** The transcript memory's own search and reader (the ones `forge kb` uses), as tools. */
export async function searchKnowledge(context: ToolContext, input: z.output<typeof SearchKnowledgeInput>): Promise<SearchView> {
  const now = context.clock.now();
  return searchExchanges(context.projectRoot, {
    query: input.query,
    session: input.session ?? null,
    story: input.story ?? null,
    agent: input.agent ?? null,
    sinceMs: parseSince(input.since, now),
    limit: input.limit,
    cursor: input.cursor ?? null,
    now,
  });
}

export async function getExchange(context: ToolContext, input: z.output<typeof GetExchangeInput>): Promise<ExchangeView> {
  return readExchange(context.projectRoot, { exchangeId: input.exchange_id, session: input.session ?? null, full: false });
}
