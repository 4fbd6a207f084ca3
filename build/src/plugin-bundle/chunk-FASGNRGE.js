import {
  loadState,
  saveState
} from "./chunk-TR2HVFQL.js";
import {
  taskOfPrompt
} from "./chunk-BSUXXPLT.js";
import {
  TranscriptLocator,
  claudeProjectsDirs
} from "./chunk-KVMXBM7C.js";
import {
  scanDir
} from "./chunk-FQJSGTRK.js";
import {
  HEAD_BYTES,
  TAIL_BYTES,
  completeLines,
  forEachLine,
  hashBytes,
  readRange
} from "./chunk-VCK3ANSD.js";
import {
  BatchWriter
} from "./chunk-6CPU3H2P.js";
import {
  frontMatterDocument
} from "./chunk-6BVEKIOM.js";
import {
  SearchIndexWriter
} from "./chunk-WZ5W3UN4.js";
import {
  entryKey,
  indexEntry,
  lineIdentity,
  loadIndex,
  parseIndexLine
} from "./chunk-ZKWPFRFB.js";
import {
  pathExists
} from "./chunk-J4NJ7XEG.js";
import {
  fileSizeOrNull
} from "./chunk-H7Q6LNZY.js";
import {
  jsonOrNull
} from "./chunk-AF6YNM63.js";
import {
  holdForBulkWrites,
  rebuildFileAtomic,
  writeAtomic,
  writeDerivedSync
} from "./chunk-VF46JH6B.js";
import {
  stringifyYaml
} from "./chunk-2TBVN567.js";
import {
  startCompoundDetached
} from "./chunk-D22PSS2P.js";
import {
  EMPTY_COUNTERS
} from "./chunk-JC3QF5J2.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  EXCHANGES_DIR,
  EXCHANGES_INDEX,
  exchangeFile
} from "./chunk-YZV3RAMM.js";

// dist/src/transcripts/watermark.js
function decideWatermark(input) {
  const { watermark, contextTokens, settled, threshold } = input;
  if (contextTokens === null)
    return { action: "none" };
  if (watermark === null || contextTokens < watermark)
    return { action: "seed", watermark: contextTokens };
  if (contextTokens - watermark < threshold)
    return { action: "none" };
  return settled ? { action: "fire", watermark: contextTokens } : { action: "wait" };
}

// dist/src/transcripts/compound-trigger.js
async function applyWatermarks(ingester, sessionIds, options) {
  const events = [];
  for (const sessionId of sessionIds) {
    const session = ingester.session(sessionId);
    if (session === void 0)
      continue;
    const contextTokens = session.totals.context_tokens;
    const decision = decideWatermark({ watermark: session.watermark_tokens, contextTokens, settled: session.totals.settled, threshold: options.threshold });
    if (decision.action === "none")
      continue;
    if (decision.action === "wait") {
      events.push({ sessionId, action: "wait", contextTokens, watermark: session.watermark_tokens });
      continue;
    }
    const outcome = decision.action === "seed" ? "seed" : await options.fire({ sessionId, contextTokens: decision.watermark });
    if (outcome !== "locked") {
      session.watermark_tokens = decision.watermark;
      if (outcome === "started")
        session.compounded_at = toIso(options.now);
      ingester.touch();
    }
    events.push({ sessionId, action: outcome, contextTokens, watermark: session.watermark_tokens });
  }
  return events;
}

// dist/src/transcripts/ingester.js
import { closeSync as closeSync2, openSync as openSync2 } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import { setImmediate as nextTurn2 } from "node:timers/promises";

