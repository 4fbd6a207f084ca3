import { closeSync, openSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { EXCHANGES_INDEX } from '../../protocol/exchange.js';
import { rebuildFileAtomic, writeAtomic } from '../fs/atomic-write.js';
import { BatchWriter } from '../fs/batch-writer.js';
import { forEachLine, readRange } from '../fs/byte-lines.js';
import { fileSizeOrNull } from '../fs/read-optional.js';
import { inProject } from '../project/project-root.js';
import { jsonOrNull } from '../text/json-or-null.js';
import { entryKey, type IndexEntry, indexEntry, type KeyFields, lineIdentity, loadIndex, parseIndexLine } from './index-store.js';

/**
 * Updating `_index.jsonl` without holding it: the lines that changed since the last save are
 * merged into the sorted file. The lines before the first changed key are copied as bytes (found
 * by a binary search over the file), so the daemon's save, whose changes are the newest
 * exchanges, reads a few lines of a file of any size; only what follows is read, checked and
 * merged. A whole pass is made when old lines go (a transcript read again from the start) or the
 * file was found broken. A file that turns out unsorted (edited by hand) is read whole and sorted.
 */
export interface IndexChanges {
  /** New or rewritten lines by `lineIdentity`. */
  lines: ReadonlyMap<string, IndexEntry>;
  /** Sessions whose earlier lines all go: they were read again from the start, and `lines` holds what they hold now. */
  dropSessions: ReadonlySet<string>;
  /** Check every line (the file held invalid or unsorted lines when it was opened). */
  whole: boolean;
}

/** What a scan found in the index: lines that do not match the schema, and whether it is in order. */
export interface IndexScan {
  lines: number;
  invalid: number;
  sorted: boolean;
}

const CHUNK_BYTES = 1 << 20;
/** Up to this many changed lines (a daemon's save) are put in place by bisection, each; more are merged in one pass. */
const SPLICED_CHANGES = 64;

class Unsorted extends Error {}

/** One pass over the index, a chunk at a time: counts its lines and invalid ones, and checks the order. */
export async function scanIndex(projectRoot: string): Promise<IndexScan> {
  const scan: IndexScan = { lines: 0, invalid: 0, sorted: true };
  let previous = '';
  await forEachLine(inProject(projectRoot, EXCHANGES_INDEX), 0, (raw) => {
    const entry = parseLine(raw, true);
    if (entry === null) {
      scan.invalid += 1;
      return;
    }
    scan.lines += 1;
    if (entry.key < previous) scan.sorted = false;
    previous = entry.key;
  });
  return scan;
}

export async function updateIndex(projectRoot: string, changes: IndexChanges): Promise<void> {
  const file = inProject(projectRoot, EXCHANGES_INDEX);
  const sorted = [...changes.lines.values()].sort(byKey);
  const size = fileSizeOrNull(file);
  if (size === null) {
    await writeAtomic(file, joinEntries(sorted), { fsync: false });
    return;
  }
  if (sorted.length === 0 && changes.dropSessions.size === 0 && !changes.whole) return;
  if (!changes.whole && changes.dropSessions.size === 0 && sorted.length <= SPLICED_CHANGES) {
    const splices = withFd(file, (fd) => sorted.map((entry) => spliceOf(fd, size, entry)));
    await rebuildFileAtomic(file, splices[0]!.at, (fd) => spliceInto(fd, file, size, splices));
    return;
  }
  const keep = changes.whole || changes.dropSessions.size > 0 ? 0 : withFd(file, (fd) => lowerBound(fd, size, sorted[0]!.key)?.start ?? size);
  try {
    await rebuildFileAtomic(file, keep, (fd) => mergeInto(fd, file, keep, sorted, changes));
  } catch (error) {
    if (!(error instanceof Unsorted)) throw error;
    await rewriteSorted(projectRoot, changes);
  }
}

/** Where a changed line goes: before the byte `at`, in place of the `replaces` bytes of its old version there (0 when new). */
interface Splice {
  entry: IndexEntry;
  at: number;
  replaces: number;
}

function spliceOf(fd: number, size: number, entry: IndexEntry): Splice {
  const line = lowerBound(fd, size, entry.key);
  if (line === null) return { entry, at: size, replaces: 0 };
  const same = parseLine(line.text, false)?.key === entry.key;
  return { entry, at: line.start, replaces: same ? line.text.length + 1 : 0 };
}

/** The old bytes from the first splice on, with each changed line put in its place: no old line is parsed. */
async function spliceInto(fd: number, file: string, size: number, splices: Splice[]): Promise<void> {
  const out = new BatchWriter(fd);
  let from = splices[0]!.at;
  const old = openSync(file, 'r');
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

async function copyRange(fd: number, from: number, to: number, out: BatchWriter): Promise<void> {
  for (let at = from; at < to; at += CHUNK_BYTES) {
    out.writeBytes(readRange(fd, at, Math.min(to, at + CHUNK_BYTES)));
    await nextTurn();
  }
}

/** The old lines from `from` on, less those replaced or dropped, merged in key order with the changed ones. */
async function mergeInto(fd: number, file: string, from: number, sorted: IndexEntry[], changes: IndexChanges): Promise<void> {
  const out = new BatchWriter(fd);
  let next = 0;
  let previous = '';
  await forEachLine(file, from, (raw) => {
    const entry = parseLine(raw, changes.whole);
    if (entry === null) return;
    if (entry.key < previous) throw new Unsorted();
    previous = entry.key;
    if (changes.lines.has(entry.identity) || changes.dropSessions.has(entry.sessionId)) return;
    for (; next < sorted.length && sorted[next]!.key < entry.key; next++) out.write(sorted[next]!.json);
    out.write(raw);
  });
  for (; next < sorted.length; next++) out.write(sorted[next]!.json);
  out.end();
}

/** The rare path: the file read whole, the changes applied, everything sorted. */
async function rewriteSorted(projectRoot: string, changes: IndexChanges): Promise<void> {
  const entries = new Map<string, IndexEntry>();
  for (const line of (await loadIndex(projectRoot)).lines) {
    if (!changes.dropSessions.has(line.session_id)) entries.set(lineIdentity(line.session_id, line.exchange_id), indexEntry(line));
  }
  for (const [identity, entry] of changes.lines) entries.set(identity, entry);
  await writeAtomic(inProject(projectRoot, EXCHANGES_INDEX), joinEntries([...entries.values()].sort(byKey)), { fsync: false });
}

interface OldLine {
  key: string;
  identity: string;
  sessionId: string;
}

/**
 * An old line's key and identity, or null for a line to leave out. With `schema`, the line must
 * match the schema; else only the fields the merge needs are checked (the open scan checked the
 * rest, and the lines since are ours).
 */
function parseLine(raw: string | Buffer, schema: boolean): OldLine | null {
  const line = schema ? parseIndexLine(raw.toString()) : keyFields(jsonOrNull(raw.toString()));
  if (line === null) return null;
  return { key: entryKey(line), identity: lineIdentity(line.session_id, line.exchange_id), sessionId: line.session_id };
}

function keyFields(value: unknown): KeyFields | null {
  if (typeof value !== 'object' || value === null) return null;
  const { session_id, exchange_id, started_at } = value as Record<string, unknown>;
  if (typeof session_id !== 'string' || typeof exchange_id !== 'string') return null;
  if (typeof started_at !== 'string' && started_at !== null) return null;
  return { session_id, exchange_id, started_at };
}

/**
 * The first line whose key is not below `key` (null when none: the changes go at the end), found
 * by bisecting byte positions. Lines before it all sort before every change.
 */
function lowerBound(fd: number, size: number, key: string): FileLine | null {
  let lo = 0;
  let hi = size;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const line = lineFrom(fd, mid, size);
    if (line === null || line.start >= hi) hi = mid;
    else {
      const parsed = parseLine(line.text, false);
      // A line that cannot be read says nothing of the order: the merge after it sorts it out.
      if (parsed !== null && parsed.key < key) lo = line.start + 1;
      else hi = mid;
    }
  }
  return lineFrom(fd, lo, size);
}

function withFd<T>(file: string, work: (fd: number) => T): T {
  const fd = openSync(file, 'r');
  try {
    return work(fd);
  } finally {
    closeSync(fd);
  }
}

interface FileLine {
  start: number;
  text: Buffer;
}

/** The first whole line that starts at or after `at`, or null. */
function lineFrom(fd: number, at: number, size: number): FileLine | null {
  let start = at;
  if (at > 0) {
    const newline = findByte(fd, at - 1, size, 10);
    if (newline === -1) return null;
    start = newline + 1;
  }
  if (start >= size) return null;
  const end = findByte(fd, start, size, 10);
  return end === -1 ? null : { start, text: readRange(fd, start, end) };
}

function findByte(fd: number, from: number, size: number, byte: number): number {
  const buffer = Buffer.allocUnsafe(16 << 10);
  for (let at = from; at < size; at += buffer.length) {
    const bytes = readRange(fd, at, Math.min(size, at + buffer.length), buffer);
    const found = bytes.indexOf(byte);
    if (found !== -1) return at + found;
  }
  return -1;
}

function byKey(a: IndexEntry, b: IndexEntry): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

function joinEntries(sorted: IndexEntry[]): Buffer {
  const text = Buffer.allocUnsafe(sorted.reduce((sum, entry) => sum + entry.json.length + 1, 0));
  let at = 0;
  for (const entry of sorted) {
    at += entry.json.copy(text, at);
    text[at++] = 10;
  }
  return text;
}
