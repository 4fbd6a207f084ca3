import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';

/**
 * One immutable, sorted segment of the search index: a term dictionary with the offset of each
 * term's postings, so a query reads the dictionary block its term falls in and the postings of the
 * matching words, never the whole file. Postings are varints of `(doc gap) * 8 + count`, docs
 * numbered within the segment. The footer (last 4 bytes: its length) says where each section is.
 *
 * Sections: post (postings), terms (sorted, `\n`-joined), blockStarts (f64, byte start of every
 * BLOCK-th term in terms), heads (those terms, `\n`-joined), postStarts (f64 per term + 1),
 * started / ended (f64 per doc, NaN for none), docText (`key\tsession\texchange\tstory\tagent` per
 * doc, `\n`-joined), docStarts (f64 per doc + 1), keys (f64 pairs: numeric key, doc; sorted by key).
 */
export const BLOCK = 128;
const CHUNK = 1 << 20;

/** An indexed exchange: where it is, when it ran, and its story and worker. */
export interface DocMeta {
  sessionId: string;
  exchangeId: string;
  startedMs: number | null;
  endedMs: number | null;
  storyId: string | null;
  agent: string | null;
}

export interface SegmentDoc extends DocMeta {
  key: string;
}

type Section = 'post' | 'terms' | 'blockStarts' | 'heads' | 'postStarts' | 'started' | 'ended' | 'docText' | 'docStarts' | 'keys';
interface Footer {
  v: 1;
  docs: number;
  terms: number;
  sections: Record<Section, [number, number]>;
}

/** The 48-bit number of a 12-hex-digit doc key: exact in a double. */
export const keyNumber = (key: string): number => parseInt(key, 16);

/** Writes a segment term by term, in sorted term order, after every doc has been added. */
export class SegmentWriter {
  /**
   * The docs as columns and one growing buffer of their text lines, not an object each: a merge
   * of the largest segments adds every exchange there is, and the heap would hold them all.
   */
  private readonly docText = new GrowingBuffer();
  private readonly docStarts: number[] = [0];
  private readonly startedMs: number[] = [];
  private readonly endedMs: number[] = [];
  private readonly keyNumbers: number[] = [];
  private readonly terms: string[] = [];
  private readonly postStarts: number[] = [0];
  private buffer = Buffer.allocUnsafe(CHUNK);
  private used = 0;
  private written = 0;

  private constructor(private readonly handle: FileHandle) {}

  static async create(file: string): Promise<SegmentWriter> {
    return new SegmentWriter(await open(file, 'w'));
  }

  addDoc(doc: SegmentDoc): number {
    const line = Buffer.from(`${[doc.key, doc.sessionId, doc.exchangeId, doc.storyId ?? '', doc.agent ?? ''].join('\t')}\n`);
    return this.addDocLine(line, doc.startedMs ?? NaN, doc.endedMs ?? NaN);
  }

  /** A doc copied from another segment: its text line as stored there (ending in a newline) and its times (NaN for none). */
  addDocLine(line: Buffer, startedMs: number, endedMs: number): number {
    this.docText.push(line);
    this.docStarts.push(this.docText.length);
    this.startedMs.push(startedMs);
    this.endedMs.push(endedMs);
    // The key is the line's first field, 12 hex digits.
    this.keyNumbers.push(keyNumber(line.toString('latin1', 0, line.indexOf(9))));
    return this.startedMs.length - 1;
  }

  /** A term's encoded postings (a `PostingsEncoder`'s bytes); a term with none is left out. */
  async addTerm(term: string, postings: Buffer): Promise<void> {
    if (postings.length === 0) return;
    if (this.used + postings.length > this.buffer.length) await this.drain();
    if (postings.length > this.buffer.length) {
      await this.handle.write(postings);
      this.written += postings.length;
    } else this.used += postings.copy(this.buffer, this.used);
    this.terms.push(term);
    this.postStarts.push(this.written + this.used);
  }

  private async drain(): Promise<void> {
    if (this.used > 0) await this.handle.write(this.buffer, 0, this.used);
    this.written += this.used;
    this.used = 0;
  }