// dist/src/transcripts/index-update.js
import { closeSync, openSync } from "node:fs";
import { setImmediate as nextTurn } from "node:timers/promises";
var CHUNK_BYTES = 1 << 20;
var SPLICED_CHANGES = 64;
var Unsorted = class extends Error {
};
async function scanIndex(projectRoot) {
  const scan = { lines: 0, invalid: 0, sorted: true };
  let previous = "";
  await forEachLine(inProject(projectRoot, EXCHANGES_INDEX), 0, (raw) => {
    const entry = parseLine(raw, true);
    if (entry === null) {
      scan.invalid += 1;
      return;
    }
    scan.lines += 1;
    if (entry.key < previous)
      scan.sorted = false;
    previous = entry.key;
  });
  return scan;
}
async function updateIndex(projectRoot, changes) {
  const file = inProject(projectRoot, EXCHANGES_INDEX);
  const sorted = [...changes.lines.values()].sort(byKey);
  const size = fileSizeOrNull(file);
  if (size === null) {
    await writeAtomic(file, joinEntries(sorted), { fsync: false });
    return;
  }
  if (sorted.length === 0 && changes.dropSessions.size === 0 && !changes.whole)
    return;
  if (!changes.whole && changes.dropSessions.size === 0 && sorted.length <= SPLICED_CHANGES) {
    const splices = withFd(file, (fd) => sorted.map((entry) => spliceOf(fd, size, entry)));
    await rebuildFileAtomic(file, splices[0].at, (fd) => spliceInto(fd, file, size, splices));
    return;
  }
  const keep = changes.whole || changes.dropSessions.size > 0 ? 0 : withFd(file, (fd) => lowerBound(fd, size, sorted[0].key)?.start ?? size);
  try {
    await rebuildFileAtomic(file, keep, (fd) => mergeInto(fd, file, keep, sorted, changes));
  } catch (error) {
    if (!(error instanceof Unsorted))
      throw error;
    await rewriteSorted(projectRoot, changes);
  }
}
function spliceOf(fd, size, entry) {
  const line = lowerBound(fd, size, entry.key);
  if (line === null)
    return { entry, at: size, replaces: 0 };
  const same = parseLine(line.text, false)?.key === entry.key;
  return { entry, at: line.start, replaces: same ? line.text.length + 1 : 0 };
}
async function spliceInto(fd, file, size, splices) {
  const out = new BatchWriter(fd);
  let from = splices[0].at;
  const old = openSync(file, "r");
  try {
    for (const splice of splices) {
      await copyRange(old, from, splice.at, out);
      out.write(splice.entry.json);
      from = Math.max(from, splice.at + splice.replaces);
    }
    await copyRange(old, from, size, out);
  } finally {
    closeSync(old);
  }
  out.end();
}
async function copyRange(fd, from, to, out) {
  for (let at = from; at < to; at += CHUNK_BYTES) {
    out.writeBytes(readRange(fd, at, Math.min(to, at + CHUNK_BYTES)));
    await nextTurn();
  }
}
async function mergeInto(fd, file, from, sorted, changes) {
  const out = new BatchWriter(fd);
  let next = 0;
  let previous = "";
  await forEachLine(file, from, (raw) => {
    const entry = parseLine(raw, changes.whole);
    if (entry === null)
      return;
    if (entry.key < previous)
      throw new Unsorted();
    previous = entry.key;
    if (changes.lines.has(entry.identity) || changes.dropSessions.has(entry.sessionId))
      return;
    for (; next < sorted.length && sorted[next].key < entry.key; next++)
      out.write(sorted[next].json);
    out.write(raw);
  });
  for (; next < sorted.length; next++)
    out.write(sorted[next].json);
  out.end();
}
async function rewriteSorted(projectRoot, changes) {
  const entries = /* @__PURE__ */ new Map();
  for (const line of (await loadIndex(projectRoot)).lines) {
    if (!changes.dropSessions.has(line.session_id))
      entries.set(lineIdentity(line.session_id, line.exchange_id), indexEntry(line));
  }
  for (const [identity, entry] of changes.lines)
    entries.set(identity, entry);
  await writeAtomic(inProject(projectRoot, EXCHANGES_INDEX), joinEntries([...entries.values()].sort(byKey)), { fsync: false });
}
function parseLine(raw, schema) {
  const line = schema ? parseIndexLine(raw.toString()) : keyFields(jsonOrNull(raw.toString()));
  if (line === null)
    return null;
  return { key: entryKey(line), identity: lineIdentity(line.session_id, line.exchange_id), sessionId: line.session_id };
}
function keyFields(value) {
  if (typeof value !== "object" || value === null)
    return null;
  const { session_id, exchange_id, started_at } = value;
  if (typeof session_id !== "string" || typeof exchange_id !== "string")
    return null;
  if (typeof started_at !== "string" && started_at !== null)
    return null;
  return { session_id, exchange_id, started_at };
}
function lowerBound(fd, size, key) {
  let lo = 0;
  let hi = size;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const line = lineFrom(fd, mid, size);
    if (line === null || line.start >= hi)
      hi = mid;
    else {
      const parsed = parseLine(line.text, false);
      if (parsed !== null && parsed.key < key)
        lo = line.start + 1;
      else
        hi = mid;
    }
  }
  return lineFrom(fd, lo, size);
}
function withFd(file, work) {
  const fd = openSync(file, "r");
  try {
    return work(fd);
  } finally {
    closeSync(fd);
  }
}
function lineFrom(fd, at, size) {
  let start = at;
  if (at > 0) {
    const newline = findByte(fd, at - 1, size, 10);
    if (newline === -1)
      return null;
    start = newline + 1;
  }
  if (start >= size)
    return null;
  const end = findByte(fd, start, size, 10);
  return end === -1 ? null : { start, text: readRange(fd, start, end) };
}
function findByte(fd, from, size, byte) {
  const buffer = Buffer.allocUnsafe(16 << 10);
  for (let at = from; at < size; at += buffer.length) {
    const bytes = readRange(fd, at, Math.min(size, at + buffer.length), buffer);
    const found = bytes.indexOf(byte);
    if (found !== -1)
      return at + found;
  }
  return -1;
}
function byKey(a, b) {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}
function joinEntries(sorted) {
  const text = Buffer.allocUnsafe(sorted.reduce((sum, entry) => sum + entry.json.length + 1, 0));
  let at = 0;
  for (const entry of sorted) {
    at += entry.json.copy(text, at);
    text[at++] = 10;
  }
  return text;
}

// dist/src/transcripts/render-exchange.js
function frontMatterOf(draft, owner) {
  return {
    session_id: owner.sessionId,
    exchange_id: draft.id,
    story_id: draft.story?.storyId ?? null,
    agent: draft.story?.agent ?? owner.agent,
    stage: draft.story?.stage ?? null,
    started_at: draft.startedAt,
    ended_at: draft.endedAt,
    prompt: draft.prompt,
    tool_calls: draft.toolCalls,
    errors: draft.errors,
    context_tokens: draft.contextTokens
  };
}
function indexLineOf(draft, owner) {
  return { ...frontMatterOf(draft, owner), file: exchangeFile(owner.sessionId, draft.id) };
}
function renderExchange(draft, owner) {
  const title = `# ${draft.prompt.replace(/^#+\s*/, "") || "(no prompt)"}
`;
  return frontMatterDocument(frontMatterYaml(frontMatterOf(draft, owner)), `${title}
${draft.body}`);
}
function frontMatterYaml(data) {
  let yaml = "";
  for (const [key, value] of Object.entries(data)) {
    const text = value === null ? "null" : typeof value === "number" ? Number.isSafeInteger(value) ? String(value) : null : plainString(value);
    if (text === null)
      return stringifyYaml(data);
    yaml += `${key}: ${text}
`;
  }
  return yaml;
}
var PRINTABLE = /^[\x20-\x7e\u00a0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd]+$/;
var INDICATORS = /^[ ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-] |: | #| $|:$|^(---|\.\.\.)/;
var NUMBER_START = /^[-+.0-9~]/;
var NOT_A_NUMBER = /[0-9A-DF-Za-df-z_]-/;
var KEYWORD = /^(true|false|null)$/i;
function plainString(value) {
  if (!PRINTABLE.test(value) || INDICATORS.test(value) || KEYWORD.test(value))
    return null;
  if (NUMBER_START.test(value) && !NOT_A_NUMBER.test(value))
    return null;
  return value;
}

