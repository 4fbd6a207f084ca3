import {
  pathExists
} from "./chunk-J4NJ7XEG.js";
import {
  fileSizeOrNull
} from "./chunk-H7Q6LNZY.js";
import {
  writeAtomic
} from "./chunk-VF46JH6B.js";
import {
  fromIso
} from "./chunk-G6RW7TDQ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  EXCHANGES_INDEX,
  SEARCH_DIR
} from "./chunk-YZV3RAMM.js";

// dist/src/transcripts/search-index.js
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, open as open2, readdir, rm } from "node:fs/promises";
import lockfile from "proper-lockfile";

// dist/src/transcripts/search-segment.js
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { open } from "node:fs/promises";
var BLOCK = 128;
var CHUNK = 1 << 20;
var keyNumber = (key) => parseInt(key, 16);
var SegmentWriter = class _SegmentWriter {
  handle;
  /**
   * The docs as columns and one growing buffer of their text lines, not an object each: a merge
   * of the largest segments adds every exchange there is, and the heap would hold them all.
   */
  docText = new GrowingBuffer();
  docStarts = [0];
  startedMs = [];
  endedMs = [];
  keyNumbers = [];
  terms = [];
  postStarts = [0];
  buffer = Buffer.allocUnsafe(CHUNK);
  used = 0;
  written = 0;
  constructor(handle) {
    this.handle = handle;
  }
  static async create(file) {
    return new _SegmentWriter(await open(file, "w"));
  }
  addDoc(doc) {
    const line = Buffer.from(`${[doc.key, doc.sessionId, doc.exchangeId, doc.storyId ?? "", doc.agent ?? ""].join("	")}
`);
    return this.addDocLine(line, doc.startedMs ?? NaN, doc.endedMs ?? NaN);
  }
  /** A doc copied from another segment: its text line as stored there (ending in a newline) and its times (NaN for none). */
  addDocLine(line, startedMs, endedMs) {
    this.docText.push(line);
    this.docStarts.push(this.docText.length);
    this.startedMs.push(startedMs);
    this.endedMs.push(endedMs);
    this.keyNumbers.push(keyNumber(line.toString("latin1", 0, line.indexOf(9))));
    return this.startedMs.length - 1;
  }
  /** A term's encoded postings (a `PostingsEncoder`'s bytes); a term with none is left out. */
  async addTerm(term, postings) {
    if (postings.length === 0)
      return;
    if (this.used + postings.length > this.buffer.length)
      await this.drain();
    if (postings.length > this.buffer.length) {
      await this.handle.write(postings);
      this.written += postings.length;
    } else
      this.used += postings.copy(this.buffer, this.used);
    this.terms.push(term);
    this.postStarts.push(this.written + this.used);
  }
  async drain() {
    if (this.used > 0)
      await this.handle.write(this.buffer, 0, this.used);
    this.written += this.used;
    this.used = 0;
  }
  async section(bytes) {
    await this.drain();
    const buffer = bytes instanceof Buffer ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const pad = (8 - this.written % 8) % 8;
    if (pad > 0)
      await this.handle.write(Buffer.alloc(pad));
    const start = this.written + pad;
    if (buffer.length > 0)
      await this.handle.write(buffer);
    this.written = start + buffer.length;
    return [start, this.written];
  }
  async finish() {
    try {
      await this.drain();
      const post = [0, this.written];
      const termBytes = this.terms.map((t) => Buffer.byteLength(t) + 1);
      const blockStarts = [];
      let at = 0;
      for (let i = 0; i < this.terms.length; i++) {
        if (i % BLOCK === 0)
          blockStarts.push(at);
        at += termBytes[i];
      }
      blockStarts.push(at);
      const docs = this.startedMs.length;
      const byKey = Array.from({ length: docs }, (_, doc) => doc).sort((a, b) => this.keyNumbers[a] - this.keyNumbers[b]);
      const keys = new Float64Array(docs * 2);
      for (const [i, doc] of byKey.entries()) {
        keys[i * 2] = this.keyNumbers[doc];
        keys[i * 2 + 1] = doc;
      }
      const sections = {
        post,
        terms: await this.section(Buffer.from(this.terms.map((t) => `${t}
`).join(""))),
        blockStarts: await this.section(Float64Array.from(blockStarts)),
        heads: await this.section(Buffer.from(this.terms.filter((_, i) => i % BLOCK === 0).join("\n"))),
        postStarts: await this.section(Float64Array.from(this.postStarts)),
        started: await this.section(Float64Array.from(this.startedMs)),
        ended: await this.section(Float64Array.from(this.endedMs)),
        docText: await this.section(this.docText.bytes()),
        docStarts: await this.section(Float64Array.from(this.docStarts)),
        keys: await this.section(keys)
      };
      const footer = Buffer.from(JSON.stringify({ v: 1, docs, terms: this.terms.length, sections }));
      const length = Buffer.alloc(4);
      length.writeUInt32LE(footer.length);
      await this.handle.write(Buffer.concat([footer, length]));
      return this.written + footer.length + 4;
    } finally {
      await this.handle.close();
    }
  }
};
var SegmentReader = class _SegmentReader {
  fd;
  footer;
  heads = null;
  blockStarts = null;
  keyTable = null;
  constructor(fd, footer) {
    this.fd = fd;
    this.footer = footer;
  }
  static open(file) {
    const fd = openSync(file, "r");
    try {
      const { size } = fstatSync(fd);
      const tail = Buffer.alloc(4);
      readSync(fd, tail, 0, 4, size - 4);
      const length = tail.readUInt32LE();
      const footer = Buffer.alloc(length);
      readSync(fd, footer, 0, length, size - 4 - length);
      return new _SegmentReader(fd, JSON.parse(footer.toString("utf8")));
    } catch (error) {
      closeSync(fd);
      throw error;
    }
  }
  get docs() {
    return this.footer.docs;
  }
  get terms() {
    return this.footer.terms;
  }
  close() {
    closeSync(this.fd);
  }
  bytes(start, end) {
    const buffer = Buffer.allocUnsafeSlow(end - start);
    let done = 0;
    while (done < buffer.length) {
      const bytesRead = readSync(this.fd, buffer, done, buffer.length - done, start + done);
      if (bytesRead === 0)
        throw new Error(`search segment ended early (wanted bytes ${start}-${end})`);
      done += bytesRead;
    }
    return buffer;
  }
  /** Doubles `from` to `to` (indexes) of a f64 section. */
  doubles(section, from = 0, to) {
    const [start, end] = this.footer.sections[section];
    const last = to === void 0 ? end : start + to * 8;
    const out = new Float64Array((last - start - from * 8) / 8);
    if (out.length === 0)
      return out;
    const bytes = this.bytes(start + from * 8, last);
    Buffer.from(out.buffer).set(bytes);
    return out;
  }
  text(section) {
    const [start, end] = this.footer.sections[section];
    return start === end ? "" : this.bytes(start, end).toString("utf8");
  }
  started() {
    return this.doubles("started");
  }
  ended() {
    return this.doubles("ended");
  }
  /** The docs' text lines as stored, one buffer, and where each starts (docs + 1 offsets), for a merge. */
  docLines() {
    const [start, end] = this.footer.sections.docText;
    return { text: start === end ? Buffer.alloc(0) : this.bytes(start, end), starts: this.doubles("docStarts") };
  }
  /** Every doc's fields, for the filters that name a session, story or worker. */
  allDocs() {
    const text = this.text("docText");
    return text.split("\n").slice(0, this.docs).map((line) => line.split("	"));
  }
  /** One doc's key, session, exchange, story and worker. */
  doc(doc) {
    const [from, to] = this.doubles("docStarts", doc, doc + 2);
    const start = this.footer.sections.docText[0];
    const f = this.bytes(start + from, start + to - 1).toString("utf8").split("	");
    return { key: f[0], sessionId: f[1], exchangeId: f[2], storyId: f[3] || null, agent: f[4] || null, startedMs: null, endedMs: null };
  }
  /** The segment's doc of a key, or -1. */
  docOf(key) {
    this.keyTable ??= this.doubles("keys");
    let lo = 0;
    let hi = this.keyTable.length / 2 - 1;
    while (lo <= hi) {
      const mid = lo + hi >> 1;
      const at = this.keyTable[mid * 2];
      if (at === key)
        return this.keyTable[mid * 2 + 1];
      if (at < key)
        lo = mid + 1;
      else
        hi = mid - 1;
    }
    return -1;
  }
  /**
   * Adds to `acc[doc]` (capped at `cap`) the count of every posting of every term starting with
   * `prefix`; one read for the dictionary block(s) and one for the postings, which lie side by
   * side in term order.
   */
  addPrefix(prefix, acc, cap) {
    const [first, last] = this.termRange(prefix);
    if (first >= last)
      return;
    const starts = this.doubles("postStarts", first, last + 1);
    const base = starts[0];
    const bytes = this.bytes(base, starts[starts.length - 1]);
    const docs = new Int32Array(bytes.length);
    const counts = new Uint8Array(bytes.length);
    for (let t = 0; t < last - first; t++) {
      const n = decodePostings(bytes, starts[t] - base, starts[t + 1] - base, docs, counts);
      for (let i = 0; i < n; i++) {
        const sum = acc[docs[i]] + counts[i];
        acc[docs[i]] = Math.min(sum, cap);
      }
    }
  }
  /** Indexes [first, last) of the terms starting with `prefix`. */
  termRange(prefix) {
    if (this.footer.terms === 0)
      return [0, 0];
    this.heads ??= this.text("heads").split("\n");
    this.blockStarts ??= this.doubles("blockStarts");
    let lo = 0;
    let hi = this.heads.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (this.heads[mid] < prefix)
        lo = mid;
      else
        hi = mid - 1;
    }
    let first = -1;
    let last = -1;
    const termsStart = this.footer.sections.terms[0];
    for (let block = lo; block < this.heads.length; block++) {
      const text = this.bytes(termsStart + this.blockStarts[block], termsStart + this.blockStarts[block + 1]).toString("utf8");
      const terms = text.split("\n");
      terms.pop();
      for (let i = 0; i < terms.length; i++) {
        const term = terms[i];
        if (term.startsWith(prefix)) {
          if (first === -1)
            first = block * BLOCK + i;
          last = block * BLOCK + i + 1;
        } else if (term > prefix)
          return first === -1 ? [0, 0] : [first, last];
      }
    }
    return first === -1 ? [0, 0] : [first, last];
  }
  /** Every term in order with its encoded postings, for a merge: the postings are read a chunk at a time. */
  *scan() {
    const terms = this.text("terms").split("\n");
    const starts = this.doubles("postStarts");
    let chunk = Buffer.alloc(0);
    let chunkStart = 0;
    for (let t = 0; t < this.footer.terms; t++) {
      const start = starts[t];
      const end = starts[t + 1];
      if (end > chunkStart + chunk.length) {
        chunkStart = start;
        chunk = this.bytes(start, Math.min(this.footer.sections.post[1], Math.max(end, start + CHUNK)));
      }
      yield { term: terms[t], postings: chunk.subarray(start - chunkStart, end - chunkStart) };
    }
  }
};
var PostingsEncoder = class {
  out = new GrowingBuffer();
  previous = 0;
  reset() {
    this.out.reset();
    this.previous = 0;
  }
  bytes() {
    return this.out.bytes();
  }
  add(doc, count) {
    this.out.pushVarint((doc - this.previous) * 8 + count);
    this.previous = doc;
  }
  /**
   * A segment's postings with every doc moved up by `base`: only the first gap changes, so the
   * rest is copied as bytes (its gaps are only added up, to know the last doc).
   */
  addShifted(postings, base) {
    if (postings.length === 0)
      return;
    const first = readVarint(postings, 0);
    const firstDoc = Math.floor(first / 8);
    this.add(base + firstDoc, first % 8);
    const rest = postings.subarray(varintEnd);
    this.out.push(rest);
    let last = firstDoc;
    for (let at = 0; at < rest.length; at = varintEnd)
      last += Math.floor(readVarint(rest, at) / 8);
    this.previous = base + last;
  }
  /** A segment's postings with each doc renumbered by `remap` (-1: left out). */
  addRemapped(postings, remap) {
    let doc = 0;
    for (let at = 0; at < postings.length; at = varintEnd) {
      const value = readVarint(postings, at);
      doc += Math.floor(value / 8);
      const to = remap[doc];
      if (to !== -1)
        this.add(to, value % 8);
    }
  }
};
var varintEnd = 0;
function readVarint(bytes, from) {
  let value = 0;
  let scale = 1;
  let at = from;
  let byte;
  do {
    byte = bytes[at++];
    value += (byte & 127) * scale;
    scale *= 128;
  } while (byte >= 128);
  varintEnd = at;
  return value;
}
function decodePostings(bytes, from, end, docs, counts) {
  let doc = 0;
  let n = 0;
  for (let at = from; at < end; at = varintEnd) {
    const value = readVarint(bytes, at);
    doc += Math.floor(value / 8);
    docs[n] = doc;
    counts[n++] = value % 8;
  }
  return n;
}
var GrowingBuffer = class {
  buffer = Buffer.allocUnsafe(64 << 10);
  length = 0;
  push(bytes) {
    this.reserve(bytes.length);
    this.length += bytes.copy(this.buffer, this.length);
  }
  pushVarint(value) {
    this.reserve(10);
    let rest = value;
    while (rest >= 128) {
      this.buffer[this.length++] = rest & 127 | 128;
      rest = Math.floor(rest / 128);
    }
    this.buffer[this.length++] = rest;
  }
  reset() {
    this.length = 0;
  }
  bytes() {
    return this.buffer.subarray(0, this.length);
  }
  reserve(bytes) {
    if (this.length + bytes <= this.buffer.length)
      return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(bigger, 0, 0, this.length);
    this.buffer = bigger;
  }
};

