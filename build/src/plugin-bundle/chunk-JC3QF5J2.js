import {
  SkipCounts
} from "./chunk-SN4Z7LYO.js";
import {
  IsoTime
} from "./chunk-G6RW7TDQ.js";

// dist/protocol/exchange.js
import { z } from "zod";
var Count = z.number().int().nonnegative();
var Tokens = Count.nullable();
var ExchangeFrontMatter = z.object({
  session_id: z.string().min(1),
  exchange_id: z.string().min(1),
  story_id: z.string().nullable().optional().describe("the open task whose worktree the session ran in, or the task a Stop-hook continuation delivered; null when none"),
  agent: z.string().nullable().optional().describe("that task's worker, else the worker whose worktree holds the transcript"),
  stage: z.string().nullable().optional().describe("that task's stage (dev, code_review, ...)"),
  started_at: IsoTime.nullable(),
  ended_at: IsoTime.nullable(),
  prompt: z.string().describe("first line of the prompt, bounded"),
  tool_calls: Count,
  errors: Count.describe("tool errors and API errors"),
  context_tokens: Tokens.describe("context size after the last model response of the exchange")
});
var IndexLine = ExchangeFrontMatter.extend({ file: z.string().min(1) });
var FoldCounters = z.object({
  exchanges: Count,
  records: Count,
  corrupt: Count.describe("lines that were not a JSON object"),
  duplicates: Count.describe("records whose uuid was already read"),
  skipped: z.record(z.string(), Count).describe("records not used, by type (`system:<subtype>` for system records)"),
  context_tokens: Tokens,
  settled: z.boolean().describe("the session's last model block is not a tool_use"),
  last_record_at: IsoTime.nullable()
});
var FoldCheckpoint = z.object({ offset: Count, counters: FoldCounters });
var TranscriptFileState = z.object({
  kind: z.enum(["session", "sidechain"]),
  session_id: z.string().min(1),
  offset: Count.describe("bytes read, always at a line end"),
  head: z.string().describe("hash of the first bytes, to notice a replaced file"),
  tail: z.string().describe("hash of the bytes just before offset, to notice a rewritten file")
});
var SessionState = z.object({
  file: z.string(),
  agent: z.string().nullable(),
  story_id: z.string().nullable(),
  stage: z.string().nullable().optional(),
  checkpoint: FoldCheckpoint,
  totals: FoldCounters,
  watermark_tokens: Tokens.describe("context size at the last compound (or first sighting)"),
  compounded_at: IsoTime.nullable()
});
var ExchangesState = z.object({
  version: z.literal(1),
  files: z.record(z.string(), TranscriptFileState),
  sessions: z.record(z.string(), SessionState)
});
var EMPTY_COUNTERS = {
  exchanges: 0,
  records: 0,
  corrupt: 0,
  duplicates: 0,
  skipped: {},
  context_tokens: null,
  settled: true,
  last_record_at: null
};
var KB_DEFAULT_LIMIT = 10;
var KB_MAX_LIMIT = 50;
var KB_BYTE_BUDGET = 1e4;
var SearchHit = z.object({
  exchange_id: z.string(),
  session_id: z.string(),
  snippet: z.string().describe("at most 80 characters around the best match"),
  score: z.number().describe("term coverage, plus an exact-phrase bonus, plus recency"),
  timestamp: IsoTime.nullable().describe("when the exchange started")
});
var SearchView = z.object({
  ok: z.literal(true),
  query: z.string(),
  filters: z.object({
    session: z.string().nullable(),
    story: z.string().nullable().optional(),
    agent: z.string().nullable().optional(),
    since: IsoTime.nullable()
  }),
  hits: z.array(SearchHit),
  total: z.number().int().nonnegative().describe("exchanges matching at least one term"),
  limit: z.number().int().positive(),
  cursor: z.string().nullable(),
  nextCursor: z.string().nullable().describe("pass as --cursor for the next page; null on the last page"),
  hasMore: z.boolean(),
  truncated: z.boolean().describe("the page holds fewer than limit hits to stay under the byte budget"),
  message: z.string().optional().describe("present when hits is empty: what was searched and what to try")
});
var ExchangeView = z.object({
  ok: z.literal(true),
  exchange: IndexLine,
  content: z.string(),
  bytes: z.number().int().nonnegative().describe("size of the whole file"),
  truncated: z.boolean(),
  message: z.string().optional().describe("present when truncated: how to see the rest")
});
var StoryExchanges = z.object({
  total: Count,
  tokens: Count.describe("the sum of each exchange's final context size"),
  items: z.array(IndexLine.pick({ exchange_id: true, session_id: true, started_at: true, prompt: true, stage: true }))
});
var LastCompound = z.object({ at: IsoTime, exit_code: z.number().int() });
var KbCodeIndex = z.object({
  file: z.string().describe("the index file, relative to the project"),
  indexed: z.boolean(),
  files: Count,
  definitions: Count,
  references: Count,
  imports: Count,
  parse_errors: Count.describe("files indexed in part: their tree had errors"),
  skipped: SkipCounts,
  broken_lines: Count.describe("unreadable lines of the index file, ignored")
});
var KbStats = z.object({
  ok: z.literal(true),
  sessions: Count,
  exchanges: Count,
  transcript_bytes: Count.describe("bytes of transcripts read so far"),
  index_bytes: Count.describe("_index.jsonl plus the search index under _search/"),
  last_ingest_at: IsoTime.nullable().describe("when _state.json was last written"),
  last_compound: LastCompound.nullable(),
  code_index: KbCodeIndex
});

export {
  IndexLine,
  ExchangesState,
  EMPTY_COUNTERS,
  KB_DEFAULT_LIMIT,
  KB_MAX_LIMIT,
  KB_BYTE_BUDGET,
  SearchView,
  ExchangeView,
  StoryExchanges
};