// dist/src/transcripts/session-fold.js
import { createHash } from "node:crypto";

// dist/src/transcripts/text-bounds.js
function oneLine(text, max) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, Math.max(0, max - 1))}\u2026`;
}
function firstLine(text, max) {
  const line = text.split("\n").find((l) => l.trim() !== "") ?? "";
  return oneLine(line, max);
}
function clip(text, max) {
  if (text.length <= max)
    return text;
  return `${text.slice(0, max)}
[\u2026 ${text.length - max} more characters]`;
}
function stripAnsi(text) {
  return text.replace(/\u001b\[[0-9;]*m/g, "");
}

// dist/src/transcripts/tool-summary.js
var SUMMARY_MAX = 160;
var KEY_FIELDS = {
  Bash: ["command"],
  Read: ["file_path"],
  Write: ["file_path"],
  Edit: ["file_path"],
  MultiEdit: ["file_path"],
  NotebookEdit: ["notebook_path"],
  Glob: ["pattern", "path"],
  Grep: ["pattern", "path"],
  Task: ["subagent_type", "description"],
  WebFetch: ["url"],
  WebSearch: ["query"],
  Skill: ["skill"]
};
function summarizeToolInput(name, input) {
  if (input === null || typeof input !== "object" || Array.isArray(input))
    return oneLine(JSON.stringify(input) ?? "", SUMMARY_MAX);
  const fields = input;
  const keys = KEY_FIELDS[name] ?? [];
  const picked = keys.map((key) => fields[key]).filter((value) => typeof value === "string" && value !== "");
  if (picked.length > 0)
    return oneLine(picked.join(" \xB7 "), SUMMARY_MAX);
  if (name === "TodoWrite" && Array.isArray(fields.todos))
    return `${fields.todos.length} todos`;
  return oneLine(JSON.stringify(input), SUMMARY_MAX);
}

// dist/src/transcripts/exchange-events.js
var TEXT_MAX = 2e4;
var ERROR_MAX = 300;
var NOTE_MAX = 300;
var BLOCK_MAX = 2e3;
function clock(at) {
  return at === null ? "" : ` \xB7 ${at.slice(11, 19)}`;
}
function fenced(text) {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}text
${text}
${fence}
`;
}
function assistantText(text, at) {
  return `**Assistant**${clock(at)}

${clip(text.trim(), TEXT_MAX)}
`;
}
function toolCall(block) {
  return `- tool \`${block.name}\`: ${summarizeToolInput(block.name, block.input)}
`;
}
function toolError(result, toolName) {
  return `- error${toolName ? ` from \`${toolName}\`` : ""}: ${oneLine(stripAnsi(result.text), ERROR_MAX)}
`;
}
function apiError(text, at) {
  return `> API error${clock(at)}: ${oneLine(text, ERROR_MAX)}
`;
}
function interruption(text, at) {
  return `> Interrupted by the user${clock(at)}${/tool use/.test(text) ? " (during a tool call)" : ""}
`;
}
function stopFeedback(text, at) {
  return `**Stop hook feedback**${clock(at)}

${fenced(clip(text.replace(/^Stop hook feedback:\s*/, ""), BLOCK_MAX))}`;
}
function stopSummary(record, at) {
  if (record.errors.length === 0 && !record.prevented)
    return null;
  const parts = [
    ...record.prevented ? [`prevented the stop${record.reason ? `: ${oneLine(record.reason, NOTE_MAX)}` : ""}`] : [],
    ...record.errors.map((error) => `error: ${oneLine(error, ERROR_MAX)}`)
  ];
  return `> Stop hook${clock(at)}: ${parts.join("; ")}
`;
}
function compaction(trigger, preTokens, at) {
  const before = preTokens === null ? "" : `, ${preTokens} tokens before`;
  return `> Context compacted${clock(at)} (${trigger ?? "unknown trigger"}${before})
`;
}
function compactSummary(text) {
  return `**Compaction summary**

${fenced(clip(text, BLOCK_MAX))}`;
}
function note(text, at) {
  return `> Note${clock(at)}: ${commandNote(text)}
