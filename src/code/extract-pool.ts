import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { skipOf } from './extract.js';
import type { Extracted } from './facts.js';
import type { WorkerAnswer, WorkerData, WorkerRequest } from './index-worker.js';
import type { GrammarLanguage } from './languages.js';
import type { Candidate } from './walk.js';

const WORKER_FILE = new URL('./index-worker.js', import.meta.url);
/** Files per message: enough to amortise a round trip, few enough that both threads end together. */
const BATCH_FILES = 16;
/**
 * A thread whose own memory grew past this after a batch is replaced: a large file's syntax tree
 * grows the WebAssembly heap, which never shrinks, so without this every thread keeps the high-water
 * mark of the largest file it ever parsed for as long as the daemon runs.
 */
const RECYCLE_BYTES = 96 * 1024 * 1024;
const YOUNG_MB = 4;
/**
 * Files past this size are parsed by the first thread only, each in a batch of its own: the
 * WebAssembly heap of a thread grows to the largest tree it parsed, so the other threads stay at
 * the size of ordinary files. About a third of node_modules' bytes are in such files, which the
 * first thread parses while it takes fewer of the rest.
 */
const LARGE_FILE_BYTES = 128 * 1024;

interface Batch {
  files: Candidate[];
  done: (results: Extracted[]) => void;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  busy: ({ id: number } & Batch) | null;
  /** The fresh thread starting to take this one's place; this one serves until it is ready. */
  successor: Slot | null;
  /** Set while a ready successor waits for this thread's batch to end. */
  onIdle: (() => void) | null;
}

/**
 * Worker threads that read and parse files off the calling thread, one per core by default (the
 * daemon keeps serving while a whole repository is parsed). Batches go to whichever thread is
 * free. A thread that dies (the WebAssembly heap exhausted by a pathological file) has its batch
 * counted as parse_failed and is replaced, so one bad file never stalls the index.
 */
export class ExtractPool {
  private readonly slots: Slot[] = [];
  private nextId = 0;
  /** The grammars a new first thread loads as it starts. */
  private warm: readonly GrammarLanguage[] = [];
  private closed = false;
  /** Batches of ordinary files, for any thread; batches of one large file, for the first thread. */
  private readonly queue: Batch[] = [];
  private readonly large: Batch[] = [];

  constructor(
    private readonly root: string,
    threads: number = Math.max(1, Math.min(availableParallelism(), 4)),
  ) {
    for (let i = 0; i < threads; i++) this.slots.push(this.spawn(i));
  }

  /** The facts of these files, in their order. */
  async extract(files: Candidate[]): Promise<Extracted[]> {
    return (await Promise.all(this.batches(files))).flat();
  }

  /** The facts of these files in batches, in their order: a caller can take in the first while the threads parse the rest. */
  batches(files: Candidate[]): Array<Promise<Extracted[]>> {
    if (this.closed) throw new Error('the extract pool is closed');
    const batches: Array<Promise<Extracted[]>> = [];
    let batch: Candidate[] = [];
    const send = (files: Candidate[], queue: Batch[]) => batches.push(new Promise((done) => queue.push({ files, done })));
    for (const file of files) {
      if (file.size > LARGE_FILE_BYTES && this.slots.length > 1) {
        // The files before it first: the batches stay in the files' order.
        if (batch.length > 0) send(batch, this.queue);
        batch = [];
        send([file], this.large);
        continue;
      }
      batch.push(file);
      if (batch.length === BATCH_FILES) {
        send(batch, this.queue);
        batch = [];
      }
    }
    if (batch.length > 0) send(batch, this.queue);
    this.pump();
    return batches;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const starting = this.slots.flatMap((slot) => (slot.successor === null ? [] : [slot.successor]));
    await Promise.all([...this.slots, ...starting].map((slot) => slot.worker.terminate()));
  }

  private spawn(at: number): Slot {
    const workerData: WorkerData = { root: this.root, preload: at === 0 ? this.warm : [] };
    // A small young generation: the query's results are short-lived garbage, collected before it piles up in every thread.
    const worker = new Worker(WORKER_FILE, { workerData, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_MB } });
    let signalReady!: () => void;
    const slot: Slot = { worker, ready: new Promise((resolve) => (signalReady = resolve)), busy: null, successor: null, onIdle: null };
    worker.on('message', (message: WorkerAnswer | { ready: true }) => {
      if ('ready' in message) {
        signalReady();
        this.pump();
        return;
      }
      const busy = slot.busy;
      slot.busy = null;
      if (busy && busy.id === message.id) busy.done(message.results);
      const swap = slot.onIdle;
      slot.onIdle = null;
      if (swap !== null) swap();
      else if (message.heapBytes > RECYCLE_BYTES && !this.closed) this.recycle(slot);
      this.pump();
    });
    worker.on('error', (error) => this.replace(slot, error));
    return slot;
  }

  private replace(slot: Slot, error: Error): void {
    const busy = slot.busy;
    slot.busy = null;
    busy?.done(busy.files.map((file) => skipOf(file, 'parse_failed')));
    if (this.closed) return;
    // A successor that died before it was ready: its thread is kept, and may be renewed again.
    for (const other of this.slots) if (other.successor === slot) other.successor = null;
    const at = this.slots.indexOf(slot);
    if (at !== -1) this.slots[at] = this.spawn(at);
    this.lastError = error;
  }

  /**
   * Replaces every idle thread with a fresh one: after a whole repository was parsed, each holds the
   * memory of its largest trees, which the few files saved later do not need. The first thread,
   * which a single saved file goes to, loads the repository's grammars (`languages`) as it starts:
   * loaded on the first save instead, they made that save take 150 ms.
   */
  renew(languages: readonly GrammarLanguage[] = []): void {
    this.warm = languages;
    for (const slot of [...this.slots]) if (slot.busy === null && !this.closed) this.recycle(slot);
  }

  /**
   * Starts a fresh thread for this one's place. The old thread goes on serving until the fresh one
   * is ready (it loads its runtime and grammars first), and leaves once its batch is done: a file
   * saved right after a whole build does not wait for a thread to start.
   */
  private recycle(slot: Slot): void {
    const at = this.slots.indexOf(slot);
    if (at === -1 || slot.successor !== null || this.closed) return;
    const next = this.spawn(at);
    slot.successor = next;
    void next.ready.then(() => {
      const swap = () => {
        slot.successor = null;
        const now = this.slots.indexOf(slot);
        if (now === -1 || this.closed) {
          void next.worker.terminate();
          return;
        }
        this.slots[now] = next;
        void slot.worker.terminate();
        this.pump();
      };
      if (slot.busy === null) swap();
      else slot.onIdle = swap;
    });
  }

  /** The last error a thread died of (for diagnostics); null when none died. */
  lastError: Error | null = null;

  private pump(): void {
    this.slots.forEach((slot, at) => {
      if (slot.busy !== null || (this.queue.length === 0 && (at !== 0 || this.large.length === 0))) return;
      void slot.ready.then(() => {
        const now = this.slots.indexOf(slot);
        // A thread replaced since (its successor took its place) takes nothing more.
        if (slot.busy !== null || this.closed || now === -1) return;
        // The first thread takes the large files first: they take longest, and the others go on with the rest meanwhile.
        const next = (now === 0 ? this.large.shift() : undefined) ?? this.queue.shift();
        if (next === undefined) return;
        const id = this.nextId++;
        slot.busy = { id, ...next };
        slot.worker.postMessage({ id, files: next.files } satisfies WorkerRequest);
      });
    });
  }
}
