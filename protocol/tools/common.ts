import { z } from 'zod';
import { BroadcastKind, BroadcastSeverity } from '../broadcast.js';
import { ERROR_CODES } from '../error-codes.js';
import { AgentName, StoryId } from '../story-id.js';
import { IsoTime } from '../timestamps.js';
import { TaskState } from '../tracking.js';

/**
 * Pieces shared by the agent-facing tools (CLI `--json` and MCP alike). Every answer is bounded
 * (about 10 KB by default), every list is paginated the same way, and an empty list says in
 * `message` what was searched and what to try.
 */
export const TOOL_BYTE_BUDGET = 10_000;

export const Limit = (fallback: number, max: number) =>
  z
    .number()
    .int()
    .min(1)
    .max(max)
    .default(fallback)
    .describe(`items per page, 1 to ${max} (default ${fallback}); a page may hold fewer to stay under about 10 KB`);

/**
 * A list in a tool input that also takes one value alone (`"warning"` for `["warning"]`): the
 * natural slip of an agent, taken at the edge instead of refused. The JSON Schema says both forms.
 */
export function ListInput<T extends z.ZodType>(item: T) {
  return z.union([z.array(item), item]).transform((value): z.output<T>[] => (Array.isArray(value) ? value : [value as z.output<T>]));
}

export const Cursor = z.string().min(1).max(200).optional().describe('the nextCursor of the previous answer, to get the next page; omit for the first page');

/** The pagination fields of every list answer. */
export const PageFields = {
  total: z.number().int().nonnegative().describe('items matching the filters, over all pages'),
  limit: z.number().int().positive().describe('the page size used'),
  cursor: z.string().nullable().describe('the cursor this page started after; null for the first page'),
  nextCursor: z.string().nullable().describe('pass as cursor to get the next page; null on the last page'),
  hasMore: z.boolean().describe('true when more items follow this page'),
  truncated: z.boolean().describe('true when the page holds fewer than limit items to stay under about 10 KB'),
  message: z.string().optional().describe('present when the page is empty: what was searched and what to try instead'),
};

export const ErrorEnvelope = z.object({
  ok: z.literal(false),
  error: z.object({
    code: z.enum(ERROR_CODES).describe('what kind of failure: the CLI exit code and the HTTP status follow from it'),
    message: z.string().describe('what went wrong and what to do about it'),
  }),
});

export const Since = z.string().min(1).optional().describe('only items from this long ago (30m, 24h, 7d) or after this ISO 8601 time');

export const BroadcastItem = z.object({
  id: z.string().describe('the broadcast id (its file name without .md); get the full body with get_broadcast'),
  severity: BroadcastSeverity,
  kind: BroadcastKind,
  module: z.string().describe('the module the broadcast is about'),
  agent: z.string().describe('who broadcast it'),
  created_at: IsoTime,
  summary: z.string().max(200).describe('the first contract (interface: type) or the first words, at most 200 characters'),
});
export type BroadcastItem = z.infer<typeof BroadcastItem>;

export const Sibling = z.object({
  story_id: StoryId,
  module: z.string().nullable().describe("the sibling's module; null when its task names none"),
  agent: AgentName.describe('the worker building it'),
  state: TaskState,
  description: z.string().describe("the task's title, else the first line of its instructions, at most 120 characters"),
  relation: z.enum(['batch', 'module']).describe('batch: same batch field; module: same module prefix'),
});
export type Sibling = z.infer<typeof Sibling>;

export const InvalidSummary = z
  .object({
    total: z.number().int().nonnegative(),
    items: z.array(z.object({ file: z.string(), problem: z.string() })).describe('the first few, on the first page only'),
  })
  .describe('files in the broadcasts folder that are not valid broadcasts: reported, never dropped');

/**
 * Moves candidates into `page.items` while the whole answer stays under the byte budget (always
 * at least one), setting `truncated` when it stopped early. Room is kept for the fields filled in
 * after (nextCursor, hasMore, message).
 */
export function fillPage<T>(page: { items: T[]; truncated: boolean }, candidates: readonly T[], budget: number = TOOL_BYTE_BUDGET): void {
  let size = jsonBytes(page) + 300;
  for (const item of candidates) {
    const itemSize = jsonBytes(item) + 1;
    if (page.items.length > 0 && size + itemSize > budget) {
      page.truncated = true;
      return;
    }
    page.items.push(item);
    size += itemSize;
  }
}

const encoder = new TextEncoder();

export function jsonBytes(value: unknown): number {
  return encoder.encode(JSON.stringify(value)).length;
}

/** The pagination fields of a page before it is filled. */
export function pageStart(total: number, limit: number, cursor: string | undefined | null) {
  return { total, limit, cursor: cursor ?? null, nextCursor: null as string | null, hasMore: false, truncated: false };
}

/** Fills a page with `candidates` (the items from `offset` on) and sets where the next one starts (offset cursors). */
export function fillOffsetPage<T>(
  page: { items: T[]; truncated: boolean; nextCursor: string | null; hasMore: boolean },
  candidates: readonly T[],
  offset: number,
  total: number,
): void {
  fillPage(page, candidates);
  const shown = offset + page.items.length;
  page.hasMore = shown < total;
  page.nextCursor = page.hasMore ? String(shown) : null;
}