`;
}
function commandNote(text) {
  const tag = (name) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(text)?.[1]?.trim();
  const command = tag("command-name");
  if (command !== void 0)
    return oneLine(`${command} ${tag("command-args") ?? ""}`, NOTE_MAX);
  const output = tag("local-command-stdout") ?? tag("local-command-stderr") ?? tag("bash-stdout");
  if (output !== void 0)
    return `output: ${oneLine(stripAnsi(output), NOTE_MAX) || "(empty)"}`;
  const summary = tag("summary");
  if (summary !== void 0)
    return `background task: ${oneLine(summary, NOTE_MAX)}`;
  return oneLine(stripAnsi(text.replace(/<[^>]+>/g, " ")), NOTE_MAX);
}

// dist/src/transcripts/records.js
var STOP_CONTINUATION = /^\s*(?:Stop hook blocking error from command: |Stop hook feedback:\n)/;
var isObj = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var str = (value) => typeof value === "string" ? value : null;
var num = (value) => typeof value === "number" && Number.isFinite(value) ? value : 0;
var COMMAND_WRAPPER = /^\s*<(command-name|command-message|command-args|local-command-stdout|local-command-stderr|task-notification|bash-input|bash-stdout|bash-stderr)>/;
var INTERRUPT = /^\[Request interrupted by user/;
function classifyRecord(record) {
  const type = str(record.type) ?? "(none)";
  if (type === "user")
    return classifyUser(record);
  if (type === "assistant")
    return classifyAssistant(record);
  if (type === "system")
    return classifySystem(record);
  return { kind: "skip", type };
}
function classifyUser(record) {
  const message = isObj(record.message) ? record.message : {};
  const content = message.content;
  if (Array.isArray(content) && content.some((block) => isObj(block) && block.type === "tool_result")) {
    return {
      kind: "tool_results",
      results: content.filter(isObj).filter((b) => b.type === "tool_result").map(toolResult)
    };
  }
  const text = typeof content === "string" ? content : Array.isArray(content) ? textOfBlocks(content) : null;
  if (text === null)
    return { kind: "skip", type: "user:other" };
  if (record.isCompactSummary === true)
    return { kind: "compact_summary", text };
  const task = deliveredTask(text);
  if (task !== null)
    return task;
  if (record.isMeta === true)
    return /^Stop hook feedback:/.test(text) ? { kind: "stop_feedback", text } : { kind: "meta", text };
  if (COMMAND_WRAPPER.test(text))
    return { kind: "command", text };
  if (INTERRUPT.test(text))
    return { kind: "interrupt", text };
  return { kind: "prompt", text };
}
function classifyAssistant(record) {
  const message = isObj(record.message) ? record.message : {};
  const id = str(message.id);
  const requestId = str(record.requestId);
  const usage = isObj(message.usage) ? num(message.usage.input_tokens) + num(message.usage.cache_read_input_tokens) + num(message.usage.cache_creation_input_tokens) : null;
  const content = Array.isArray(message.content) ? message.content : typeof message.content === "string" ? [{ type: "text", text: message.content }] : [];
  return {
    kind: "assistant",
    response: id === null && requestId === null ? null : `${id ?? ""}|${requestId ?? ""}`,
    usage,
    synthetic: message.model === "<synthetic>",
    blocks: content.filter(isObj).map(assistantBlock)
  };
}
function assistantBlock(block) {
  if (block.type === "text")
    return { type: "text", text: str(block.text) ?? "" };
  if (block.type === "tool_use")
    return { type: "tool_use", id: str(block.id), name: str(block.name) ?? "(unnamed tool)", input: block.input };
  return { type: "other", name: str(block.type) ?? "(none)" };
}
function classifySystem(record) {
  const content = str(record.content);
  const task = content === null ? null : deliveredTask(content);
  if (task !== null)
    return task;
  const subtype = str(record.subtype) ?? "(none)";
  if (subtype === "compact_boundary") {
    const meta = isObj(record.compactMetadata) ? record.compactMetadata : {};
    return { kind: "compact_boundary", trigger: str(meta.trigger), preTokens: typeof meta.preTokens === "number" ? meta.preTokens : null };
  }
  if (subtype === "stop_hook_summary") {
    const errors = Array.isArray(record.hookErrors) ? record.hookErrors.map((e) => typeof e === "string" ? e : JSON.stringify(e)).filter((e) => taskOfPrompt(e) === null) : [];
    return { kind: "stop_summary", errors, prevented: record.preventedContinuation === true, reason: str(record.stopReason) ?? "" };
  }
  if (subtype === "local_command")
    return { kind: "local_command", text: str(record.content) ?? "" };
  return { kind: "skip", type: `system:${subtype}` };
}
function deliveredTask(text) {
  if (!STOP_CONTINUATION.test(text))
    return null;
  const task = taskOfPrompt(text);
  return task === null ? null : { kind: "task", text, task };
}
function toolResult(block) {
  const content = block.content;
  const text = typeof content === "string" ? content : Array.isArray(content) ? textOfBlocks(content) ?? "" : "";
  return { toolUseId: str(block.tool_use_id), isError: block.is_error === true, text };
}
function textOfBlocks(blocks) {
  const texts = blocks.filter(isObj).filter((b) => b.type === "text").map((b) => str(b.text) ?? "");
  return texts.length === 0 ? null : texts.join("\n");
}

// dist/src/transcripts/session-fold.js
var PROMPT_LINE_MAX = 120;
var PROMPT_BODY_MAX = 8e3;
var ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
function newFold(checkpoint = { offset: 0, counters: EMPTY_COUNTERS }, sessionStory = null) {
  return {
    counters: cloneCounters(checkpoint.counters),
    checkpoint: { offset: checkpoint.offset, counters: cloneCounters(checkpoint.counters) },
    open: null,
    seenUuids: /* @__PURE__ */ new Set(),
    seenResponses: /* @__PURE__ */ new Set(),
    toolNames: /* @__PURE__ */ new Map(),
    sessionStory
  };
}
function cloneCounters(counters) {
  return { ...counters, skipped: { ...counters.skipped } };
}
function applyLine(fold, line, offset) {
  if (line.trim() === "")
    return null;
  let record;
  try {
    record = JSON.parse(line);
  } catch (error) {
    if (!(error instanceof SyntaxError))
      throw error;
    fold.counters.corrupt += 1;
    return null;
  }
  if (typeof record !== "object" || record === null || Array.isArray(record)) {
    fold.counters.corrupt += 1;
    return null;
  }
  const obj = record;
  const uuid = typeof obj.uuid === "string" ? obj.uuid : null;
  if (uuid !== null) {
    if (fold.seenUuids.has(uuid)) {
      fold.counters.duplicates += 1;
      return null;
    }
    fold.seenUuids.add(uuid);
  }
  const classified = classifyRecord(obj);
  const opens = classified.kind !== "skip" && (classified.kind === "prompt" || classified.kind === "task" || fold.open === null);
  if (opens)
    fold.checkpoint = { offset, counters: cloneCounters(fold.counters) };
  fold.counters.records += 1;
  const at = typeof obj.timestamp === "string" && ISO.test(obj.timestamp) ? obj.timestamp : null;
  if (classified.kind === "skip") {
    fold.counters.skipped[classified.type] = (fold.counters.skipped[classified.type] ?? 0) + 1;
    return null;
  }
  let closed = null;
  if (opens) {
    closed = fold.open;
    fold.open = openExchange(classified, uuid ?? hashId(offset, line), at, fold.sessionStory);
    fold.counters.exchanges += 1;
    fold.toolNames.clear();
  }
  if (at !== null)
    fold.counters.last_record_at = at;
  const open = fold.open;
  if (at !== null)
    open.endedAt = at;
  apply(fold, open, classified, at);
  return closed;
}
function push(open, chunk) {
  open.body += `
