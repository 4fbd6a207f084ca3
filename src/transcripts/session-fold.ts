import { createHash } from 'node:crypto';
import { EMPTY_COUNTERS, type FoldCheckpoint, type FoldCounters } from '../../protocol/exchange.js';
import * as md from './exchange-events.js';
import { type Classified, classifyRecord } from './records.js';
import { firstLine } from './text-bounds.js';

/**
 * The fold of one session transcript into exchanges, one line at a time. Everything it produces
 * depends only on the lines and their byte offsets, never on how they were split into reads:
 * that is what makes an incremental ingest equal to a whole-file one.
 */
export interface ExchangeDraft {
  id: string;
  startedAt: string | null;
  endedAt: string | null;
  prompt: string;
  /**
   * The Markdown body after the title: chunks in order, a blank line between them. Built by
   * appending (a rope in V8), so a growing exchange is not re-joined on every line.
   */
  body: string;
  toolCalls: number;
  errors: number;
  contextTokens: number | null;
  /** The task the exchange worked on, when known. */
  story: StoryRef | null;
}

/** A story as the memory files it: the story id, its worker and the stage of the task. */
export interface StoryRef {
  storyId: string;
  agent: string | null;
  stage: string | null;
}

export interface SessionFold {
  counters: FoldCounters;
  checkpoint: FoldCheckpoint;
  open: ExchangeDraft | null;
  seenUuids: Set<string>;
  seenResponses: Set<string>;
  toolNames: Map<string, string>;
  /**
   * The story of the worktree the session runs in, if any: exchanges opened by an ordinary prompt
   * belong to it. A delivered task names its own story.
   */
  sessionStory: StoryRef | null;
}

const PROMPT_LINE_MAX = 120;
const PROMPT_BODY_MAX = 8_000;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

export function newFold(checkpoint: FoldCheckpoint = { offset: 0, counters: EMPTY_COUNTERS }, sessionStory: StoryRef | null = null): SessionFold {
  return {
    counters: cloneCounters(checkpoint.counters),
    checkpoint: { offset: checkpoint.offset, counters: cloneCounters(checkpoint.counters) },
    open: null,
    seenUuids: new Set(),
    seenResponses: new Set(),
    toolNames: new Map(),
    sessionStory,
  };
}

function cloneCounters(counters: FoldCounters): FoldCounters {
  return { ...counters, skipped: { ...counters.skipped } };
}

/**
 * Applies one complete line that starts at byte `offset`. Returns the exchange it closed, if the
 * line opened a new one.
 */
export function applyLine(fold: SessionFold, line: string, offset: number): ExchangeDraft | null {
  if (line.trim() === '') return null;
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch (error) {
    // SyntaxError: a corrupt line is counted and skipped, never fatal.
    if (!(error instanceof SyntaxError)) throw error;
    fold.counters.corrupt += 1;
    return null;
  }
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    fold.counters.corrupt += 1;
    return null;
  }
  const obj = record as Record<string, unknown>;
  const uuid = typeof obj.uuid === 'string' ? obj.uuid : null;
  if (uuid !== null) {
    if (fold.seenUuids.has(uuid)) {
      fold.counters.duplicates += 1;
      return null;
    }
    fold.seenUuids.add(uuid);
  }
  const classified = classifyRecord(obj);
  const opens = classified.kind !== 'skip' && (classified.kind === 'prompt' || classified.kind === 'task' || fold.open === null);
  // A resume re-reads from the checkpoint's record, so its counters are those from before it.
  if (opens) fold.checkpoint = { offset, counters: cloneCounters(fold.counters) };
  fold.counters.records += 1;
  const at = typeof obj.timestamp === 'string' && ISO.test(obj.timestamp) ? obj.timestamp : null;
  if (classified.kind === 'skip') {
    fold.counters.skipped[classified.type] = (fold.counters.skipped[classified.type] ?? 0) + 1;
    return null;
  }
  let closed: ExchangeDraft | null = null;
  if (opens) {
    closed = fold.open;
    fold.open = openExchange(classified, uuid ?? hashId(offset, line), at, fold.sessionStory);
    fold.counters.exchanges += 1;
    fold.toolNames.clear();
  }
  if (at !== null) fold.counters.last_record_at = at;
  const open = fold.open!;
  if (at !== null) open.endedAt = at;
  apply(fold, open, classified, at);
  return closed;
}

