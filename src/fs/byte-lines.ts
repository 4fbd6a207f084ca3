import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Byte-level reading of an append-only JSONL file: ranges, whole lines with their byte offsets,
 * and the small hashes that tell a grown file from a replaced one.
 */
export const HEAD_BYTES = 1024;
export const TAIL_BYTES = 256;

export interface Line {
  text: string;
  offset: number;
}

/**
 * The bytes of `[start, end)` of an open file, into `into` when given (it must hold them); a range
 * past the end of the file comes back short. Blocking: a read from the page cache costs less than
 * the thread pool's round trip, and the caller yields to the event loop between chunks.
 */
export function readRange(fd: number, start: number, end: number, into?: Buffer): Buffer {
  const length = Math.max(0, end - start);
  const buffer = into ?? Buffer.allocUnsafe(length);
  let filled = 0;
  while (filled < length) {
    const bytesRead = readSync(fd, buffer, filled, length - filled, start + filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return buffer.subarray(0, filled);
}

export function hashBytes(bytes: Buffer): string {
  return createHash('sha1').update(bytes).digest('hex').slice(0, 16);
}

/**
 * The complete lines of `bytes` (which start at file offset `base`); an unfinished last line is
 * held back, so `end` is always just after a newline.
 */
export function completeLines(bytes: Buffer, base: number): { lines: Line[]; end: number } {
  const last = bytes.lastIndexOf(10);
  if (last === -1) return { lines: [], end: base };
  // One decode for the whole chunk is much cheaper than one per line; byte offsets are then
  // recovered from each line's UTF-8 length.
  const text = bytes.toString('utf8', 0, last + 1);
  const lines: Line[] = [];
  let offset = base;
  let start = 0;
  while (start < text.length) {
    const newline = text.indexOf('\n', start);
    const line = text.slice(start, newline);
    lines.push({ text: line, offset });
    offset += Buffer.byteLength(line) + 1;
    start = newline + 1;
  }
  const end = base + last + 1;
  // Invalid UTF-8 decodes to U+FFFD, whose length differs from the bytes it replaced: then the
  // offsets are recomputed line by line from the bytes themselves.
  return { lines: offset === end ? lines : linesByBytes(bytes, base, last), end };
}

function linesByBytes(bytes: Buffer, base: number, last: number): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start <= last) {
    const newline = bytes.indexOf(10, start);
    lines.push({ text: bytes.toString('utf8', start, newline), offset: base + start });
    start = newline + 1;
  }
  return lines;
}

const SCAN_CHUNK_BYTES = 1 << 20;

/**
 * Calls `each` with every complete, non-blank line of the file from byte `from` on (none when the
 * file does not exist), a chunk at a time, giving the event loop a turn between chunks. With
 * `needle`, only the lines holding those bytes are decoded and passed on: a scan for one story
 * costs a search through the bytes, not a string and a parse per line. Returns the offset just
 * after the last complete line, where a later scan of a growing file goes on.
 */
export async function forEachLine(file: string, from: number, each: (line: string) => void, needle?: Buffer): Promise<number> {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    // ENOENT: nothing written yet.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return from;
    throw error;
  }
  try {
    const chunk = Buffer.allocUnsafe(SCAN_CHUNK_BYTES);
    let pending: Buffer = Buffer.alloc(0);
    let at = from;
    for (;;) {
      const bytes = readRange(fd, at, at + chunk.length, chunk);
      if (bytes.length === 0) break;
      at += bytes.length;
      const joined = pending.length === 0 ? bytes : Buffer.concat([pending, bytes]);
      const end = joined.lastIndexOf(10) + 1;
      if (needle === undefined) {
        for (const line of completeLines(joined, 0).lines) if (line.text.trim() !== '') each(line.text);
      } else {
        for (let found = joined.indexOf(needle); found !== -1 && found < end; ) {
          const lineEnd = joined.indexOf(10, found);
          each(joined.toString('utf8', joined.lastIndexOf(10, found) + 1, lineEnd));
          found = joined.indexOf(needle, lineEnd + 1);
        }
      }
      pending = Buffer.from(joined.subarray(end));
      await nextTurn();
    }
    return at - pending.length;
  } finally {
    closeSync(fd);
  }
}