${chunk}`;
}
function hashId(offset, line) {
  return createHash("sha1").update(`${offset}:${line}`).digest("hex");
}
function exchangeId(uuid, at) {
  const stamp = at === null ? "undated" : `${at.slice(0, 10).replace(/-/g, "")}-${at.slice(11, 19).replace(/:/g, "")}`;
  return `${stamp}-${uuid.replace(/[^A-Za-z0-9]/g, "").slice(0, 8).toLowerCase()}`;
}
function openExchange(record, uuid, at, sessionStory) {
  const text = record.kind === "prompt" || record.kind === "task" ? record.text : null;
  const prompt = record.kind === "task" ? `Task ${record.task.storyId} (${record.task.stage})` : text !== null ? firstLine(text, PROMPT_LINE_MAX) : record.kind === "command" ? commandNote(record.text) : "(session start)";
  const story = record.kind === "task" ? { storyId: record.task.storyId, agent: record.task.agent ?? sessionStory?.agent ?? null, stage: record.task.stage } : sessionStory;
  return {
    id: exchangeId(uuid, at),
    startedAt: at,
    endedAt: at,
    prompt,
    body: text !== null ? `## Prompt

${fenced(clipPrompt(text))}
## Exchange
` : "## Exchange\n",
    toolCalls: 0,
    errors: 0,
    contextTokens: null,
    story
  };
}
function clipPrompt(text) {
  return text.length <= PROMPT_BODY_MAX ? text.trim() : `${text.slice(0, PROMPT_BODY_MAX)}