  private async section(bytes: Buffer | Float64Array): Promise<[number, number]> {
    await this.drain();
    const buffer = bytes instanceof Buffer ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // Doubles land on 8-byte boundaries, so a reader can view them without copying.
    const pad = (8 - (this.written % 8)) % 8;
    if (pad > 0) await this.handle.write(Buffer.alloc(pad));
    const start = this.written + pad;
    if (buffer.length > 0) await this.handle.write(buffer);
    this.written = start + buffer.length;
    return [start, this.written];
  }

  async finish(): Promise<number> {
    try {
      await this.drain();
      const post: [number, number] = [0, this.written];
      const termBytes = this.terms.map((t) => Buffer.byteLength(t) + 1);
      const blockStarts: number[] = [];
      let at = 0;
      for (let i = 0; i < this.terms.length; i++) {
        if (i % BLOCK === 0) blockStarts.push(at);
        at += termBytes[i]!;
      }
      blockStarts.push(at);
      const docs = this.startedMs.length;
      const byKey = Array.from({ length: docs }, (_, doc) => doc).sort((a, b) => this.keyNumbers[a]! - this.keyNumbers[b]!);
      const keys = new Float64Array(docs * 2);
      for (const [i, doc] of byKey.entries()) {
        keys[i * 2] = this.keyNumbers[doc]!;
        keys[i * 2 + 1] = doc;
      }
      const sections: Footer['sections'] = {
        post,
        terms: await this.section(Buffer.from(this.terms.map((t) => `${t}\n`).join(''))),
        blockStarts: await this.section(Float64Array.from(blockStarts)),
        heads: await this.section(Buffer.from(this.terms.filter((_, i) => i % BLOCK === 0).join('\n'))),
        postStarts: await this.section(Float64Array.from(this.postStarts)),
        started: await this.section(Float64Array.from(this.startedMs)),
        ended: await this.section(Float64Array.from(this.endedMs)),
        docText: await this.section(this.docText.bytes()),
        docStarts: await this.section(Float64Array.from(this.docStarts)),
        keys: await this.section(keys),
      };
      const footer = Buffer.from(JSON.stringify({ v: 1, docs, terms: this.terms.length, sections } satisfies Footer));
      const length = Buffer.alloc(4);
      length.writeUInt32LE(footer.length);
      await this.handle.write(Buffer.concat([footer, length]));
      return this.written + footer.length + 4;
    } finally {
      await this.handle.close();
    }
  }
}

/**
 * A segment opened for reading: sections are read when first asked for, a range at a time. Reads
 * are synchronous: a query makes a few dozen small reads from the page cache, and each would
 * otherwise wait its turn in the thread pool.
 */
export class SegmentReader {
  private heads: string[] | null = null;
  private blockStarts: Float64Array | null = null;
  private keyTable: Float64Array | null = null;

  private constructor(
    private readonly fd: number,
    private readonly footer: Footer,
  ) {}

  static open(file: string): SegmentReader {
    const fd = openSync(file, 'r');
    try {
      const { size } = fstatSync(fd);
      const tail = Buffer.alloc(4);
      readSync(fd, tail, 0, 4, size - 4);
      const length = tail.readUInt32LE();
      const footer = Buffer.alloc(length);
      readSync(fd, footer, 0, length, size - 4 - length);
      return new SegmentReader(fd, JSON.parse(footer.toString('utf8')) as Footer);
    } catch (error) {
      closeSync(fd);
      throw error;
    }
  }

  get docs(): number {
    return this.footer.docs;
  }

  get terms(): number {
    return this.footer.terms;
  }

  close(): void {
    closeSync(this.fd);
  }

  private bytes(start: number, end: number): Buffer {
    const buffer = Buffer.allocUnsafeSlow(end - start);
    let done = 0;
    while (done < buffer.length) {
      const bytesRead = readSync(this.fd, buffer, done, buffer.length - done, start + done);
      if (bytesRead === 0) throw new Error(`search segment ended early (wanted bytes ${start}-${end})`);
      done += bytesRead;
    }
    return buffer;
  }