// dist/src/transcripts/search-index.js
var MANIFEST = "manifest.json";
var COUNT_CAP = 5;
var TERM_MAX = 64;
var FLUSH_PAIRS = 5e4;
var TAIL_MAX = 1 << 20;
var PAIR_LINE_BYTES = 24;
var MERGE_FAN = 4;
var LEVEL_BYTES = 256 << 10;
var TOKEN = /[\p{L}\p{N}_]+/gu;
function termCounts(text) {
  const counts = /* @__PURE__ */ new Map();
  for (const [word] of text.toLowerCase().matchAll(TOKEN)) {
    if (word.length > TERM_MAX)
      continue;
    const count = counts.get(word) ?? 0;
    if (count < COUNT_CAP)
      counts.set(word, count + 1);
  }
  return counts;
}
function docKey(sessionId, exchangeId) {
  return createHash("sha1").update(`${sessionId}/${exchangeId}`).digest("hex").slice(0, 12);
}
var tailFile = (gen) => `tail-${gen}.tsv`;
function docMeta(line) {
  const ms = (at) => at === null ? null : fromIso(at);
  return {
    sessionId: line.session_id,
    exchangeId: line.exchange_id,
    startedMs: ms(line.started_at),
    endedMs: ms(line.ended_at),
    storyId: line.story_id || null,
    agent: line.agent || null
  };
}
function docLine(key, line) {
  const meta = docMeta(line);
  return `=${[key, meta.sessionId, meta.exchangeId, meta.startedMs ?? "", meta.endedMs ?? "", meta.storyId ?? "", meta.agent ?? ""].join("	")}`;
}
function parseDocLine(raw) {
  const f = raw.slice(1).split("	");
  if (f.length === 2 && f[1] === "-")
    return { key: f[0], meta: null };
  if (f.length !== 7)
    return null;
  const num = (v) => v === "" ? null : Number(v);
  return { key: f[0], meta: { sessionId: f[1], exchangeId: f[2], startedMs: num(f[3]), endedMs: num(f[4]), storyId: f[5] || null, agent: f[6] || null } };
}
var SearchIndexWriter = class {
  projectRoot;
  options;
  /** What this writer put in the current tail for the exchanges still growing: only changes follow. */
  memo = /* @__PURE__ */ new Map();
  gen = -1;
  pending = /* @__PURE__ */ new Map();
  pendingPairs = 0;
  /** `tailMax`: tail bytes that start a compaction (tests make it small to exercise merges). */
  constructor(projectRoot, options = {}) {
    this.projectRoot = projectRoot;
    this.options = options;
  }
  /** Indexes an exchange's current text; `final` when it will not grow again (its memo is dropped). */
  put(line, text, final) {
    const counts = termCounts(text);
    this.queue(docKey(line.session_id, line.exchange_id), { line, counts, final });
  }
  /** An exchange the transcript no longer holds: its versions stop counting. */
  remove(sessionId, exchangeId) {
    this.queue(docKey(sessionId, exchangeId), null);
  }
  queue(key, entry) {
    this.pendingPairs += (entry?.counts.size ?? 0) - (this.pending.get(key)?.counts.size ?? 0);
    this.pending.set(key, entry);
  }
  /** Whether enough is queued that it should be written now, to keep memory bounded in a long ingest. */
  get full() {
    return this.pendingPairs >= FLUSH_PAIRS;
  }
  /**
   * Writes what is pending. A little is appended to the tail; when the tail would pass its size,
   * the tail and the pending exchanges become one segment straight from memory, so a whole-tree
   * ingest never writes its words as text only to parse them back.
   */
  async flush() {
    if (this.pending.size === 0)
      return;
    const dir = inProject(this.projectRoot, SEARCH_DIR);
    const tailMax = this.options.tailMax ?? TAIL_MAX;
    await withIndexLock(dir, async () => {
      const manifest = readManifest(dir) ?? await startIndex(this.projectRoot, dir);
      if (manifest.gen !== this.gen)
        this.memo.clear();
      this.gen = manifest.gen;
      const tail = `${dir}/${tailFile(manifest.gen)}`;
      if ((fileSizeOrNull(tail) ?? 0) + this.pendingPairs * PAIR_LINE_BYTES > tailMax) {
        this.gen = (await compact(dir, manifest, this.pending)).gen;
        this.memo.clear();
      } else {
        const lines = this.tailLines();
        if (lines !== "")
          await appendWhole(tail, lines);
      }
      this.pending.clear();
      this.pendingPairs = 0;
    });
  }
  /** The pending exchanges as tail lines: only the words and fields that changed since this writer's last lines. */
  tailLines() {
    const pairs = [];
    const docs = [];
    for (const [key, entry] of this.pending) {
      if (entry === null) {
        this.memo.delete(key);
        docs.push(`=${key}	-`);
        continue;
      }
      const before = this.memo.get(key);
      const meta = docLine(key, entry.line);
      for (const [term, count] of entry.counts)
        if (before?.counts.get(term) !== count)
          pairs.push(`${term}	${key}	${count}`);
      if (before?.meta !== meta)
        docs.push(meta);
      if (entry.final)
        this.memo.delete(key);
      else
        this.memo.set(key, { meta, counts: entry.counts });
    }
    return pairs.length + docs.length === 0 ? "" : `${[...pairs, ...docs].join("\n")}
`;
  }
};
async function withIndexLock(dir, work) {
  await mkdir(dir, { recursive: true });
  let lost = null;
  const release = await lockfile.lock(dir, {
    lockfilePath: `${dir}/write.lock`,
    realpath: false,
    stale: 3e4,
    retries: { retries: 1200, minTimeout: 5, maxTimeout: 100 },
    onCompromised: (error) => void (lost = error)
  });
  let result;
  try {
    result = await work();
  } finally {
    if (lost === null)
      await release();
  }
  if (lost !== null)
    throw lost;
  return result;
}
async function startIndex(projectRoot, dir) {
  for (const name of await readdir(dir))
    if (/^(p-.*|docs)\.tsv$/.test(name))
      await rm(`${dir}/${name}`, { force: true });
  const manifest = { version: 1, gen: Date.now(), complete: !await pathExists(inProject(projectRoot, EXCHANGES_INDEX)), segments: [] };
  await writeManifest(dir, manifest);
  return manifest;
}
async function writeManifest(dir, manifest) {
  await writeAtomic(`${dir}/${MANIFEST}`, `${JSON.stringify(manifest)}
`, { fsync: false });
}
function readManifest(dir) {
  const text = readOrNull(`${dir}/${MANIFEST}`);
  if (text === null)
    return null;
  const manifest = JSON.parse(text);
  return manifest.version === 1 ? manifest : null;
}
async function markComplete(projectRoot) {
  const dir = inProject(projectRoot, SEARCH_DIR);
  await withIndexLock(dir, async () => {
    const manifest = readManifest(dir);
    if (manifest !== null && !manifest.complete)
      await writeManifest(dir, { ...manifest, complete: true });
  });
}
async function appendWhole(file, text) {
  const handle = await open2(file, "a");
  try {
    const bytes = Buffer.from(text);
    let done = 0;
    while (done < bytes.length)
      done += (await handle.write(bytes, done)).bytesWritten;
    return (await handle.stat()).size;
  } finally {
    await handle.close();
  }
}
function parseTail(text) {
  const docs = /* @__PURE__ */ new Map();
  const words = /* @__PURE__ */ new Map();
  const end = text.lastIndexOf("\n");
  for (let at = 0; at < end; ) {
    const next = text.indexOf("\n", at);
    const raw = text.slice(at, next);
    at = next + 1;
    if (raw.startsWith("=")) {
      const parsed = parseDocLine(raw);
      if (parsed === null)
        continue;
      docs.set(parsed.key, parsed.meta);
      if (parsed.meta === null)
        words.delete(parsed.key);
      continue;
    }
    const f = raw.split("	");
    if (f.length !== 3)
      continue;
    const mine = words.get(f[1]) ?? /* @__PURE__ */ new Map();
    words.set(f[1], mine);
    mine.set(f[0], Math.max(mine.get(f[0]) ?? 0, Number(f[2])));
  }
  return { docs, words };
}
async function compact(dir, manifest, pending) {
  const { docs, words } = parseTail(readOrNull(`${dir}/${tailFile(manifest.gen)}`) ?? "");
  for (const [key, entry] of pending) {
    docs.set(key, entry === null ? null : docMeta(entry.line));
    if (entry === null)
      words.delete(key);
    else
      words.set(key, entry.counts);
  }
  const segments = manifest.segments.map((s) => ({ ...s, dead: new Set(s.dead) }));
  const readers = segments.map((s) => SegmentReader.open(`${dir}/${s.file}`));
  const dropped = [tailFile(manifest.gen)];
  try {
    for (const key of docs.keys()) {
      for (const [i, reader] of readers.entries()) {
        const doc = reader.docOf(keyNumber(key));
        if (doc !== -1)
          segments[i].dead.add(doc);
      }
    }
    const live = [...docs].filter((entry) => entry[1] !== null);
    if (live.length > 0) {
      const file = `seg-${manifest.gen}.bin`;
      const bytes = await writeTailSegment(`${dir}/${file}`, live, words);
      segments.push({ file, docs: live.length, bytes, dead: /* @__PURE__ */ new Set() });
      readers.push(SegmentReader.open(`${dir}/${file}`));
    }
    const level = (bytes) => Math.max(0, Math.floor(Math.log(bytes / LEVEL_BYTES) / Math.log(MERGE_FAN)));
    let merges = 0;
    while (segments.length >= MERGE_FAN && level(segments[segments.length - MERGE_FAN].bytes) <= level(segments[segments.length - 1].bytes)) {
      const at = segments.length - MERGE_FAN;
      const file = `seg-${manifest.gen}-${++merges}.bin`;
      const inputs = segments.slice(at).map((s, i) => ({ reader: readers[at + i], dead: s.dead }));
      const merged = await mergeSegments(`${dir}/${file}`, inputs);
      dropped.push(...segments.slice(at).map((s) => s.file));
      for (const reader of readers.splice(at))
        reader.close();
      segments.splice(at, MERGE_FAN, { file, ...merged, dead: /* @__PURE__ */ new Set() });
      readers.push(SegmentReader.open(`${dir}/${file}`));
    }
  } finally {
    for (const reader of readers)
      reader.close();
  }
  const next = { ...manifest, gen: manifest.gen + 1, segments: segments.map((s) => ({ ...s, dead: [...s.dead].sort((a, b) => a - b) })) };
  await writeManifest(dir, next);
  for (const file of dropped)
    await rm(`${dir}/${file}`, { force: true });
  return next;
}
async function writeTailSegment(file, live, words) {
  const writer = await SegmentWriter.create(file);
  const postings = /* @__PURE__ */ new Map();
  for (const [key, meta] of live) {
    const doc = writer.addDoc({ key, ...meta });
    for (const [term, count] of words.get(key) ?? []) {
      const list = postings.get(term);
      if (list === void 0)
        postings.set(term, [doc * 8 + count]);
      else
        list.push(doc * 8 + count);
    }
  }
  const encoder = new PostingsEncoder();
  for (const term of [...postings.keys()].sort()) {
    encoder.reset();
    for (const packed of postings.get(term))
      encoder.add(Math.floor(packed / 8), packed % 8);
    await writer.addTerm(term, encoder.bytes());
  }
  return writer.finish();
}
async function mergeSegments(file, inputs) {
  const writer = await SegmentWriter.create(file);
  const remaps = [];
  const bases = [];
  let docs = 0;
  for (const { reader, dead } of inputs) {
    const [lines, started, ended] = [reader.docLines(), reader.started(), reader.ended()];
    const remap = new Int32Array(reader.docs).fill(-1);
    bases.push(docs);
    for (let d = 0; d < reader.docs; d++) {
      if (dead.has(d))
        continue;
      remap[d] = writer.addDocLine(lines.text.subarray(lines.starts[d], lines.starts[d + 1]), started[d], ended[d]);
      docs += 1;
    }
    remaps.push(remap);
  }
  const scans = inputs.map(({ reader }) => reader.scan());
  const heads = scans.map((scan) => scan.next().value ?? null);
  const encoder = new PostingsEncoder();
  for (; ; ) {
    let term = null;
    for (const head of heads)
      if (head && (term === null || head.term < term))
        term = head.term;
    if (term === null)
      break;
    encoder.reset();
    for (const [i, head] of heads.entries()) {
      if (head?.term !== term)
        continue;
      if (inputs[i].dead.size === 0)
        encoder.addShifted(head.postings, bases[i]);
      else
        encoder.addRemapped(head.postings, remaps[i]);
      heads[i] = scans[i].next().value ?? null;
    }
    await writer.addTerm(term, encoder.bytes());
  }
  return { docs, bytes: await writer.finish() };
}
function openIndex(projectRoot) {
  const dir = inProject(projectRoot, SEARCH_DIR);
  for (let attempt = 0; ; attempt++) {
    try {
      const view = openOnce(dir);
      if (view !== "moved")
        return view;
    } catch (error) {
      if (error.code !== "ENOENT" || attempt >= 5)
        throw error;
    }
    if (attempt >= 5)
      throw new Error(`the search index under ${SEARCH_DIR} kept changing while it was read`);
  }
}
function openOnce(dir) {
  const manifest = readManifest(dir);
  if (manifest === null)
    return null;
  const readers = [];
  const close = () => {
    for (const reader of readers)
      reader.close();
  };
  try {
    for (const s of manifest.segments)
      readers.push(SegmentReader.open(`${dir}/${s.file}`));
    const raw = readOrNull(`${dir}/${tailFile(manifest.gen)}`) ?? "";
    const text = raw.slice(0, raw.lastIndexOf("\n") + 1);
    const docs = /* @__PURE__ */ new Map();
    const removedAt = /* @__PURE__ */ new Map();
    const touched = /* @__PURE__ */ new Set();
    for (let at = text.startsWith("=") ? 0 : nextLine(text, "\n=", 0); at !== -1; at = nextLine(text, "\n=", at)) {
      const parsed = parseDocLine(text.slice(at, text.indexOf("\n", at)));
      if (parsed === null)
        continue;
      touched.add(parsed.key);
      if (parsed.meta === null) {
        docs.delete(parsed.key);
        removedAt.set(parsed.key, at);
      } else
        docs.set(parsed.key, parsed.meta);
    }
    const segments = manifest.segments.map((s, i) => {
      const dead = new Uint8Array(s.docs);
      for (const doc of s.dead)
        dead[doc] = 1;
      return { reader: readers[i], dead };
    });
    for (const key of touched) {
      for (const { reader, dead } of segments) {
        const doc = reader.docOf(keyNumber(key));
        if (doc !== -1)
          dead[doc] = 1;
      }
    }
    if (readManifest(dir)?.gen !== manifest.gen) {
      close();
      return "moved";
    }
    return { segments, tail: { text, docs, removedAt }, complete: manifest.complete, close };
  } catch (error) {
    close();
    throw error;
  }
}
function tailPostings(view, term) {
  const { text, removedAt } = view.tail;
  const pairs = /* @__PURE__ */ new Map();
  const needle = `
${term}`;
  for (let at = text.startsWith(term) ? 0 : nextLine(text, needle, 0); at !== -1; at = nextLine(text, needle, at)) {
    const raw = text.slice(at, text.indexOf("\n", at));
    const tab = raw.lastIndexOf("	");
    const pair = raw.slice(0, tab);
    const key = pair.slice(pair.indexOf("	") + 1);
    if ((removedAt.get(key) ?? -1) > at)
      continue;
    pairs.set(pair, Math.max(pairs.get(pair) ?? 0, Number(raw.slice(tab + 1))));
  }
  const byDoc = /* @__PURE__ */ new Map();
  for (const [pair, count] of pairs) {
    const key = pair.slice(pair.indexOf("	") + 1);
    byDoc.set(key, Math.min(COUNT_CAP, (byDoc.get(key) ?? 0) + count));
  }
  return byDoc;
}
function nextLine(text, needle, from) {
  const at = text.indexOf(needle, from);
  return at === -1 ? -1 : at + 1;
}
function readOrNull(file) {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}

export {
  COUNT_CAP,
  SearchIndexWriter,
  markComplete,
  openIndex,
  tailPostings
};
