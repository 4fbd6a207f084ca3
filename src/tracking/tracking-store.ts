import { readFile, rename, stat } from 'node:fs/promises';
import type { Diagnostic } from '../../protocol/diagnostic.js';
import { stableJson } from '../../protocol/stable-json.js';
import { toIso } from '../../protocol/timestamps.js';
import type { RejectedEntry, TaskEntry, TrackingFile, WorkerEntry } from '../../protocol/tracking.js';
import type { Clock } from '../clock.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { parseTracking } from './read-tracking.js';
import { TrackingSerializer } from './tracking-serializer.js';

export interface TrackingLoad {
  /** The entries found on disk (empty when there was no file or it was corrupt). */
  restored: number;
  /** Set when the file on disk was corrupt; the broken copy was kept at this path. */
  brokenCopy: string | null;
  diagnostic: Diagnostic | null;
}

/**
 * The daemon's in-memory `.tracking.json`, written back in coalesced batches. Only the daemon
 * writes the file; every change goes through `set`/`delete`, which are no-ops when nothing changed.
 */
export class TrackingStore {
  private readonly entries = new Map<string, TaskEntry>();
  private readonly entryJson = new Map<string, string>();
  private readonly serializer = new TrackingSerializer();
  private workers: Record<string, WorkerEntry> = {};
  private rejected = new Map<string, RejectedEntry>();
  private dirty = false;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  private lastWritten: Buffer | null = null;
  private inFlight: Buffer | null = null;
  /** `ino:mtime:size` of our last few writes, newest last. */
  private ownFacts: string[] = [];
  private writeFailures = 0;
  /** What the last write held the event loop for (ms, estimated from its render) and when it ended, on the monotonic clock. */
  private lastCostMs = 0;
  private lastEndedAt = -Infinity;
  private held = false;
  private closed = false;

  constructor(
    private readonly file: string,
    private readonly displayName: string,
    private readonly clock: Clock,
    private readonly options: {
      batchWindowMs: number;
      onWriteError: (error: Error) => void;
      onFlushed?: () => void;
      /** The daemon's fence (its lease): false once another daemon may hold the project, and then nothing is written. */
      mayWrite?: () => boolean;
      /** The lease epoch each write carries (`lease_epoch`); null or absent: none. */
      epoch?: () => number | null;
      /**
       * Told when the file on disk is none of our writes and not what we took in, right before it
       * would be written over: a hand edit or a later holder's write whose change event has not been
       * looked at yet. The write waits (the state stays dirty) until that look took the file in or
       * stopped the daemon; without this option the file is written over.
       */
      onForeign?: () => void;
    },
  ) {}

  async load(): Promise<TrackingLoad> {
    let bytes: Buffer;
    try {
      bytes = await readFile(this.file);
    } catch (error) {
      // ENOENT: a first start; nothing to restore.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { restored: 0, brokenCopy: null, diagnostic: null };
      throw error;
    }
    const result = parseTracking(bytes.toString('utf8'));
    if (result.ok) {
      this.replaceAll(result.tracking);
      this.lastWritten = bytes;
      return { restored: this.entries.size, brokenCopy: null, diagnostic: null };
    }
    return { restored: 0, ...(await this.quarantine(result.diagnostics)) };
  }

  /**
   * Takes in a version edited by hand. A valid one is adopted (the files are re-read against it
   * next); a broken one is kept beside as `.broken-<time>` and rewritten from what the daemon knows.
   */
  async adopt(bytes: Buffer): Promise<{ adopted: boolean; brokenCopy: string | null; diagnostic: Diagnostic | null }> {
    const result = parseTracking(bytes.toString('utf8'));
    if (result.ok) {
      this.replaceAll(result.tracking);
      this.lastWritten = bytes;
      return { adopted: true, brokenCopy: null, diagnostic: null };
    }
    const quarantined = await this.quarantine(result.diagnostics);
    await this.flush();
    return { adopted: false, ...quarantined };
  }

