import { open } from 'node:fs/promises';
import { sortKeys } from '../../protocol/stable-json.js';
import type { HistoryRecord } from '../../protocol/tracking.js';
import { appendLine } from '../fs/append-line.js';

/** What a confirmed story took, for its ledger line: nothing when it is not known. */
export type StoryUsage = (storyId: string) => Promise<Pick<HistoryRecord, 'exchanges' | 'exchange_tokens'>>;

/**
 * `.history.jsonl`, the append-only record of finished tasks. A task is recorded once: the key is
 * its id and submission time, so a replay after a crash finds the line already there. Before each
 * append the ledger reads what was appended since it last looked, by this daemon or by another one
 * (a holder that lost its lease mid-write, a daemon on another host), so a story is recorded once
 * whoever records it.
 */
export class Ledger {
  private readonly keys = new Set<string>();
  private readonly confirmedIds = new Set<string>();
  /** Bytes of the file read so far, up to the end of its last whole line. */
  private offset = 0;
  skippedLines = 0;

  /** `usageOf` adds what a confirmed story took (the transcript memory's count, given by `forge start`). */
  constructor(
    private readonly file: string,
    private readonly usageOf: StoryUsage = async () => ({}),
    /** The daemon's fence (its lease): once false, nothing more is appended. */
    private readonly mayWrite: () => boolean = () => true,
    /** The lease epoch each line carries (`lease_epoch`); null: none. */
    private readonly epoch: () => number | null = () => null,
  ) {}

  async load(): Promise<void> {
    this.offset = 0;
    await this.catchUp();
  }

  /** Reads the whole lines appended since the last look (a torn last line waits for its end). */
  private async catchUp(): Promise<void> {
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(this.file, 'r');
    } catch (error) {
      // ENOENT: nothing finished yet.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    let added: Buffer;
    try {
      const { size } = await handle.stat();
      // A ledger shorter than what was read was replaced by hand: read it again from the start.
      if (size < this.offset) this.offset = 0;
      added = Buffer.alloc(size - this.offset);
      if (added.length > 0) await handle.read(added, 0, added.length, this.offset);
    } finally {
      await handle.close();
    }
    const end = added.lastIndexOf(0x0a) + 1;
    if (end === 0) return;
    this.offset += end;
    for (const line of added.subarray(0, end).toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      try {
        const record = JSON.parse(line) as { story_id?: unknown; submitted_at?: unknown; state?: unknown };
        if (typeof record.story_id !== 'string') throw new TypeError('no story_id');
        this.remember(record.story_id, typeof record.submitted_at === 'string' ? record.submitted_at : null, record.state === 'confirmed');
      } catch (error) {
        // A torn or hand-mangled line is counted and skipped; the rest of the ledger still counts.
        if (!(error instanceof SyntaxError || error instanceof TypeError)) throw error;
        this.skippedLines += 1;
      }
    }
  }

  /** The story was confirmed and cleaned up: it is finished for good. */
  hasConfirmed(id: string): boolean {
    return this.confirmedIds.has(id);
  }

  /**
   * Appends the record unless this task is already in the ledger, or its id was confirmed: ids are
   * unique for good once confirmed, so a later record of one is a cleanup replayed against a task
   * file rewritten since (another submission time, or none when it no longer parses). Returns whether it wrote.
   */
  async record(record: HistoryRecord): Promise<boolean> {
    await this.catchUp();
    const key = keyOf(record.story_id, record.submitted_at);
    // A confirmation is recorded once per id, whatever came before it: a task file that vanished
    // and came back with the same submission time left a removal line with the same key.
    if (this.confirmedIds.has(record.story_id) || (record.state !== 'confirmed' && this.keys.has(key))) return false;
    const usage = record.state === 'confirmed' ? await this.usageOf(record.story_id) : {};
    // Asked right before the append, after the usage lookup's await: another daemon may hold the project by now.
    if (!this.mayWrite()) return false;
    const epoch = this.epoch();
    await appendLine(this.file, JSON.stringify(sortKeys({ ...record, ...usage, ...(epoch === null ? {} : { lease_epoch: epoch }) })));
    // The next catch-up reads this line back too; remembering it again is harmless.
    this.remember(record.story_id, record.submitted_at, record.state === 'confirmed');
    return true;
  }

  private remember(id: string, submittedAt: string | null, confirmed: boolean): void {
    this.keys.add(keyOf(id, submittedAt));
    if (confirmed) this.confirmedIds.add(id);
  }
}

function keyOf(id: string, submittedAt: string | null): string {
  return `${id}\u0000${submittedAt ?? ''}`;
}
