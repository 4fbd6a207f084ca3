import { open } from 'node:fs/promises';

export interface Tail {
  /** Whole lines from `from` (or from the last `maxBytes` when `from` is further back) to the end. */
  lines: string[];
  /** The file size read up to; pass it back as `from` to read only what is appended later. */
  end: number;
}

/**
 * Reads the end of an append-only file in whole lines: the first partial line of a window that
 * starts mid-file and a last line still being written are left for a later read. Null when the
 * file does not exist.
 */
export async function readTail(file: string, from: number, maxBytes: number): Promise<Tail | null> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    // ENOENT: nothing written yet.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    // A file shorter than what was read before was replaced or truncated: read it from the start.
    const start0 = from > size ? 0 : from;
    const start = Math.max(start0, size - maxBytes);
    const length = size - start;
    if (length <= 0) return { lines: [], end: start0 };
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, start);
    let text = buffer.toString('utf8');
    let skipped = 0;
    if (start > start0 && start > 0) {
      const newline = text.indexOf('\n');
      skipped = newline === -1 ? text.length : newline + 1;
      text = text.slice(skipped);
    }
    const lastNewline = text.lastIndexOf('\n');
    if (lastNewline === -1) return { lines: [], end: start + skipped };
    const complete = text.slice(0, lastNewline);
    const consumed = Buffer.byteLength(text.slice(0, lastNewline + 1));
    return { lines: complete.split('\n').filter((line) => line.trim() !== ''), end: start + skipped + consumed };
  } finally {
    await handle.close();
  }
}
