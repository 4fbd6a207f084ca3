import { closeSync, fstatSync, lstatSync, openSync, readSync, realpathSync, type Stats, statSync } from 'node:fs';
import { lstat, open, realpath, stat } from 'node:fs/promises';

/**
 * The few operations reading a protocol file needs, in two flavours with one contract. The thread
 * pool keeps the event loop free while a running daemon waits on the disk; blocking calls skip the
 * round trip through the pool, several times cheaper per call, for bulk reads before anyone is
 * served (the first reconcile of thousands of stories).
 */
export interface ReadIo {
  lstat(file: string): Promise<Stats>;
  stat(file: string): Promise<Stats>;
  realpath(file: string): Promise<string>;
  /**
   * Up to `limit` bytes; stops once `expected` bytes (the size a stat just gave) are in. With them
   * the mtime of the open descriptor: an NFS client asks the server for it at the open
   * (close-to-open), where a stat of the path may be answered from its attribute cache.
   */
  readAtMost(file: string, limit: number, expected: number): Promise<OpenRead>;
}

export interface OpenRead {
  bytes: Buffer;
  mtimeMs: number;
}

export const threadPoolIo: ReadIo = {
  lstat: (file) => lstat(file),
  stat: (file) => stat(file),
  realpath: (file) => realpath(file),
  async readAtMost(file, limit, expected) {
    const handle = await open(file, 'r');
    try {
      const { mtimeMs } = await handle.stat();
      return { bytes: await fill(limit, expected, async (buffer, offset) => (await handle.read(buffer, offset, limit - offset, offset)).bytesRead), mtimeMs };
    } finally {
      await handle.close();
    }
  },
};

export const blockingIo: ReadIo = {
  lstat: async (file) => lstatSync(file),
  stat: async (file) => statSync(file),
  realpath: async (file) => realpathSync(file),
  async readAtMost(file, limit, expected) {
    const fd = openSync(file, 'r');
    try {
      const { mtimeMs } = fstatSync(fd);
      return { bytes: await fill(limit, expected, (buffer, offset) => readSync(fd, buffer, offset, limit - offset, offset)), mtimeMs };
    } finally {
      closeSync(fd);
    }
  },
};

/**
 * Reads into a buffer of `limit` bytes from the start of the file until end of file, the limit, or
 * `expected` bytes. Asking again only to be told "end of file" would cost a call per file; a file
 * that grew since the stat has a new size, so the next look reads it again.
 */
async function fill(limit: number, expected: number, readAt: (buffer: Buffer, offset: number) => Promise<number> | number): Promise<Buffer> {
  // Only the bytes read are ever returned, so the buffer need not be zeroed first.
  const buffer = Buffer.allocUnsafe(limit);
  let total = 0;
  while (total < limit) {
    const bytesRead = await readAt(buffer, total);
    total += bytesRead;
    if (bytesRead === 0 || total >= expected) break;
  }
  return buffer.subarray(0, total);
}