  /** Doubles `from` to `to` (indexes) of a f64 section. */
  private doubles(section: Section, from = 0, to?: number): Float64Array {
    const [start, end] = this.footer.sections[section];
    const last = to === undefined ? end : start + to * 8;
    const out = new Float64Array((last - start - from * 8) / 8);
    if (out.length === 0) return out;
    const bytes = this.bytes(start + from * 8, last);
    Buffer.from(out.buffer).set(bytes);
    return out;
  }

  private text(section: Section): string {
    const [start, end] = this.footer.sections[section];
    return start === end ? '' : this.bytes(start, end).toString('utf8');
  }

  started(): Float64Array {
    return this.doubles('started');
  }

  ended(): Float64Array {
    return this.doubles('ended');
  }

  /** The docs' text lines as stored, one buffer, and where each starts (docs + 1 offsets), for a merge. */
  docLines(): { text: Buffer; starts: Float64Array } {
    const [start, end] = this.footer.sections.docText;
    return { text: start === end ? Buffer.alloc(0) : this.bytes(start, end), starts: this.doubles('docStarts') };
  }

  /** Every doc's fields, for the filters that name a session, story or worker. */
  allDocs(): string[][] {
    const text = this.text('docText');
    return text
      .split('\n')
      .slice(0, this.docs)
      .map((line) => line.split('\t'));
  }

  /** One doc's key, session, exchange, story and worker. */
  doc(doc: number): SegmentDoc {
    const [from, to] = this.doubles('docStarts', doc, doc + 2);
    const start = this.footer.sections.docText[0];
    const f = this.bytes(start + from!, start + to! - 1)
      .toString('utf8')
      .split('\t');
    return { key: f[0]!, sessionId: f[1]!, exchangeId: f[2]!, storyId: f[3] || null, agent: f[4] || null, startedMs: null, endedMs: null };
  }

  /** The segment's doc of a key, or -1. */
  docOf(key: number): number {
    this.keyTable ??= this.doubles('keys');
    let lo = 0;
    let hi = this.keyTable.length / 2 - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = this.keyTable[mid * 2]!;
      if (at === key) return this.keyTable[mid * 2 + 1]!;
      if (at < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /**
   * Adds to `acc[doc]` (capped at `cap`) the count of every posting of every term starting with
   * `prefix`; one read for the dictionary block(s) and one for the postings, which lie side by
   * side in term order.
   */
  addPrefix(prefix: string, acc: Uint8Array, cap: number): void {
    const [first, last] = this.termRange(prefix);
    if (first >= last) return;
    const starts = this.doubles('postStarts', first, last + 1);
    const base = starts[0]!;
    const bytes = this.bytes(base, starts[starts.length - 1]!);
    // Each posting takes at least a byte.
    const docs = new Int32Array(bytes.length);
    const counts = new Uint8Array(bytes.length);
    for (let t = 0; t < last - first; t++) {
      const n = decodePostings(bytes, starts[t]! - base, starts[t + 1]! - base, docs, counts);
      for (let i = 0; i < n; i++) {
        const sum = acc[docs[i]!]! + counts[i]!;
        acc[docs[i]!] = Math.min(sum, cap);
      }
    }
  }

  /** Indexes [first, last) of the terms starting with `prefix`. */
  private termRange(prefix: string): [number, number] {
    if (this.footer.terms === 0) return [0, 0];
    this.heads ??= this.text('heads').split('\n');
    this.blockStarts ??= this.doubles('blockStarts');
    // The last block whose first term sorts before the prefix may hold its first matches.
    let lo = 0;
    let hi = this.heads.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.heads[mid]! < prefix) lo = mid;
      else hi = mid - 1;
    }
    let first = -1;
    let last = -1;
    const termsStart = this.footer.sections.terms[0];
    for (let block = lo; block < this.heads.length; block++) {
      const text = this.bytes(termsStart + this.blockStarts[block]!, termsStart + this.blockStarts[block + 1]!).toString('utf8');
      const terms = text.split('\n');
      terms.pop();
      for (let i = 0; i < terms.length; i++) {
        const term = terms[i]!;
        if (term.startsWith(prefix)) {
          if (first === -1) first = block * BLOCK + i;
          last = block * BLOCK + i + 1;
        } else if (term > prefix) return first === -1 ? [0, 0] : [first, last];
      }
    }
    return first === -1 ? [0, 0] : [first, last];
  }

