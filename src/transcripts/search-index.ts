import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, open, readdir, rm } from 'node:fs/promises';
import lockfile from 'proper-lockfile';
import { EXCHANGES_INDEX, type IndexLine, SEARCH_DIR } from '../../protocol/exchange.js';
import { fromIso } from '../../protocol/timestamps.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { pathExists } from '../fs/path-exists.js';
import { fileSizeOrNull } from '../fs/read-optional.js';
import { inProject } from '../project/project-root.js';
import { type DocMeta, keyNumber, PostingsEncoder, SegmentReader, SegmentWriter } from './search-segment.js';

/**
 * The derived search index under `exchanges/_search/`, log-structured so a query's cost follows
 * its own words, not the history:
 * - `tail-<gen>.tsv`, append-only and small (TAIL_MAX): what was flushed since the last compaction. An
 *   exchange's first lines in a tail are all its words, later ones the words that are new or
 *   whose count rose; `=key…` lines say its fields, `=key<TAB>-` removes it.
 * - `seg-*.bin`, immutable sorted segments (search-segment.ts) with a term dictionary, so a query
 *   reads only its words' postings. When the tail passes TAIL_MAX it becomes a segment, and
 *   segments of one size class are merged, MERGE_FAN at a time (as in an LSM tree), so there are
 *   a few per size class and each posting is rewritten about once per class.
 * - `manifest.json` names the tail generation and the segments, each with the docs a newer
 *   version superseded (the newest version of an exchange is the only one counted).
 * Writers (the daemon, a hook's ingest) append and compact under one lock. Deleting the folder
 * costs one rebuild from the exchange files.
 */
export const MANIFEST = 'manifest.json';
/** Occurrences counted per term and exchange: more say nothing more about relevance. */
export const COUNT_CAP = 5;
const TERM_MAX = 64;
/**
 * Postings held before they are appended. Every held pair outlives the young generation and is
 * garbage in the old one once written, so this bounds the ingest's heap (with the earlier index,
 * 50,000 instead of 200,000 took a 1 GB ingest's peak RSS from 375 MB to 299 MB at the same CPU).
 */
const FLUSH_PAIRS = 50_000;
/** Every query reads the tail whole: past this it becomes a segment. */
const TAIL_MAX = 1 << 20;
/** About what one word of an exchange takes as a tail line (`word<TAB>key<TAB>count`). */
const PAIR_LINE_BYTES = 24;
const MERGE_FAN = 4;
/** The smallest size class of segments (a tail becomes a segment of about a quarter of its bytes). */
const LEVEL_BYTES = 256 << 10;
const TOKEN = /[\p{L}\p{N}_]+/gu;

/** The distinct words of a text, lower case, with how often each occurs (capped). */
export function termCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [word] of text.toLowerCase().matchAll(TOKEN)) {
    if (word.length > TERM_MAX) continue;
    const count = counts.get(word) ?? 0;
    if (count < COUNT_CAP) counts.set(word, count + 1);
  }
  return counts;
}

/** A short, stable key for an exchange (the postings repeat it on every line). */
export function docKey(sessionId: string, exchangeId: string): string {
  return createHash('sha1').update(`${sessionId}/${exchangeId}`).digest('hex').slice(0, 12);
}

export type { DocMeta };

interface SegmentEntry {
  file: string;
  docs: number;
  bytes: number;
  /** Docs of this segment that a newer version (or a removal) superseded. */
  dead: number[];
}

interface Manifest {
  version: 1;
  gen: number;
  /** False when the index was started over existing exchanges: the next query rebuilds it. */
  complete: boolean;
  /** Oldest first. */
  segments: SegmentEntry[];
}

const tailFile = (gen: number) => `tail-${gen}.tsv`;

function docMeta(line: IndexLine): DocMeta {
  const ms = (at: string | null) => (at === null ? null : fromIso(at));
  return {
    sessionId: line.session_id,
    exchangeId: line.exchange_id,
    startedMs: ms(line.started_at),
    endedMs: ms(line.ended_at),
    storyId: line.story_id || null,
    agent: line.agent || null,
  };
}

function docLine(key: string, line: IndexLine): string {
  const meta = docMeta(line);
  return `=${[key, meta.sessionId, meta.exchangeId, meta.startedMs ?? '', meta.endedMs ?? '', meta.storyId ?? '', meta.agent ?? ''].join('\t')}`;
}

