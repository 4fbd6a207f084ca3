import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeAtomic } from '../fs/atomic-write.js';
import { CodeIndex } from './code-index.js';
import type { Extracted, FileRecord, SkipRecord } from './facts.js';
import type { CodeLanguage } from './languages.js';

/**
 * The index file: JSON lines, a header and then one line per file (its facts, its skip, or that it
 * is gone), the last line of a path winning. Re-indexing a saved file appends one line instead of
 * rewriting the whole index; loading reads every line once. When dead lines outnumber live ones
 * the file is rewritten whole (atomically). A torn last line (a crash mid-append) is ignored, and
 * the file it named is re-indexed at the next start because its size and mtime no longer match.
 */
export const FORMAT = 'code-index-v1';

interface Header {
  format: typeof FORMAT;
  root: string;
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
}

/** The index stored in `file`, or null when there is none (or it is of another format or root: then it is rebuilt). */
export function loadIndex(file: string, root: string, at: number): Loaded | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    // ENOENT: never built, or deleted to have it rebuilt.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const rows = text.split('\n');
  const header = parseLine(rows[0] ?? '') as Header | null;
  if (header === null || header.format !== FORMAT || header.root !== root) return null;
  const index = new CodeIndex(root);
  let lines = 0;
  let broken = 0;
  for (let i = 1; i < rows.length; i++) {
    const row = rows[i]!;
    if (row === '') continue;
    lines += 1;
    const line = parseLine(row) as Line | null;
    if (line === null || typeof line.p !== 'string') {
      broken += 1;
      continue;
    }
    if ('gone' in line) index.remove(line.p, at);
    else index.apply(fromLine(line), at);
  }
  index.updatedAt = at;
  return { index, lines, broken };
}

/** Appends the new facts of some files (one write). */
export function appendEntries(file: string, entries: Array<Extracted | { gone: string }>): void {
  if (entries.length === 0) return;
  appendFileSync(file, `${entries.map((entry) => JSON.stringify(toLine(entry))).join('\n')}\n`);
}

/** Writes the whole index anew, one line per file. */
export async function saveIndex(file: string, index: CodeIndex): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const parts = [JSON.stringify({ format: FORMAT, root: index.root } satisfies Header)];
  for (const record of index.files.values()) parts.push(JSON.stringify(toLine({ record })));
  for (const skip of index.skips.values()) parts.push(JSON.stringify(toLine({ skip })));
  await writeAtomic(file, `${parts.join('\n')}\n`, { fsync: false });
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
