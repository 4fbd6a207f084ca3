import { writeSync } from 'node:fs';

/**
 * Lines gathered and written to a file descriptor a batch at a time (the temp file of
 * `rebuildFileAtomic`): a rewritten index is never held whole, and each write is large enough to
 * cost little.
 */
export class BatchWriter {
  private parts: Array<string | Buffer> = [];
  private bytes = 0;

  constructor(
    private readonly fd: number,
    private readonly batchBytes: number = 256 << 10,
  ) {}

  /** Adds a line (its newline is added); true when that filled a batch and it was written. */
  write(line: string | Buffer): boolean {
    this.parts.push(line, '\n');
    this.bytes += line.length + 1;
    if (this.bytes < this.batchBytes) return false;
    this.end();
    return true;
  }

  /** Bytes as they are (whole lines, newlines included), written at once after what is batched. */
  writeBytes(bytes: Buffer): void {
    this.end();
    this.writeAll(bytes);
  }

  end(): void {
    if (this.parts.length === 0) return;
    this.writeAll(Buffer.concat(this.parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part))));
    this.parts = [];
    this.bytes = 0;
  }

  private writeAll(bytes: Buffer): void {
    for (let done = 0; done < bytes.length; ) done += writeSync(this.fd, bytes, done);
  }
}