/** A `=` line of a tail: the exchange's fields, or null for a removal. */
function parseDocLine(raw: string): { key: string; meta: DocMeta | null } | null {
  const f = raw.slice(1).split('\t');
  if (f.length === 2 && f[1] === '-') return { key: f[0]!, meta: null };
  if (f.length !== 7) return null;
  const num = (v: string) => (v === '' ? null : Number(v));
  return { key: f[0]!, meta: { sessionId: f[1]!, exchangeId: f[2]!, startedMs: num(f[3]!), endedMs: num(f[4]!), storyId: f[5] || null, agent: f[6] || null } };
}

type Pending = { line: IndexLine; counts: Map<string, number>; final: boolean } | null;

/** Collects what changed since the last write and appends it to the tail in one write. */
export class SearchIndexWriter {
  /** What this writer put in the current tail for the exchanges still growing: only changes follow. */
  private readonly memo = new Map<string, { meta: string; counts: Map<string, number> }>();
  private gen = -1;
  private readonly pending = new Map<string, Pending>();
  private pendingPairs = 0;

  /** `tailMax`: tail bytes that start a compaction (tests make it small to exercise merges). */
  constructor(
    private readonly projectRoot: string,
    private readonly options: { tailMax?: number } = {},
  ) {}

  /** Indexes an exchange's current text; `final` when it will not grow again (its memo is dropped). */
  put(line: IndexLine, text: string, final: boolean): void {
    const counts = termCounts(text);
    this.queue(docKey(line.session_id, line.exchange_id), { line, counts, final });
  }

  /** An exchange the transcript no longer holds: its versions stop counting. */
  remove(sessionId: string, exchangeId: string): void {
    this.queue(docKey(sessionId, exchangeId), null);
  }

  private queue(key: string, entry: Pending): void {
    this.pendingPairs += (entry?.counts.size ?? 0) - (this.pending.get(key)?.counts.size ?? 0);
    this.pending.set(key, entry);
  }

  /** Whether enough is queued that it should be written now, to keep memory bounded in a long ingest. */
  get full(): boolean {
    return this.pendingPairs >= FLUSH_PAIRS;
  }

  /**
   * Writes what is pending. A little is appended to the tail; when the tail would pass its size,
   * the tail and the pending exchanges become one segment straight from memory, so a whole-tree
   * ingest never writes its words as text only to parse them back.
   */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const dir = inProject(this.projectRoot, SEARCH_DIR);
    const tailMax = this.options.tailMax ?? TAIL_MAX;
    await withIndexLock(dir, async () => {
      const manifest = readManifest(dir) ?? (await startIndex(this.projectRoot, dir));
      // Another writer compacted: this tail does not hold our earlier lines, so all words go again.
      if (manifest.gen !== this.gen) this.memo.clear();
      this.gen = manifest.gen;
      const tail = `${dir}/${tailFile(manifest.gen)}`;
      if ((fileSizeOrNull(tail) ?? 0) + this.pendingPairs * PAIR_LINE_BYTES > tailMax) {
        this.gen = (await compact(dir, manifest, this.pending)).gen;
        this.memo.clear();
      } else {
        const lines = this.tailLines();
        if (lines !== '') await appendWhole(tail, lines);
      }
      this.pending.clear();
      this.pendingPairs = 0;
    });
  }

  /** The pending exchanges as tail lines: only the words and fields that changed since this writer's last lines. */
  private tailLines(): string {
    const pairs: string[] = [];
    const docs: string[] = [];
    for (const [key, entry] of this.pending) {
      if (entry === null) {
        this.memo.delete(key);
        docs.push(`=${key}\t-`);
        continue;
      }
      const before = this.memo.get(key);
      const meta = docLine(key, entry.line);
      for (const [term, count] of entry.counts) if (before?.counts.get(term) !== count) pairs.push(`${term}\t${key}\t${count}`);
      // Words before fields: a reader that sees an exchange listed finds its words.
      if (before?.meta !== meta) docs.push(meta);
      if (entry.final) this.memo.delete(key);
      else this.memo.set(key, { meta, counts: entry.counts });
    }
    return pairs.length + docs.length === 0 ? '' : `${[...pairs, ...docs].join('\n')}\n`;
  }
}

/**
 * Runs `work` holding the index's write lock. The holder refreshes it, so it goes stale only when
 * its holder died; a lock lost anyway (the holder stalled past the stale time) fails the work
 * rather than the process, and the caller's next flush writes again.
 */
