import { rename, stat } from 'node:fs/promises';
import { appendLine } from '../fs/append-line.js';

/**
 * `_vibe-chain-output/events.jsonl`: every event, one JSON line, so the history is local and
 * diffable. At `maxBytes` the file is renamed to `events.jsonl.1` (replacing the previous one) and
 * a new one is started. Appends are chained so lines keep their order and a rotation never splits one.
 */
export class EventsLog {
  private size: number | null = null;
  private chain: Promise<void> = Promise.resolve();
  private failed = false;

  constructor(
    private readonly file: string,
    private readonly maxBytes: number,
    private readonly onError: (message: string) => void,
  ) {}

  append(record: unknown): void {
    const line = `${JSON.stringify(record)}\n`;
    this.chain = this.chain
      .then(() => this.write(line))
      .catch((error: Error) => {
        // Reported once: the events are also on their way to the hub, and the daemon must go on.
        if (!this.failed) this.onError(`cannot append to ${this.file}: ${error.message}; later events are not kept locally until it works again`);
        this.failed = true;
        this.size = null;
      });
  }

  /** Resolves when every line appended so far is written. */
  flushed(): Promise<void> {
    return this.chain;
  }

  private async write(line: string): Promise<void> {
    this.size ??= await currentSize(this.file);
    const bytes = Buffer.byteLength(line);
    if (this.size > 0 && this.size + bytes > this.maxBytes) {
      await rotate(this.file);
      this.size = 0;
    }
    await appendLine(this.file, line);
    this.size += bytes;
    this.failed = false;
  }
}

async function currentSize(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch (error) {
    // ENOENT: the first event of this project.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}

async function rotate(file: string): Promise<void> {
  try {
    await rename(file, `${file}.1`);
  } catch (error) {
    // ENOENT: removed by hand since it was measured; there is nothing to rotate.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