[\u2026 ${text.length - PROMPT_BODY_MAX} more characters]`;
}
function apply(fold, open, record, at) {
  switch (record.kind) {
    case "prompt":
    case "task":
      return;
    case "assistant":
      applyAssistant(fold, open, record, at);
      return;
    case "tool_results":
      for (const result of record.results) {
        if (!result.isError)
          continue;
        open.errors += 1;
        push(open, toolError(result, result.toolUseId === null ? void 0 : fold.toolNames.get(result.toolUseId)));
      }
      return;
    case "interrupt":
      push(open, interruption(record.text, at));
      return;
    case "stop_feedback":
      push(open, stopFeedback(record.text, at));
      return;
    case "stop_summary": {
      const chunk = stopSummary(record, at);
      if (chunk !== null)
        push(open, chunk);
      return;
    }
    case "compact_boundary":
      push(open, compaction(record.trigger, record.preTokens, at));
      return;
    case "compact_summary":
      push(open, compactSummary(record.text));
      return;
    case "command":
    case "local_command":
      push(open, note(record.text, at));
      return;
    case "meta":
      if (!/^\s*<local-command-caveat>/.test(record.text))
        push(open, note(record.text, at));
      return;
  }
}
function applyAssistant(fold, open, record, at) {
  if (record.synthetic) {
    open.errors += 1;
    const text = record.blocks.map((b) => b.type === "text" ? b.text : "").join(" ");
    push(open, apiError(text, at));
    return;
  }
  if (record.usage !== null && (record.response === null || !fold.seenResponses.has(record.response))) {
    fold.counters.context_tokens = record.usage;
    open.contextTokens = record.usage;
  }
  if (record.response !== null)
    fold.seenResponses.add(record.response);
  const last = record.blocks[record.blocks.length - 1];
  if (last !== void 0 && last.type !== "other")
    fold.counters.settled = last.type !== "tool_use";
  for (const block of record.blocks) {
    if (block.type === "text" && block.text.trim() !== "")
      push(open, assistantText(block.text, at));
    if (block.type === "tool_use") {
      open.toolCalls += 1;
      if (block.id !== null)
        fold.toolNames.set(block.id, block.name);
      push(open, toolCall(block));
    }
  }
}

// dist/src/transcripts/ingester.js
var MAX_FOLDS = 64;
var READ_CHUNK_BYTES = 1 << 20;
var INDEX_SAVE_LINES = 1e4;
var NOTHING = { activity: null, bytesRead: 0, rebuilt: false };
var TranscriptIngester = class _TranscriptIngester {
  projectRoot;
  state;
  wholeIndex;
  indexMayHoldUnknown;
  now;
  maxFolds;
  readChunkBytes;
  folds = /* @__PURE__ */ new Map();
  /** The index lines written since the last save, by `lineIdentity`: the index itself stays on disk. */
  changes = /* @__PURE__ */ new Map();
  /** Sessions read again from the start since the last save: their earlier lines go. */
  dropSessions = /* @__PURE__ */ new Set();
  /** Open exchanges that grew since the last flush, by session. */
  openDrafts = /* @__PURE__ */ new Map();
  /** Files read by this process: growth seen in them is live (now), else it happened unseen (mtime). */
  seenHere = /* @__PURE__ */ new Set();
  /** With `rebuild`, the files not yet re-read in this run: their saved offsets are ignored. */
  forgotten = /* @__PURE__ */ new Set();
  dirty = false;
  search;
  constructor(projectRoot, state, wholeIndex, indexMayHoldUnknown, now, maxFolds, readChunkBytes) {
    this.projectRoot = projectRoot;
    this.state = state;
    this.wholeIndex = wholeIndex;
    this.indexMayHoldUnknown = indexMayHoldUnknown;
    this.now = now;
    this.maxFolds = maxFolds;
    this.readChunkBytes = readChunkBytes;
    this.search = new SearchIndexWriter(projectRoot);
  }
  static async open(projectRoot, now, options = {}) {
    const { state, problem } = await loadState(projectRoot);
    const scan = await scanIndex(projectRoot);
    const problems = [...problem ? [problem] : [], ...scan.invalid > 0 ? [`${scan.invalid} invalid lines in the exchange index were dropped`] : []];
    const stateLost = problem !== null || scan.lines > 0 && Object.keys(state.sessions).length === 0;
    const ingester = new _TranscriptIngester(projectRoot, state, scan.invalid > 0 || !scan.sorted, stateLost, now, options.maxFolds ?? MAX_FOLDS, options.readChunkBytes ?? READ_CHUNK_BYTES);
    if (options.rebuild)
      for (const file of Object.keys(state.files))
        ingester.forgotten.add(file);
    return { ingester, problems };
  }
  /** Everything that is known about a session after the last ingest. */
  session(sessionId) {
    return this.state.sessions[sessionId];
  }
  async ingest(source) {
    const catchingUp = !this.seenHere.has(source.file);
    const outcome = await this.ingestFile(source);
    if (catchingUp && source.kind === "session")
      this.settle(source.sessionId);
    if (this.changes.size >= INDEX_SAVE_LINES)
      await this.saveIndex();
    return outcome;
  }
  /**
   * A transcript this process reads for the first time is being caught up with (a start, `kb
   * ingest`) and may never grow again: its fold is not kept and its open exchange is written now,
   * so a whole-tree ingest holds no session but the one it reads. Should the session grow, it
   * resumes from its checkpoint, as after a restart, and is kept from then on.
   */
  settle(sessionId) {
    this.folds.delete(sessionId);
    const open = this.openDrafts.get(sessionId);
    if (open === void 0)
      return;
    this.openDrafts.delete(sessionId);
    this.writeOpen(open.draft, open.owner);
  }
  async ingestFile(source) {
    let size;
    let mtimeMs;
    try {
      ({ size, mtimeMs } = await stat(source.file));
    } catch (error) {
      if (error.code === "ENOENT")
        return NOTHING;
      throw error;
    }
    const owner = this.state.sessions[source.sessionId]?.file;
    if (source.kind === "session" && owner !== void 0 && owner !== source.file && await pathExists(owner)) {
      return { ...NOTHING, conflict: `session ${source.sessionId} is read from ${owner}; ${source.file} has the same name and is left alone` };
    }
    const prior = this.forgotten.delete(source.file) ? void 0 : this.state.files[source.file];
    const activity = {
      file: source.file,
      sessionId: source.sessionId,
      agent: source.agent,
      storyId: source.storyId,
      at: this.seenHere.has(source.file) ? this.now() : mtimeMs
    };
    this.seenHere.add(source.file);
    if (source.kind === "sidechain") {
      if (prior?.kind === "sidechain" && prior.offset === size)
        return NOTHING;
      this.dirty = true;
      this.state.files[source.file] = { kind: "sidechain", session_id: source.sessionId, offset: size, head: "", tail: "" };
      return { activity, bytesRead: 0, rebuilt: false };
    }
    if (prior?.kind === "session" && size >= prior.offset) {
      const resumed = await this.resume(source, prior, size);
      if (resumed === "unchanged")
        return NOTHING;
      if (resumed !== "replaced")
        return { activity, bytesRead: resumed, rebuilt: false };
    }
    return { activity, bytesRead: await this.rebuild(source, size), rebuilt: true };
  }
  /**
   * Continues the in-memory fold from the saved offset or, after a restart, the saved fold from its
   * checkpoint. The first bytes and the bytes just before the offset must be the ones read last
   * time, else the file was replaced and is read again from the start.
   */
  async resume(source, prior, size) {
    const hot = this.folds.get(source.sessionId);
    const checkpoint = this.state.sessions[source.sessionId]?.checkpoint;
    if (hot === void 0 && checkpoint === void 0)
      return "replaced";
    return withFile(source.file, async (fd) => {
      const head = readRange(fd, 0, Math.min(HEAD_BYTES, prior.offset));
      const tail = readRange(fd, Math.max(0, prior.offset - TAIL_BYTES), prior.offset);
      if (hashBytes(head) !== prior.head || hashBytes(tail) !== prior.tail)
        return "replaced";
      if (size === prior.offset)
        return "unchanged";
      const fold = hot ?? newFold(checkpoint, this.sessionStory(source));
      this.keepFold(source.sessionId, fold);
      const from = hot !== void 0 ? prior.offset : checkpoint.offset;
      const before = from === prior.offset ? tail : readRange(fd, Math.max(0, from - TAIL_BYTES), from);
      return head.length + tail.length + await this.foldFile(fd, source, fold, { from, size, head, before }, null);
    });
  }
  async rebuild(source, size) {
    if (this.state.sessions[source.sessionId] !== void 0 || this.indexMayHoldUnknown) {
      this.dropSessions.add(source.sessionId);
      const mine = lineIdentity(source.sessionId, "");
      for (const identity of this.changes.keys())
        if (identity.startsWith(mine))
          this.changes.delete(identity);
    }
    const fold = newFold(void 0, this.sessionStory(source));
    this.keepFold(source.sessionId, fold);
    this.openDrafts.delete(source.sessionId);
    const empty = Buffer.alloc(0);
    return withFile(source.file, (fd) => this.foldFile(fd, source, fold, { from: 0, size, head: empty, before: empty }, /* @__PURE__ */ new Set()));
  }
  /**
   * Folds the complete lines between byte `from` and `size`, a chunk at a time, writes the
   * exchanges they closed and the open one, and records the new offset with the hashes that will
   * check the next resume. `head` holds the file's first bytes as far as they were read already,
   * `before` the bytes just before `from`. The event loop gets a turn after every chunk. Returns
   * the bytes read.
   */
  async foldFile(fd, source, fold, window, produced) {
    const owner = this.ownerOf(source);
    const chunk = Buffer.allocUnsafe(Math.max(0, Math.min(this.readChunkBytes, window.size - window.from)));
    let pending = [];
    let base = window.from;
    let at = window.from;
    let tail = window.before;
    while (at < window.size) {
      const bytes = readRange(fd, at, Math.min(window.size, at + chunk.length), chunk);
      if (bytes.length === 0)
        break;
      at += bytes.length;
      if (bytes.lastIndexOf(10) === -1) {
        pending.push(Buffer.from(bytes));
        continue;
      }
      const joined = pending.length === 0 ? bytes : Buffer.concat([...pending, bytes]);
      const { lines, end: end2 } = completeLines(joined, base);
      for (const line of lines) {
        const closed = applyLine(fold, line.text, line.offset);
        if (closed !== null)
          this.writeExchange(closed, owner, produced);
      }
      tail = lastBytes(tail, joined.subarray(0, end2 - base), TAIL_BYTES);
      pending = end2 - base < joined.length ? [Buffer.from(joined.subarray(end2 - base))] : [];
      base = end2;
      if (this.search.full)
        await this.search.flush();
      else
        await nextTurn2();
    }
    const end = base;
    if (fold.open !== null)
      this.recordOpen(fold.open, owner, produced);
    if (produced !== null)
      await this.removeStale(source.sessionId, produced);
    const head = window.head.length >= Math.min(HEAD_BYTES, end) ? window.head.subarray(0, Math.min(HEAD_BYTES, end)) : readRange(fd, 0, Math.min(HEAD_BYTES, end));
    this.dirty = true;
    this.state.files[source.file] = { kind: "session", session_id: source.sessionId, offset: end, head: hashBytes(head), tail: hashBytes(tail) };
    const previous = this.state.sessions[source.sessionId];
    this.state.sessions[source.sessionId] = {
      file: source.file,
      agent: owner.agent,
      story_id: previous?.story_id ?? source.storyId,
      stage: this.sessionStory(source)?.stage ?? null,
      checkpoint: { offset: fold.checkpoint.offset, counters: fold.checkpoint.counters },
      totals: { ...fold.counters, skipped: { ...fold.counters.skipped } },
      watermark_tokens: previous?.watermark_tokens ?? null,
      compounded_at: previous?.compounded_at ?? null
    };
    return at - window.from;
  }
  /**
   * Folds stay in memory for the sessions that grew most recently; an evicted one resumes from
   * its saved checkpoint when it grows again, which gives the same bytes (the restart path).
   */
  keepFold(sessionId, fold) {
    this.folds.delete(sessionId);
    this.folds.set(sessionId, fold);
    if (this.folds.size > this.maxFolds)
      this.folds.delete(this.folds.keys().next().value);
  }
  /**
   * The story of the worktree a session was first seen in sticks like its agent, so a re-read
   * after the task closed files the exchanges under the same story.
   */
  sessionStory(source) {
    const previous = this.state.sessions[source.sessionId];
    const storyId = previous?.story_id ?? source.storyId;
    if (storyId === null)
      return null;
    const stage = previous?.story_id != null ? previous.stage ?? null : source.stage ?? null;
    return { storyId, agent: this.ownerOf(source).agent, stage };
  }
  /** The agent a session was first seen under sticks, so later re-reads write the same bytes. */
  ownerOf(source) {
    return { sessionId: source.sessionId, agent: this.state.sessions[source.sessionId]?.agent ?? source.agent };
  }
  /**
   * A closed exchange is final: written at once. Exchange files are small and derived, so the
   * write blocks (cheaper than the thread pool's round trips, many times over); the reads between
   * chunks still give the event loop its turns.
   */
  writeExchange(draft, owner, produced) {
    const line = this.indexExchange(draft, owner, produced);
    if (this.openDrafts.get(owner.sessionId)?.draft === draft)
      this.openDrafts.delete(owner.sessionId);
    writeDerivedSync(inProject(this.projectRoot, line.file), renderExchange(draft, owner));
    this.search.put(line, searchableText(draft), true);
  }
  /**
   * The open exchange still grows: its file is rewritten by the next flush, so a burst of lines
   * costs one rewrite, not one per line.
   */
  recordOpen(draft, owner, produced) {
    this.indexExchange(draft, owner, produced);
    this.openDrafts.delete(owner.sessionId);
    this.openDrafts.set(owner.sessionId, { draft, owner });
    if (this.openDrafts.size > this.maxFolds) {
      const [sessionId, oldest] = this.openDrafts.entries().next().value;
      this.openDrafts.delete(sessionId);
      this.writeOpen(oldest.draft, oldest.owner);
    }
  }
  writeOpen(draft, owner) {
    writeDerivedSync(inProject(this.projectRoot, exchangeFile(owner.sessionId, draft.id)), renderExchange(draft, owner));
    this.search.put(indexLineOf(draft, owner), searchableText(draft), false);
  }
  indexExchange(draft, owner, produced) {
    const line = indexLineOf(draft, owner);
    produced?.add(draft.id);
    this.changes.set(lineIdentity(owner.sessionId, draft.id), indexEntry(line));
    return line;
  }
  /**
   * After a re-read from the start, exchanges the transcript no longer holds are removed: their
   * files and search entries now, their index lines with the session's at the next save.
   */
  async removeStale(sessionId, produced) {
    const dir = inProject(this.projectRoot, `${EXCHANGES_DIR}/${sessionId}`);
    let names;
    try {
      names = await readdir(dir);
    } catch (error) {
      if (error.code === "ENOENT")
        return;
      throw error;
    }
    for (const name of names) {
      const exchangeId2 = basename(name, ".md");
      if (!name.endsWith(".md") || produced.has(exchangeId2))
        continue;
      this.search.remove(sessionId, exchangeId2);
      await rm(join(dir, name), { force: true });
    }
  }
  /** Rewrites the open exchanges that grew, then `_state.json` and `_index.jsonl`, if anything changed. */
  async flush() {
    const drafts = [...this.openDrafts.values()];
    this.openDrafts.clear();
    for (const { draft, owner } of drafts)
      this.writeOpen(draft, owner);
    await this.search.flush();
    if (!this.dirty)
      return;
    this.dirty = false;
    await this.saveIndex();
    await saveState(this.projectRoot, this.state);
  }
  /** Merges the changed lines into `_index.jsonl`; kept for the next save if that fails. */
  async saveIndex() {
    await updateIndex(this.projectRoot, { lines: this.changes, dropSessions: this.dropSessions, whole: this.wholeIndex });
    this.changes.clear();
    this.dropSessions.clear();
    this.wholeIndex = false;
  }
  /** Marks the state as changed by someone else (the watermark), so the next flush writes it. */
  touch() {
    this.dirty = true;
  }
};
function searchableText(draft) {
  return `${draft.prompt}