async function withIndexLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  await mkdir(dir, { recursive: true });
  let lost: Error | null = null;
  const release = await lockfile.lock(dir, {
    lockfilePath: `${dir}/write.lock`,
    realpath: false,
    stale: 30_000,
    retries: { retries: 1200, minTimeout: 5, maxTimeout: 100 },
    onCompromised: (error) => void (lost = error),
  });
  let result: T;
  try {
    result = await work();
  } finally {
    // A lost lock is no longer ours to release.
    if (lost === null) await release();
  }
  if (lost !== null) throw lost;
  return result;
}

/**
 * A first manifest. It is complete when nothing was ingested before (the ingest now writing
 * indexes every exchange); over existing exchanges, the next query rebuilds. Files of an older
 * layout of this derived folder are dropped.
 */
async function startIndex(projectRoot: string, dir: string): Promise<Manifest> {
  for (const name of await readdir(dir)) if (/^(p-.*|docs)\.tsv$/.test(name)) await rm(`${dir}/${name}`, { force: true });
  // Generations start at the clock, so a writer that saw a deleted index never mistakes a new tail for its old one.
  const manifest: Manifest = { version: 1, gen: Date.now(), complete: !(await pathExists(inProject(projectRoot, EXCHANGES_INDEX))), segments: [] };
  await writeManifest(dir, manifest);
  return manifest;
}

async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeAtomic(`${dir}/${MANIFEST}`, `${JSON.stringify(manifest)}\n`, { fsync: false });
}

function readManifest(dir: string): Manifest | null {
  const text = readOrNull(`${dir}/${MANIFEST}`);
  if (text === null) return null;
  const manifest = JSON.parse(text) as Manifest;
  return manifest.version === 1 ? manifest : null;
}

/** Marks the index complete after a rebuild put every exchange in it. */
export async function markComplete(projectRoot: string): Promise<void> {
  const dir = inProject(projectRoot, SEARCH_DIR);
  await withIndexLock(dir, async () => {
    const manifest = readManifest(dir);
    if (manifest !== null && !manifest.complete) await writeManifest(dir, { ...manifest, complete: true });
  });
}

/** Appends in a single write, so lines of two writers never interleave; the file's new size. */
async function appendWhole(file: string, text: string): Promise<number> {
  const handle = await open(file, 'a');
  try {
    const bytes = Buffer.from(text);
    let done = 0;
    while (done < bytes.length) done += (await handle.write(bytes, done)).bytesWritten;
    return (await handle.stat()).size;
  } finally {
    await handle.close();
  }
}

/** A tail read whole: every exchange's latest fields (null: removed) and words. */
function parseTail(text: string): { docs: Map<string, DocMeta | null>; words: Map<string, Map<string, number>> } {
  const docs = new Map<string, DocMeta | null>();
  const words = new Map<string, Map<string, number>>();
  const end = text.lastIndexOf('\n');
  for (let at = 0; at < end; ) {
    const next = text.indexOf('\n', at);
    const raw = text.slice(at, next);
    at = next + 1;
    if (raw.startsWith('=')) {
      const parsed = parseDocLine(raw);
      if (parsed === null) continue;
      docs.set(parsed.key, parsed.meta);
      if (parsed.meta === null) words.delete(parsed.key);
      continue;
    }
    const f = raw.split('\t');
    if (f.length !== 3) continue;
    const mine = words.get(f[1]!) ?? new Map<string, number>();
    words.set(f[1]!, mine);
    mine.set(f[0]!, Math.max(mine.get(f[0]!) ?? 0, Number(f[2])));
  }
  return { docs, words };
}

/**
 * Turns the tail and the pending exchanges into a segment, marks the versions it supersedes,
 * merges segments of one size class, and starts the next tail. Runs under the write lock.
 */