function push(open: ExchangeDraft, chunk: string): void {
  open.body += `\n${chunk}`;
}

function hashId(offset: number, line: string): string {
  return createHash('sha1').update(`${offset}:${line}`).digest('hex');
}

/** Stable id from the opening record: its time (so files sort by start) and its uuid. */
export function exchangeId(uuid: string, at: string | null): string {
  const stamp = at === null ? 'undated' : `${at.slice(0, 10).replace(/-/g, '')}-${at.slice(11, 19).replace(/:/g, '')}`;
  return `${stamp}-${uuid
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toLowerCase()}`;
}

function openExchange(record: Classified, uuid: string, at: string | null, sessionStory: StoryRef | null): ExchangeDraft {
  const text = record.kind === 'prompt' || record.kind === 'task' ? record.text : null;
  const prompt =
    record.kind === 'task'
      ? `Task ${record.task.storyId} (${record.task.stage})`
      : text !== null
        ? firstLine(text, PROMPT_LINE_MAX)
        : record.kind === 'command'
          ? md.commandNote(record.text)
          : '(session start)';
  const story =
    record.kind === 'task' ? { storyId: record.task.storyId, agent: record.task.agent ?? sessionStory?.agent ?? null, stage: record.task.stage } : sessionStory;
  return {
    id: exchangeId(uuid, at),
    startedAt: at,
    endedAt: at,
    prompt,
    body: text !== null ? `## Prompt\n\n${md.fenced(clipPrompt(text))}\n## Exchange\n` : '## Exchange\n',
    toolCalls: 0,
    errors: 0,
    contextTokens: null,
    story,
  };
}

function clipPrompt(text: string): string {
  return text.length <= PROMPT_BODY_MAX ? text.trim() : `${text.slice(0, PROMPT_BODY_MAX)}\n[… ${text.length - PROMPT_BODY_MAX} more characters]`;
}

function apply(fold: SessionFold, open: ExchangeDraft, record: Exclude<Classified, { kind: 'skip' }>, at: string | null): void {
  switch (record.kind) {
    case 'prompt':
    case 'task':
      return;
    case 'assistant':
      return applyAssistant(fold, open, record, at);
    case 'tool_results':
      for (const result of record.results) {
        if (!result.isError) continue;
        open.errors += 1;
        push(open, md.toolError(result, result.toolUseId === null ? undefined : fold.toolNames.get(result.toolUseId)));
      }
      return;
    case 'interrupt':
      push(open, md.interruption(record.text, at));
      return;
    case 'stop_feedback':
      push(open, md.stopFeedback(record.text, at));
      return;
    case 'stop_summary': {
      const chunk = md.stopSummary(record, at);
      if (chunk !== null) push(open, chunk);
      return;
    }
    case 'compact_boundary':
      push(open, md.compaction(record.trigger, record.preTokens, at));
      return;
    case 'compact_summary':
      push(open, md.compactSummary(record.text));
      return;
    case 'command':
    case 'local_command':
      push(open, md.note(record.text, at));
      return;
    case 'meta':
      if (!/^\s*<local-command-caveat>/.test(record.text)) push(open, md.note(record.text, at));
      return;
  }
}

function applyAssistant(fold: SessionFold, open: ExchangeDraft, record: Extract<Classified, { kind: 'assistant' }>, at: string | null): void {
  if (record.synthetic) {
    open.errors += 1;
    const text = record.blocks.map((b) => (b.type === 'text' ? b.text : '')).join(' ');
    push(open, md.apiError(text, at));
    return;
  }
  // One API response is split into a record per block, each repeating the same usage: the first
  // record of a response sets the context size, so a replayed older response cannot rewind it.
  if (record.usage !== null && (record.response === null || !fold.seenResponses.has(record.response))) {
    fold.counters.context_tokens = record.usage;
    open.contextTokens = record.usage;
  }
  if (record.response !== null) fold.seenResponses.add(record.response);
  const last = record.blocks[record.blocks.length - 1];
  if (last !== undefined && last.type !== 'other') fold.counters.settled = last.type !== 'tool_use';
  for (const block of record.blocks) {
    if (block.type === 'text' && block.text.trim() !== '') push(open, md.assistantText(block.text, at));
    if (block.type === 'tool_use') {
      open.toolCalls += 1;
      if (block.id !== null) fold.toolNames.set(block.id, block.name);
      push(open, md.toolCall(block));
    }
  }
}
