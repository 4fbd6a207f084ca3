import {
  BroadcastKind,
  BroadcastSeverity
} from "./chunk-5WLASJTG.js";
import {
  TaskState
} from "./chunk-E6PUMPWG.js";
import {
  IsoTime
} from "./chunk-G6RW7TDQ.js";
import {
  AgentName,
  StoryId
} from "./chunk-APORTJVU.js";

// dist/protocol/tools/common.js
import { z } from "zod";

// dist/protocol/error-codes.js
var ERROR_CODES = [
  "usage",
  "bad_input",
  "not_found",
  "conflict",
  "locked",
  "config",
  "io",
  "protocol_mismatch",
  "project_mismatch",
  "too_large",
  "forbidden",
  "method_not_allowed",
  "unavailable",
  "internal"
];

// dist/protocol/tools/common.js
var TOOL_BYTE_BUDGET = 1e4;
var Limit = (fallback, max) => z.number().int().min(1).max(max).default(fallback).describe(`items per page, 1 to ${max} (default ${fallback}); a page may hold fewer to stay under about 10 KB`);
function ListInput(item) {
  return z.union([z.array(item), item]).transform((value) => Array.isArray(value) ? value : [value]);
}
var Cursor = z.string().min(1).max(200).optional().describe("the nextCursor of the previous answer, to get the next page; omit for the first page");
var PageFields = {
  total: z.number().int().nonnegative().describe("items matching the filters, over all pages"),
  limit: z.number().int().positive().describe("the page size used"),
  cursor: z.string().nullable().describe("the cursor this page started after; null for the first page"),
  nextCursor: z.string().nullable().describe("pass as cursor to get the next page; null on the last page"),
  hasMore: z.boolean().describe("true when more items follow this page"),
  truncated: z.boolean().describe("true when the page holds fewer than limit items to stay under about 10 KB"),
  message: z.string().optional().describe("present when the page is empty: what was searched and what to try instead")
};
var ErrorEnvelope = z.object({
  ok: z.literal(false),
  error: z.object({
    code: z.enum(ERROR_CODES).describe("what kind of failure: the CLI exit code and the HTTP status follow from it"),
    message: z.string().describe("what went wrong and what to do about it")
  })
});
var Since = z.string().min(1).optional().describe("only items from this long ago (30m, 24h, 7d) or after this ISO 8601 time");
var BroadcastItem = z.object({
  id: z.string().describe("the broadcast id (its file name without .md); get the full body with get_broadcast"),
  severity: BroadcastSeverity,
  kind: BroadcastKind,
  module: z.string().describe("the module the broadcast is about"),
  agent: z.string().describe("who broadcast it"),
  created_at: IsoTime,
  summary: z.string().max(200).describe("the first contract (interface: type) or the first words, at most 200 characters")
});
var Sibling = z.object({
  story_id: StoryId,
  module: z.string().nullable().describe("the sibling's module; null when its task names none"),
  agent: AgentName.describe("the worker building it"),
  state: TaskState,
  description: z.string().describe("the task's title, else the first line of its instructions, at most 120 characters"),
  relation: z.enum(["batch", "module"]).describe("batch: same batch field; module: same module prefix")
});
var InvalidSummary = z.object({
  total: z.number().int().nonnegative(),
  items: z.array(z.object({ file: z.string(), problem: z.string() })).describe("the first few, on the first page only")
}).describe("files in the broadcasts folder that are not valid broadcasts: reported, never dropped");
function fillPage(page, candidates, budget = TOOL_BYTE_BUDGET) {
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
var encoder = new TextEncoder();
function jsonBytes(value) {
  return encoder.encode(JSON.stringify(value)).length;
}
function pageStart(total, limit, cursor) {
  return { total, limit, cursor: cursor ?? null, nextCursor: null, hasMore: false, truncated: false };
}
function fillOffsetPage(page, candidates, offset, total) {
  fillPage(page, candidates);
  const shown = offset + page.items.length;
  page.hasMore = shown < total;
  page.nextCursor = page.hasMore ? String(shown) : null;
}

export {
  TOOL_BYTE_BUDGET,
  Limit,
  ListInput,
  Cursor,
  PageFields,
  Since,
  BroadcastItem,
  Sibling,
  InvalidSummary,
  fillPage,
  jsonBytes,
  pageStart,
  fillOffsetPage
};
