import { z } from 'zod';
import { ExchangeView, KB_DEFAULT_LIMIT, KB_MAX_LIMIT, SearchView } from '../exchange.js';
import { AgentName, StoryId } from '../story-id.js';
import { Cursor, Limit, pageStart, Since } from './common.js';

export const SearchKnowledgeInput = z.strictObject({
  query: z.string().min(1).max(500).describe('words to look for in past exchanges (prompts, answers, tool calls)'),
  session: z.string().min(1).optional().describe('only exchanges of this Claude Code session'),
  story: StoryId.optional().describe('only exchanges worked on this story'),
  agent: AgentName.optional().describe("only exchanges of this worker's tasks"),
  since: Since,
  limit: Limit(KB_DEFAULT_LIMIT, KB_MAX_LIMIT),
  cursor: Cursor,
});
export type SearchKnowledgeInput = z.input<typeof SearchKnowledgeInput>;

export const KNOWLEDGE_NOTES_SHOWN = 5;

/** The tool's answer: the exchange search, plus the collected patterns and gotchas whose words all match. */
export const SearchKnowledgeOutput = SearchView.extend({
  notes: z
    .object({
      total: z.number().int().nonnegative(),
      items: z.array(z.object({ kind: z.enum(['pattern', 'gotcha']), id: z.string(), title: z.string() })),
    })
    .optional()
    .describe(
      `patterns and gotchas (collect_knowledge) holding every word of the query, the first ${KNOWLEDGE_NOTES_SHOWN}; absent when none; get_patterns / get_gotchas list them`,
    ),
});
export type SearchKnowledgeOutput = z.infer<typeof SearchKnowledgeOutput>;

export const searchKnowledgeTool = {
  name: 'search_knowledge',
  title: 'Search what workers did before (transcript memory)',
  cli: 'forge kb search',
  description: `Search the exchange memory the daemon builds from the workers' Claude Code transcripts: how a problem was solved before, what a sibling decided, which files were touched.
Input: query (required); session, story, agent, since ("24h", "7d" or an ISO time), limit (1-${KB_MAX_LIMIT}, default ${KB_DEFAULT_LIMIT}), cursor.
Output: {ok, query, filters:{session, story, agent, since}, hits:[{exchange_id, session_id, snippet, score, timestamp}], total, limit, cursor, nextCursor, hasMore, truncated, notes?:{total, items:[{kind, id, title}]}, message?}. snippet is at most 80 characters; get_exchange {exchange_id} reads one exchange. notes are the collected patterns and gotchas holding every word of the query. When the project has no transcript memory yet the hits are empty and message says so.
Errors: {ok:false, error:{code, message}}; usage for a query without words, a bad since or cursor.`,
  input: SearchKnowledgeInput,
  inputExample: { query: 'retry payment', since: '7d', limit: 10 },
  output: SearchKnowledgeOutput,
  example: {
    ok: true,
    query: 'retry payment',
    filters: { session: null, story: null, agent: null, since: null },
    hits: [
      {
        exchange_id: '0007',
        session_id: '5f0c2a9e-1d2b-4c55-9a63-0f3b2a7e8d11',
        snippet: '...wrapped the payment call in a retry with backoff...',
        score: 1.42,
        timestamp: '2026-04-01T11:02:00.000Z',
      },
    ],
    ...pageStart(1, 10, null),
  },
} as const;

export const GetExchangeInput = z.strictObject({
  exchange_id: z.string().min(1).max(200).describe('an exchange id from search_knowledge'),
  session: z.string().min(1).optional().describe('the session, when the id is in more than one'),
});
export type GetExchangeInput = z.input<typeof GetExchangeInput>;

export const getExchangeTool = {
  name: 'get_exchange',
  title: 'Read one exchange of the transcript memory',
  cli: 'forge kb get',
  description: `Read one exchange (a prompt, the tool calls made for it, the answer) from the transcript memory, cut at a line boundary to stay under about 10 KB.
Input: exchange_id (from search_knowledge); session when the id is in more than one session.
Output: {ok, exchange:{session_id, exchange_id, story_id, agent, stage, started_at, ended_at, prompt, tool_calls, errors, context_tokens, file}, content, bytes, truncated, message?}. When truncated, message says how much was left out and which file holds it all.
Errors: {ok:false, error:{code, message}}; not_found when no such exchange (or no transcript memory at all), conflict when the id is in several sessions.`,
  input: GetExchangeInput,
  inputExample: { exchange_id: '0007', session: '5f0c2a9e-1d2b-4c55-9a63-0f3b2a7e8d11' },
  output: ExchangeView,
  example: {
    ok: true,
    exchange: {
      session_id: '5f0c2a9e-1d2b-4c55-9a63-0f3b2a7e8d11',
      exchange_id: '0007',
      story_id: 'CHK-1',
      agent: 'furnace',
      stage: 'dev',
      started_at: '2026-04-01T11:02:00.000Z',
      ended_at: '2026-04-01T11:04:10.000Z',
      prompt: 'Make the payment call survive a flaky gateway',
      tool_calls: 4,
      errors: 0,
      context_tokens: 41200,
      file: '_vibe-chain-output/exchanges/5f0c2a9e-1d2b-4c55-9a63-0f3b2a7e8d11/0007.md',
    },
    content: '# Exchange 0007\n\n## Prompt\n\nMake the payment call survive a flaky gateway\n',
    bytes: 71,
    truncated: false,
  },
} as const;