  private async quarantine(problems: Diagnostic[]): Promise<{ brokenCopy: string | null; diagnostic: Diagnostic }> {
    const brokenCopy = `${this.file}.broken-${toIso(this.clock.now()).replace(/[:.]/g, '-')}`;
    let kept: string | null = brokenCopy;
    try {
      await rename(this.file, brokenCopy);
    } catch (error) {
      // ENOENT: it was replaced or removed again meanwhile; there is nothing left to keep.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      kept = null;
    }
    this.dirty = true;
    const first = problems[0]!;
    return {
      brokenCopy: kept,
      diagnostic: {
        ...first,
        file: this.displayName,
        got: problems.length > 1 ? `${first.got ?? ''} (+${problems.length - 1} more problems)` : (first.got ?? null),
      },
    };
  }

  /**
   * Whether the file on disk is one of our own recent writes. Every write lands as a new inode
   * (temp file + rename), so inode, mtime and size name a write; a read that raced a later write
   * of ours is caught by the content checks. Only what is none of these is a hand edit.
   */
  async isOwnFile(): Promise<boolean> {
    const facts = await fileFacts(this.file);
    return facts === null || this.ownFacts.includes(facts);
  }

  isOwnWrite(bytes: Buffer): boolean {
    return (this.lastWritten !== null && bytes.equals(this.lastWritten)) || (this.inFlight !== null && bytes.equals(this.inFlight));
  }

  get(id: string): TaskEntry | undefined {
    return this.entries.get(id);
  }

  ids(): IterableIterator<string> {
    return this.entries.keys();
  }

  values(): IterableIterator<[string, TaskEntry]> {
    return this.entries.entries();
  }

  get size(): number {
    return this.entries.size;
  }

  set(id: string, entry: TaskEntry): boolean {
    const json = stableJson(entry);
    if (this.entryJson.get(id) === json) return false;
    this.entries.set(id, entry);
    this.entryJson.set(id, json);
    this.serializer.set(id, json);
    this.markDirty();
    return true;
  }

  delete(id: string): boolean {
    if (!this.entries.delete(id)) return false;
    this.entryJson.delete(id);
    this.serializer.delete(id);
    this.markDirty();
    return true;
  }

  setWorkers(workers: Record<string, WorkerEntry>): void {
    if (stableJson(workers) === stableJson(this.workers)) return;
    this.workers = workers;
    this.markDirty();
  }

  getWorkers(): Record<string, WorkerEntry> {
    return this.workers;
  }

  setRejected(file: string, errors: Diagnostic[] | null): void {
    const before = this.rejected.get(file);
    if (errors === null || errors.length === 0) {
      if (before && this.rejected.delete(file)) this.markDirty();
      return;
    }
    if (before && stableJson(before.errors) === stableJson(errors)) return;
    this.rejected.set(file, { errors });
    this.markDirty();
  }

  /** Each entry object is replaced, never mutated, when its diagnostics change (the dashboard diffs by reference). */
  rejectedEntries(): IterableIterator<[string, RejectedEntry]> {
    return this.rejected.entries();
  }

  /**
   * Writes as soon as the pacing allows: a write of the whole file holds the event loop for a time
   * in proportion to the tracked tasks, so the next one starts no sooner than that long after the
   * last one ended. Writing takes at most about half the daemon's time however many tasks there
   * are, and more changes coalesce into each write as the file grows, so the cost per change stays
   * flat; with few tasks the pause is well under a millisecond.
   */
  flushSoon(): void {
    if (!this.dirty || this.held || this.writeFailures > 0) return;
    const wait = this.pacingWait();
    if (wait === 0 && !this.writing) {
      void this.flush();
      return;
    }
    this.schedule(wait);
  }

  /** Holds every write until `release`: the first reconcile of a start writes the file once, at its end. */
  hold(): () => void {
    this.held = true;
    return () => {
      this.held = false;
      if (this.dirty) this.schedule(this.options.batchWindowMs);
    };
  }

  /** Resolves once no write of ours is under way, so a look at the file can tell ours from others'. */
  async writesSettled(): Promise<void> {
    while (this.writing) await this.writing;
  }