${draft.body}`;
}
async function withFile(file, work) {
  const fd = openSync2(file, "r");
  try {
    return await work(fd);
  } finally {
    closeSync2(fd);
  }
}
function lastBytes(before, bytes, count) {
  if (bytes.length >= count)
    return Buffer.from(bytes.subarray(bytes.length - count));
  return Buffer.concat([before.subarray(Math.max(0, before.length - (count - bytes.length))), bytes]);
}

// dist/src/transcripts/transcript-memory.js
var TranscriptService = class _TranscriptService {
  options;
  ingester;
  openProblems;
  /** Kept across calls: the daemon locates again after every tracking write. */
  locator = new TranscriptLocator();
  /** The config in force: the daemon hands over each reload (`reconfigure`). */
  config;
  constructor(options, ingester, openProblems) {
    this.options = options;
    this.ingester = ingester;
    this.openProblems = openProblems;
    this.config = options.config;
  }
  static async open(options) {
    const { ingester, problems } = await TranscriptIngester.open(options.projectRoot, () => options.clock.now(), {
      rebuild: options.rebuild ?? false,
      ...options.maxFolds === void 0 ? {} : { maxFolds: options.maxFolds },
      ...options.readChunkBytes === void 0 ? {} : { readChunkBytes: options.readChunkBytes }
    });
    return new _TranscriptService(options, ingester, problems);
  }
  /** What the state says about a session (counters, watermark), after the last ingest. */
  sessionState(sessionId) {
    return this.ingester.session(sessionId);
  }
  /** A reloaded config: `[transcripts] dirs`, the workers' environments and `[compound]` count from the next call on. */
  reconfigure(config) {
    this.config = config;
  }
  /** The Claude Code projects folders looked in (see `projectsDir`). */
  projectsDirs() {
    return this.options.projectsDir !== void 0 ? [this.options.projectsDir] : claudeProjectsDirs(this.config, this.options.env).map((entry) => entry.dir);
  }
  locate(worktrees) {
    return this.locator.locate({
      projectRoot: this.options.projectRoot,
      worktrees,
      extraDirs: this.config.transcripts.dirs,
      projectsDirs: this.projectsDirs()
    });
  }
  /** Ingests every transcript in the given folders. */
  async ingestDirs(dirs) {
    const sources = (await Promise.all(dirs.map(scanDir))).flat();
    const report = await this.ingestSources(sources);
    return { ...report, dirs: dirs.map((d) => d.dir) };
  }
  /**
   * Ingests the given files in order and applies the watermark. The open exchanges, the state and
   * the index are written at the end unless `flush: false`: the watcher coalesces those writes and
   * calls `flush()` itself.
   */
  async ingestSources(sources, options = {}) {
    const report = {
      dirs: [],
      files: sources.length,
      bytesRead: 0,
      sessions: [],
      activity: [],
      watermarks: [],
      problems: this.openProblems.splice(0)
    };
    const grown = /* @__PURE__ */ new Set();
    const releaseWrites = holdForBulkWrites();
    try {
      await this.ingestEach(sources, report, grown);
    } finally {
      releaseWrites();
    }
    if (this.options.compound) {
      report.watermarks = await applyWatermarks(this.ingester, grown, {
        threshold: this.config.compound.threshold_tokens,
        now: this.options.clock.now(),
        fire: this.options.fire ?? ((session) => this.fireDetached(session))
      });
    }
    if (options.flush ?? true)
      await this.ingester.flush();
    return report;
  }
  async ingestEach(sources, report, grown) {
    for (const source of sources) {
      const outcome = await this.ingester.ingest(source);
      report.bytesRead += outcome.bytesRead;
      if (outcome.conflict !== void 0)
        report.problems.push(outcome.conflict);
      if (outcome.activity === null)
        continue;
      report.activity.push(outcome.activity);
      if (source.kind !== "session")
        continue;
      grown.add(source.sessionId);
      const session = this.ingester.session(source.sessionId);
      if (session)
        report.sessions.push({
          sessionId: source.sessionId,
          file: source.file,
          agent: session.agent,
          rebuilt: outcome.rebuilt,
          bytesRead: outcome.bytesRead,
          counters: session.totals
        });
    }
  }
  /** Rewrites the open exchanges that grew and saves `_state.json` and `_index.jsonl`. */
  flush() {
    return this.ingester.flush();
  }
  async fireDetached(session) {
    const { command, lock_stale: staleMs } = this.config.compound;
    if (command === void 0 || command.trim() === "")
      return "no_command";
    const result = await startCompoundDetached({
      projectRoot: this.options.projectRoot,
      command,
      staleMs,
      sessionId: session.sessionId,
      contextTokens: session.contextTokens,
      env: this.options.env
    });
    return result.started ? "started" : "locked";
  }
};

export {
  TranscriptService
};
