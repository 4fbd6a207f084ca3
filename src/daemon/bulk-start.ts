import { holdForBulkWrites } from '../fs/atomic-write.js';
import { blockingIo, type ReadIo, threadPoolIo } from '../fs/read-io.js';

/**
 * A reconcile of a running daemon re-reads one story at a time: slower, but requests and events
 * keep a responsive event loop. The first reconcile, before anyone is served, goes flat out.
 */
const RUNNING_SWEEP_LIMIT = 1;

/**
 * The I/O mode of the first reconcile of a start, which may touch every task before anyone is
 * served: one tracking write at its end instead of one per batch, reads and context writes that
 * block rather than queue on the thread pool, and swept stories evaluated flat out. The parts that
 * do the I/O ask this mode which way to go; outside `run()` they go the way of a running daemon.
 */
export class BulkStart {
  private active = false;

  /** `bulkSweepLimit`: swept stories evaluated at once in the bulk mode. */
  constructor(private readonly bulkSweepLimit: number) {}

  readIo(): ReadIo {
    return this.active ? blockingIo : threadPoolIo;
  }

  blockingWrites(): boolean {
    return this.active;
  }

  sweepLimit(): number {
    return this.active ? this.bulkSweepLimit : RUNNING_SWEEP_LIMIT;
  }

  /** Runs `work` in the bulk mode, with the tracking writes of `tracking` held until it ends. */
  async run(tracking: { hold(): () => void }, work: () => Promise<void>): Promise<void> {
    const releaseTracking = tracking.hold();
    const releaseWrites = holdForBulkWrites();
    this.active = true;
    try {
      await work();
    } finally {
      this.active = false;
      releaseWrites();
      releaseTracking();
    }
  }
}