  /** Every term in order with its encoded postings, for a merge: the postings are read a chunk at a time. */
  *scan(): Generator<{ term: string; postings: Buffer }> {
    const terms = this.text('terms').split('\n');
    const starts = this.doubles('postStarts');
    let chunk: Buffer = Buffer.alloc(0);
    let chunkStart = 0;
    for (let t = 0; t < this.footer.terms; t++) {
      const start = starts[t]!;
      const end = starts[t + 1]!;
      if (end > chunkStart + chunk.length) {
        chunkStart = start;
        chunk = this.bytes(start, Math.min(this.footer.sections.post[1], Math.max(end, start + CHUNK)));
      }
      yield { term: terms[t]!, postings: chunk.subarray(start - chunkStart, end - chunkStart) };
    }
  }
}

/**
 * Builds one term's postings, `(doc gap) * 8 + count` as varints, from docs given in increasing
 * order: one at a time, or a run copied from another segment with its docs shifted or renumbered.
 */
export class PostingsEncoder {
  private readonly out = new GrowingBuffer();
  private previous = 0;

  reset(): void {
    this.out.reset();
    this.previous = 0;
  }

  bytes(): Buffer {
    return this.out.bytes();
  }

  add(doc: number, count: number): void {
    this.out.pushVarint((doc - this.previous) * 8 + count);
    this.previous = doc;
  }

  /**
   * A segment's postings with every doc moved up by `base`: only the first gap changes, so the
   * rest is copied as bytes (its gaps are only added up, to know the last doc).
   */
  addShifted(postings: Buffer, base: number): void {
    if (postings.length === 0) return;
    const first = readVarint(postings, 0);
    const firstDoc = Math.floor(first / 8);
    this.add(base + firstDoc, first % 8);
    const rest = postings.subarray(varintEnd);
    this.out.push(rest);
    let last = firstDoc;
    for (let at = 0; at < rest.length; at = varintEnd) last += Math.floor(readVarint(rest, at) / 8);
    this.previous = base + last;
  }

  /** A segment's postings with each doc renumbered by `remap` (-1: left out). */
  addRemapped(postings: Buffer, remap: Int32Array): void {
    let doc = 0;
    for (let at = 0; at < postings.length; at = varintEnd) {
      const value = readVarint(postings, at);
      doc += Math.floor(value / 8);
      const to = remap[doc]!;
      if (to !== -1) this.add(to, value % 8);
    }
  }
}

/** Where the varint `readVarint` read last ended: set beside its value so the hot loops allocate nothing. */
let varintEnd = 0;

function readVarint(bytes: Buffer, from: number): number {
  let value = 0;
  let scale = 1;
  let at = from;
  let byte: number;
  do {
    byte = bytes[at++]!;
    value += (byte & 0x7f) * scale;
    scale *= 128;
  } while (byte >= 0x80);
  varintEnd = at;
  return value;
}

/** Decodes the postings in bytes [from, end) into `docs` and `counts`; how many there were. */
function decodePostings(bytes: Buffer, from: number, end: number, docs: Int32Array, counts: Uint8Array): number {
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

/** Bytes appended one run after another, held in one buffer that doubles when full. */
class GrowingBuffer {
  private buffer = Buffer.allocUnsafe(64 << 10);
  length = 0;

  push(bytes: Buffer): void {
    this.reserve(bytes.length);
    this.length += bytes.copy(this.buffer, this.length);
  }

  pushVarint(value: number): void {
    this.reserve(10);
    let rest = value;
    while (rest >= 0x80) {
      this.buffer[this.length++] = (rest & 0x7f) | 0x80;
      rest = Math.floor(rest / 128);
    }
    this.buffer[this.length++] = rest;
  }

  reset(): void {
    this.length = 0;
  }

  bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }

  private reserve(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(bigger, 0, 0, this.length);
    this.buffer = bigger;
  }
}