  /** Writes now if anything changed, waiting for a write already under way. */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    await this.writesSettled();
    if (!this.dirty || this.closed) return;
    this.dirty = false;
    const renderStarted = performance.now();
    const bytes = this.serializer.render(
      toIso(this.clock.now()),
      this.workers,
      Object.fromEntries([...this.rejected].sort(([a], [b]) => (a < b ? -1 : 1))),
      this.options.epoch?.() ?? null,
    );
    // The part of a write that grows with the file and holds the event loop is copying its bytes
    // together; copying them to the kernel takes about as long again on another thread.
    const costMs = WRITE_COST_PER_RENDER * (performance.now() - renderStarted);
    this.inFlight = bytes;
    this.writing = this.writeUnlessForeign(bytes)
      .then(async (ino) => {
        if (ino === null) return;
        // Only our own inode: a later holder's rename landing right after ours is not our write.
        const facts = await fileFacts(this.file);
        if (facts?.startsWith(`${ino}:`)) this.rememberOwn(facts);
        this.lastWritten = bytes;
        this.writeFailures = 0;
        this.lastEndedAt = performance.now();
        this.lastCostMs = costMs;
        this.options.onFlushed?.();
      })
      .catch((error: Error) => {
        // A failed write (read-only folder, full disk) is reported and retried with backoff; the state stays in memory.
        this.dirty = true;
        this.writeFailures += 1;
        this.options.onWriteError(error);
        this.schedule(Math.min(30_000, 250 * 2 ** Math.min(this.writeFailures, 7)));
      })
      .finally(() => {
        this.writing = null;
        this.inFlight = null;
      });
    await this.writing;
  }

  /**
   * Writes `bytes` over the file unless it must not be: the fence says no, or someone else's file
   * waits to be looked at (null then). Resolves to the inode written.
   */
  private async writeUnlessForeign(bytes: Buffer): Promise<number | null> {
    if (this.options.onForeign && (await this.foreignOnDisk())) {
      // Written over now, that edit would be lost, and a later holder's file would be replaced
      // by a superseded one: the look decides (adopt, or stop), then the next flush writes.
      this.dirty = true;
      this.options.onForeign();
      return null;
    }
    // Asked as late as can be, right before the write: rendering a large file takes a while.
    if (this.options.mayWrite && !this.options.mayWrite()) {
      this.closed = true;
      return null;
    }
    let ino = -1;
    await writeAtomic(this.file, bytes, { fsync: false, inode: (written) => (ino = written) });
    return ino;
  }

  /**
   * True when the file on disk is none of our recent writes and holds none of the bytes we wrote
   * or took in. A file we know by content (the one loaded at start, or adopted) is remembered as
   * ours from then on, so the common case costs one stat.
   */
  private async foreignOnDisk(): Promise<boolean> {
    const facts = await fileFacts(this.file);
    if (facts === null || this.ownFacts.includes(facts)) return false;
    let bytes: Buffer;
    try {
      bytes = await readFile(this.file);
    } catch (error) {
      // ENOENT: removed since the stat; the write puts it back.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
    if (this.lastWritten === null || !bytes.equals(this.lastWritten)) return true;
    this.rememberOwn(facts);
    return false;
  }

  private rememberOwn(facts: string): void {
    this.ownFacts = [...this.ownFacts.slice(-(OWN_WRITES_REMEMBERED - 1)), facts];
  }

  /** No write starts after this; resolves once the one under way (if any) has landed. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.writesSettled();
  }

  private markDirty(): void {
    this.dirty = true;
    if (this.writeFailures === 0 && !this.held) this.schedule(Math.max(this.options.batchWindowMs, this.pacingWait()));
  }

  private pacingWait(): number {
    return Math.max(0, Math.ceil(this.lastEndedAt + this.lastCostMs - performance.now()));
  }

  private schedule(delay: number): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delay);
  }

  private replaceAll(file: TrackingFile): void {
    this.entries.clear();
    this.entryJson.clear();
    this.serializer.clear();
    for (const [id, entry] of Object.entries(file.tasks)) {
      const json = stableJson(entry);
      this.entries.set(id, entry);
      this.entryJson.set(id, json);
      this.serializer.set(id, json);
    }
    this.workers = file.workers;
    this.rejected = new Map(Object.entries(file.rejected));
  }
}

const OWN_WRITES_REMEMBERED = 16;
/** Copying the pieces together, then to the kernel: each about one render's time. */
const WRITE_COST_PER_RENDER = 2;

async function fileFacts(file: string): Promise<string | null> {
  try {
    const info = await stat(file);
    return `${info.ino}:${info.mtimeMs}:${info.size}`;
  } catch (error) {
    // ENOENT: no file (removed by hand, or not written yet).
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