async function compact(dir: string, manifest: Manifest, pending: ReadonlyMap<string, Pending>): Promise<Manifest> {
  const { docs, words } = parseTail(readOrNull(`${dir}/${tailFile(manifest.gen)}`) ?? '');
  // What is pending is newer than the tail; its counts are of the exchange's whole current text.
  for (const [key, entry] of pending) {
    docs.set(key, entry === null ? null : docMeta(entry.line));
    if (entry === null) words.delete(key);
    else words.set(key, entry.counts);
  }
  const segments = manifest.segments.map((s) => ({ ...s, dead: new Set(s.dead) }));
  const readers = segments.map((s) => SegmentReader.open(`${dir}/${s.file}`));
  const dropped: string[] = [tailFile(manifest.gen)];
  try {
    for (const key of docs.keys()) {
      for (const [i, reader] of readers.entries()) {
        const doc = reader.docOf(keyNumber(key));
        if (doc !== -1) segments[i]!.dead.add(doc);
      }
    }
    const live = [...docs].filter((entry): entry is [string, DocMeta] => entry[1] !== null);
    if (live.length > 0) {
      const file = `seg-${manifest.gen}.bin`;
      const bytes = await writeTailSegment(`${dir}/${file}`, live, words);
      segments.push({ file, docs: live.length, bytes, dead: new Set() });
      readers.push(SegmentReader.open(`${dir}/${file}`));
    }
    const level = (bytes: number) => Math.max(0, Math.floor(Math.log(bytes / LEVEL_BYTES) / Math.log(MERGE_FAN)));
    let merges = 0;
    while (segments.length >= MERGE_FAN && level(segments[segments.length - MERGE_FAN]!.bytes) <= level(segments[segments.length - 1]!.bytes)) {
      const at = segments.length - MERGE_FAN;
      const file = `seg-${manifest.gen}-${++merges}.bin`;
      const inputs = segments.slice(at).map((s, i) => ({ reader: readers[at + i]!, dead: s.dead }));
      const merged = await mergeSegments(`${dir}/${file}`, inputs);
      dropped.push(...segments.slice(at).map((s) => s.file));
      for (const reader of readers.splice(at)) reader.close();
      segments.splice(at, MERGE_FAN, { file, ...merged, dead: new Set() });
      readers.push(SegmentReader.open(`${dir}/${file}`));
    }
  } finally {
    for (const reader of readers) reader.close();
  }
  const next: Manifest = { ...manifest, gen: manifest.gen + 1, segments: segments.map((s) => ({ ...s, dead: [...s.dead].sort((a, b) => a - b) })) };
  await writeManifest(dir, next);
  // A reader that read the old manifest retries when a file it names is gone.
  for (const file of dropped) await rm(`${dir}/${file}`, { force: true });
  return next;
}

async function writeTailSegment(file: string, live: Array<[string, DocMeta]>, words: Map<string, Map<string, number>>): Promise<number> {
  const writer = await SegmentWriter.create(file);
  // Each term's postings as doc * 8 + count (counts are at most 5), in doc order.
  const postings = new Map<string, number[]>();
  for (const [key, meta] of live) {
    const doc = writer.addDoc({ key, ...meta });
    for (const [term, count] of words.get(key) ?? []) {
      const list = postings.get(term);
      if (list === undefined) postings.set(term, [doc * 8 + count]);
      else list.push(doc * 8 + count);
    }
  }
  const encoder = new PostingsEncoder();
  for (const term of [...postings.keys()].sort()) {
    encoder.reset();
    for (const packed of postings.get(term)!) encoder.add(Math.floor(packed / 8), packed % 8);
    await writer.addTerm(term, encoder.bytes());
  }
  return writer.finish();
}

/**
 * One segment from several adjacent ones (oldest first), leaving out superseded docs. A segment
 * with none superseded keeps its docs in order after the ones before it, so its postings are
 * copied with their first gap changed; the others' are renumbered one by one.
 */
async function mergeSegments(file: string, inputs: Array<{ reader: SegmentReader; dead: Set<number> }>): Promise<{ docs: number; bytes: number }> {
  const writer = await SegmentWriter.create(file);
  const remaps: Int32Array[] = [];
  const bases: number[] = [];
  let docs = 0;
  for (const { reader, dead } of inputs) {
    const [lines, started, ended] = [reader.docLines(), reader.started(), reader.ended()];
    const remap = new Int32Array(reader.docs).fill(-1);
    bases.push(docs);
    for (let d = 0; d < reader.docs; d++) {
      if (dead.has(d)) continue;
      remap[d] = writer.addDocLine(lines.text.subarray(lines.starts[d]!, lines.starts[d + 1]!), started[d]!, ended[d]!);
      docs += 1;
    }
    remaps.push(remap);
  }
  const scans = inputs.map(({ reader }) => reader.scan());
  const heads = scans.map((scan) => scan.next().value ?? null);
  const encoder = new PostingsEncoder();
  for (;;) {
    let term: string | null = null;
    for (const head of heads) if (head && (term === null || head.term < term)) term = head.term;
    if (term === null) break;
    encoder.reset();
    for (const [i, head] of heads.entries()) {
      if (head?.term !== term) continue;
      if (inputs[i]!.dead.size === 0) encoder.addShifted(head.postings, bases[i]!);
      else encoder.addRemapped(head.postings, remaps[i]!);
      heads[i] = scans[i]!.next().value ?? null;
    }
    await writer.addTerm(term, encoder.bytes());
  }
  return { docs, bytes: await writer.finish() };
}

