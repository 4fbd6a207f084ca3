import { createHash } from 'node:crypto';
import { appendFileSync, closeSync, fstatSync, mkdirSync, openSync, readSync } from 'node:fs';
import { dirname } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { rebuildFileAtomic } from '../fs/atomic-write.js';
import { BatchWriter } from '../fs/batch-writer.js';
import { CodeIndex } from './code-index.js';
import type { Extracted, FileRecord, SkipRecord } from './facts.js';
import type { CodeLanguage } from './languages.js';
import { QUERIES } from './queries.js';

/**
 * The index file: JSON lines, a header and then one line per file (its facts, its skip, or that it
 * is gone), the last line of a path winning. Re-indexing a saved file appends one line instead of
 * rewriting the whole index; loading reads every line once. When dead lines outnumber live ones
 * the file is rewritten whole (atomically). A torn last line (a crash mid-append) is ignored, and
 * the file it named is re-indexed at the next start because its size and mtime no longer match.
 */
export const FORMAT = 'code-index-v1';

/**
 * What the facts were extracted by: the queries' text and this number, raised when the code that
 * reads the trees changes. An index written under other rules is rebuilt, not mixed with new facts.
 */
const EXTRACTION = 3;
export const RULES = `${EXTRACTION}-${createHash('sha256').update(JSON.stringify(QUERIES)).digest('hex').slice(0, 12)}`;

interface Header {
  format: typeof FORMAT;
  root: string;
  rules: string;
}

type Line =
  | { p: string; l: CodeLanguage; s: number; m: number; d: FileRecord['defs']; r: FileRecord['refs']; i: FileRecord['imports']; e?: 1 }
  | { p: string; skip: SkipRecord['reason']; s: number; m: number }
  | { p: string; gone: 1 };

export interface Loaded {
  index: CodeIndex;
  lines: number;
  /** Lines that did not parse (a torn last line): counted, skipped. */
  broken: number;
  /** Bytes read, up to the last whole line: where a later read of what was appended starts. */
  offset: number;
  /** The file's inode: a rewrite (compaction, rebuild) renames a new file into place. */
  ino: number;
}

/** The index stored in `file`, or null when there is none (or it is of another format, root or extraction rules: then it is rebuilt). */
export function loadIndex(file: string, root: string, at: number): Loaded | null {
  const read = readOptional(file, 0);
  if (read === null) return null;
  const { bytes, ino, mtimeMs } = read;
  const firstEnd = bytes.indexOf(10);
  const header = parseLine(bytes.subarray(0, firstEnd === -1 ? bytes.length : firstEnd).toString('utf8')) as Header | null;
  if (header === null || header.format !== FORMAT || header.root !== root || header.rules !== RULES) return null;
  const loaded: Loaded = { index: new CodeIndex(root), lines: 0, broken: 0, offset: firstEnd + 1, ino };
  applyAppended(loaded, bytes.subarray(firstEnd + 1), at);
  // The index changed last when its file did.
  loaded.index.updatedAt = mtimeMs;
  return loaded;
}

/**
 * Applies what was appended to the file since `loaded.offset` (a long-lived reader, the MCP
 * server, follows the daemon's writes this way); false when the file was rewritten or removed
 * since, and must be loaded again.
 */
export function readAppended(file: string, loaded: Loaded, at: number): boolean {
  const read = readOptional(file, loaded.offset);
  if (read === null || read.ino !== loaded.ino) return false;
  applyAppended(loaded, read.bytes, at);
  if (read.bytes.length > 0) loaded.index.updatedAt = read.mtimeMs;
  return true;
}

function applyAppended(loaded: Loaded, bytes: Buffer, at: number): void {
  const end = bytes.lastIndexOf(10);
  if (end === -1) return;
  for (const row of bytes.subarray(0, end).toString('utf8').split('\n')) {
    if (row === '') continue;
    loaded.lines += 1;
    const line = parseLine(row) as Line | null;
    if (line === null || typeof line.p !== 'string') {
      loaded.broken += 1;
      continue;
    }
    if ('gone' in line) loaded.index.remove(line.p, at);
    else loaded.index.apply(fromLine(line), at);
  }
  loaded.offset += end + 1;
}

/** The file's bytes from `offset` and its inode, or null when it is missing or shorter than that. */
function readOptional(file: string, offset: number): { bytes: Buffer; ino: number; mtimeMs: number } | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    // ENOENT: never built, or deleted to have it rebuilt.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const { size, ino, mtimeMs } = fstatSync(fd);
    if (size < offset) return null;
    const bytes = Buffer.alloc(size - offset);
    let read = 0;
    while (read < bytes.length) {
      const n = readSync(fd, bytes, read, bytes.length - read, offset + read);
      if (n === 0) break;
      read += n;
    }
    return { bytes: bytes.subarray(0, read), ino, mtimeMs };
  } finally {
    closeSync(fd);
  }
}

/** Appends the new facts of some files (one write). */
export function appendEntries(file: string, entries: Array<Extracted | { gone: string }>): void {
  if (entries.length === 0) return;
  appendFileSync(file, `${entries.map((entry) => JSON.stringify(toLine(entry))).join('\n')}\n`);
}

/** Bytes of lines gathered before they are written: the file is never held whole in memory. */
const SAVE_BATCH_BYTES = 1 << 20;

/**
 * Writes the whole index anew, one line per file, through a temp file renamed into place. It is
 * written a batch at a time, with a turn of the event loop after each: a repository's index is
 * megabytes, and one string of it (plus its lines) was the largest thing the daemon held while it saved.
 */
export async function saveIndex(file: string, index: CodeIndex): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  await rebuildFileAtomic(file, 0, async (fd) => {
    const out = new BatchWriter(fd, SAVE_BATCH_BYTES);
    out.write(JSON.stringify({ format: FORMAT, root: index.root, rules: RULES } satisfies Header));
    for (const record of index.files.values()) if (out.write(JSON.stringify(toLine({ record })))) await nextTurn();
    for (const skip of index.skips.values()) if (out.write(JSON.stringify(toLine({ skip })))) await nextTurn();
    out.end();
  });
}

/** True when the file holds more than twice as many lines as the index has live files. */
export function needsCompaction(lines: number, index: CodeIndex): boolean {
  return lines > 2 * (index.files.size + index.skips.size) + 100;
}

function parseLine(row: string): unknown {
  try {
    return JSON.parse(row);
  } catch (error) {
    // SyntaxError: a torn line; the caller counts it.
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

function toLine(entry: Extracted | { gone: string }): Line {
  if ('gone' in entry) return { p: entry.gone, gone: 1 };
  if ('skip' in entry) return { p: entry.skip.path, skip: entry.skip.reason, s: entry.skip.size, m: entry.skip.mtimeMs };
  const r = entry.record;
  return { p: r.path, l: r.language, s: r.size, m: r.mtimeMs, d: r.defs, r: r.refs, i: r.imports, ...(r.parseErrors ? { e: 1 as const } : {}) };
}

function fromLine(line: Exclude<Line, { gone: 1 }>): Extracted {
  if ('skip' in line) return { skip: { path: line.p, reason: line.skip, size: line.s, mtimeMs: line.m } };
  return { record: { path: line.p, language: line.l, size: line.s, mtimeMs: line.m, defs: line.d, refs: line.r, imports: line.i, parseErrors: line.e === 1 } };
}