/**
 * What a query reads of the index: the segments with their superseded docs marked, and the
 * tail's exchanges (which supersede every segment version of themselves).
 */
export interface IndexView {
  segments: Array<{ reader: SegmentReader; dead: Uint8Array }>;
  tail: { text: string; docs: Map<string, DocMeta>; removedAt: Map<string, number> };
  complete: boolean;
  close(): void;
}

/** The index as it is now, or null when there is none. Retries when a compaction replaced files. */
export function openIndex(projectRoot: string): IndexView | null {
  const dir = inProject(projectRoot, SEARCH_DIR);
  for (let attempt = 0; ; attempt++) {
    try {
      const view = openOnce(dir);
      if (view !== 'moved') return view;
    } catch (error) {
      // ENOENT: a compaction removed a file the manifest we read still named.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 5) throw error;
    }
    if (attempt >= 5) throw new Error(`the search index under ${SEARCH_DIR} kept changing while it was read`);
  }
}

/** The index, or 'moved' when a compaction ran while it was read (its tail may be in a new segment). */
function openOnce(dir: string): IndexView | null | 'moved' {
  const manifest = readManifest(dir);
  if (manifest === null) return null;
  const readers: SegmentReader[] = [];
  const close = () => {
    for (const reader of readers) reader.close();
  };
  try {
    for (const s of manifest.segments) readers.push(SegmentReader.open(`${dir}/${s.file}`));
    const raw = readOrNull(`${dir}/${tailFile(manifest.gen)}`) ?? '';
    const text = raw.slice(0, raw.lastIndexOf('\n') + 1);
    const docs = new Map<string, DocMeta>();
    const removedAt = new Map<string, number>();
    const touched = new Set<string>();
    for (let at = text.startsWith('=') ? 0 : nextLine(text, '\n=', 0); at !== -1; at = nextLine(text, '\n=', at)) {
      const parsed = parseDocLine(text.slice(at, text.indexOf('\n', at)));
      if (parsed === null) continue;
      touched.add(parsed.key);
      if (parsed.meta === null) {
        docs.delete(parsed.key);
        removedAt.set(parsed.key, at);
      } else docs.set(parsed.key, parsed.meta);
    }
    const segments = manifest.segments.map((s, i) => {
      const dead = new Uint8Array(s.docs);
      for (const doc of s.dead) dead[doc] = 1;
      return { reader: readers[i]!, dead };
    });
    for (const key of touched) {
      for (const { reader, dead } of segments) {
        const doc = reader.docOf(keyNumber(key));
        if (doc !== -1) dead[doc] = 1;
      }
    }
    if (readManifest(dir)?.gen !== manifest.gen) {
      close();
      return 'moved';
    }
    return { segments, tail: { text, docs, removedAt }, complete: manifest.complete, close };
  } catch (error) {
    close();
    throw error;
  }
}

/**
 * For one query term, the tail's exchanges holding a word that starts with it and how often (the
 * counts of every such word added up, capped): only the lines of matching words are cut out.
 */
export function tailPostings(view: IndexView, term: string): Map<string, number> {
  const { text, removedAt } = view.tail;
  const pairs = new Map<string, number>();
  const needle = `\n${term}`;
  for (let at = text.startsWith(term) ? 0 : nextLine(text, needle, 0); at !== -1; at = nextLine(text, needle, at)) {
    const raw = text.slice(at, text.indexOf('\n', at));
    const tab = raw.lastIndexOf('\t');
    const pair = raw.slice(0, tab);
    const key = pair.slice(pair.indexOf('\t') + 1);
    // Lines before the exchange's removal belong to the removed version.
    if ((removedAt.get(key) ?? -1) > at) continue;
    pairs.set(pair, Math.max(pairs.get(pair) ?? 0, Number(raw.slice(tab + 1))));
  }
  const byDoc = new Map<string, number>();
  for (const [pair, count] of pairs) {
    const key = pair.slice(pair.indexOf('\t') + 1);
    byDoc.set(key, Math.min(COUNT_CAP, (byDoc.get(key) ?? 0) + count));
  }
  return byDoc;
}

function nextLine(text: string, needle: string, from: number): number {
  const at = text.indexOf(needle, from);
  return at === -1 ? -1 : at + 1;
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    // ENOENT: no index yet, or no tail since the last compaction.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
