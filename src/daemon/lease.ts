import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import {
  holdsLease,
  judgeLease,
  type LeaseRecord,
  type LeaseRun,
  type LeaseView,
  leaseViewOf,
  observeLease,
  prunableEpochs,
  type RenewalTimes,
  renewIntervalMs,
  supersededBy,
  type TookOver,
  watchIntervalMs,
} from '../../protocol/lease.js';
import { LEASE_DIR } from '../../protocol/paths.js';
import type { ServerClockOffset } from '../../protocol/server-clock.js';
import { toIso } from '../../protocol/timestamps.js';
import { ForgeError } from '../errors.js';
import { processAlive } from '../fs/process-alive.js';
import { ensureProjectId, LeaseFiles, type MachineIdentity, placeOf, sameMachine, thisMachine } from './lease-files.js';
import type { Logger } from './logger.js';
import { ServerClockGauge } from './server-clock-gauge.js';

/** Both clocks of this process: monotonic for every decision, the wall clock only to notice a suspend. */
export interface LeaseClock {
  monotonic(): number;
  wall(): number;
}

export const systemLeaseClock: LeaseClock = { monotonic: () => performance.now(), wall: () => Date.now() };

/** Waits, or rejects with the signal's reason once it aborts. Injected so tests move time by hand. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;
const realSleep: Sleep = (ms, signal) => delay(ms, undefined, { signal });

export interface LeaseOptions {
  projectRoot: string;
  ttlMs: number;
  /** Wait for the holder to go instead of refusing when the project is held. */
  standby: boolean;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Called once, when this daemon may no longer write (fenced, or its epoch was taken). */
  onLost: (reason: string) => void;
  /** Aborts a standby's wait (the daemon is being stopped before it ever held the lease). */
  signal?: AbortSignal;
  /** Called when a standby first has to wait for a live holder (it then runs its host's own workers meanwhile). */
  onWaiting?: () => void;
  clock?: LeaseClock;
  sleep?: Sleep;
  machine?: MachineIdentity;
  /** Whether a pid of this machine is a live process (injected for tests of dead holders). */
  alive?: (pid: number) => boolean;
}

/** Epoch files kept below the holder's own: a contender whose listing is this far behind still loses its create. */
const EPOCHS_KEPT = 16;

/** How a contender came to hold the lease, for the line it logs. */
export type TakeoverReason = 'first' | 'released' | 'gone' | 'copied' | 'stale';

/**
 * The daemon's hold on its project (protocol/lease.ts). `acquire` waits for or refuses a live
 * holder and takes the next epoch; renewals run on a timer; `holds()` is the synchronous fence every
 * write of the daemon asks first.
 */
export class DaemonLease {
  private counter = 0;
  private last: RenewalTimes;
  private lostReason: string | null = null;
  private readonly stopRenewing = new AbortController();
  private renewing: Promise<void> = Promise.resolve();
  private readonly serverClock: ServerClockGauge;

  private constructor(
    private readonly files: LeaseFiles,
    private record: LeaseRecord,
    private readonly options: LeaseOptions,
    private readonly clock: LeaseClock,
    /** When the create of its epoch began: the first "renewal". */
    created: RenewalTimes,
    /** The holder this daemon took over from, and why; null for the first holder of a project. */
    readonly tookOver: { from: LeaseRecord | null; reason: TakeoverReason },
  ) {
    this.last = created;
    this.serverClock = new ServerClockGauge(files, options.logger);
  }

  get epoch(): number {
    return this.record.epoch;
  }

  get holder(): string {
    return this.record.holder;
  }

  get ttlMs(): number {
    return this.record.ttl_ms;
  }

  /**
   * The file server's clock minus the clock `now` reads, by the last measurement (null before the
   * first). The measurement is against this lease's wall clock, the daemon's own in a real run; a
   * test that moves the daemon's clock by hand gets the difference of the two added, read now.
   */
  serverClockAgainst(now: () => number): ServerClockOffset | null {
    const latest = this.serverClock.latest;
    if (!latest) return null;
    return { offsetMs: latest.offset_ms + this.clock.wall() - now(), uncertaintyMs: latest.uncertainty_ms };
  }

  view(): LeaseView {
    return leaseViewOf(this.record);
  }

  static async acquire(options: LeaseOptions): Promise<DaemonLease> {
    const clock = options.clock ?? systemLeaseClock;
    const sleep = options.sleep ?? realSleep;
    const alive = options.alive ?? processAlive;
    const signal = options.signal ?? new AbortController().signal;
    const files = new LeaseFiles(options.projectRoot);
    await files.ensureDir();
    const [projectId, place, machine] = await Promise.all([ensureProjectId(options.projectRoot), placeOf(files.dir), options.machine ?? thisMachine()]);
    const holder = randomBytes(8).toString('hex');
    let run: LeaseRun | null = null;
    /** Whether this contender saw the holder renew: then it is alive, whatever machine it runs on. */
    let moved = false;
    let waitingOn: string | null = null;
    for (;;) {
      signal.throwIfAborted();
      const at = clock.monotonic();
      const { epoch, record } = await files.current();
      const endedAt = clock.monotonic();
      // An unreadable record is a renewal of its own kind: it goes stale after a ttl like any other.
      const seen: LeaseRun | null =
        epoch === 0 ? null : observeLease(run, { record: record ?? { epoch, holder: '?', counter: -1, ttl_ms: 0, released: false }, at, endedAt });
      moved ||= run !== null && seen !== null && seen.token !== run.token;
      run = seen;
      const reason = epoch === 0 ? 'first' : quickTakeover(record, { machine, place, alive });
      const verdict = judgeLease(run, options.ttlMs);
      const takeover: TakeoverReason | null = reason ?? (verdict.kind === 'released' ? 'released' : verdict.kind === 'stale' ? 'stale' : null);
      if (takeover !== null) {
        // The hold counts from before the create: the new file may be seen from its first moment on.
        const began = { monotonic: clock.monotonic(), wall: clock.wall() };
        const now = toIso(began.wall);
        const mine: LeaseRecord = {
          holder,
          host: machine.host,
          boot_id: machine.bootId,
          pid: machine.pid,
          epoch: epoch + 1,
          counter: 0,
          ttl_ms: options.ttlMs,
          project_id: projectId,
          place,
          since: now,
          renewed_at: now,
          released: false,
          took_over: takeoverOf(record, takeover, options.standby),
          project_path: resolve(options.projectRoot),
          server_clock: null,
        };
        if (await files.create(mine)) {
          const created = clock.wall();
          const lease = new DaemonLease(files, mine, options, clock, began, { from: record, reason: takeover });
          // A listing behind the truth can let us create an epoch below the real holder's: confirm before writing anything.
          if ((await files.current()).epoch === mine.epoch) {
            await lease.serverClock.measure(mine.epoch, began.wall, created);
            return lease;
          }
          await lease.releaseFile();
        }
        // Lost the race: another contender took an epoch; look again after a pause, from what it wrote.
        await sleep(watchIntervalMs(options.ttlMs), signal);
        continue;
      }
      const who = describeHolder(record, epoch);
      const holdingHere = record !== null && sameMachine(record, machine) && alive(record.pid);
      if (!options.standby && (holdingHere || moved)) {
        throw new ForgeError('locked', `another forge daemon is running on this project: ${who}; forge start --standby waits and takes over when it stops`);
      }
      if (waitingOn !== who) {
        const ttl = Math.max(options.ttlMs, record?.ttl_ms ?? 0);
        options.logger.info(
          options.standby
            ? `standby: ${who} holds the project; taking over once it stops renewing for ${ttl} ms`
            : `${who} holds the project; watching its lease for up to ${ttl} ms to tell whether it still runs`,
        );
        waitingOn = who;
        if (options.standby) options.onWaiting?.();
        const mismatch = record && !sameMachine(record, machine) ? pathMismatch(record, machine.host, resolve(options.projectRoot)) : null;
        if (mismatch) options.logger.warn(mismatch);
      }
      // A plain start on a holder of another machine looks for one ttl: a live holder renews meanwhile, a gone one does not.
      await sleep(watchIntervalMs(options.ttlMs), signal);
    }
  }

  /**
   * Whether this daemon may write now. Synchronous, from the time of its last renewal: past half the
   * ttl a standby may be about to take over, so from then on nothing more is written.
   */
  holds(): boolean {
    if (this.lostReason !== null) return false;
    const now = { monotonic: this.clock.monotonic(), wall: this.clock.wall() };
    if (holdsLease(this.last, now, this.record.ttl_ms)) return true;
    const gap = Math.round(Math.max(now.monotonic - this.last.monotonic, now.wall - this.last.wall));
    this.loseAndSayWhoHolds(
      `lease not renewed for ${gap} ms, more than half its ttl of ${this.record.ttl_ms} ms (this process was stopped, suspended or starved)`,
    );
    return false;
  }

  /**
   * Lost by a look that did not read the lease (a write's fence, the renewal timer after a gap, a
   * later epoch's file): the log says who holds the project now; release() waits for it with the renewals.
   */
  private loseAndSayWhoHolds(reason: string): void {
    this.renewing = this.renewing.then(() => this.sayWhoHolds());
    this.lose(reason);
  }

  private async sayWhoHolds(): Promise<void> {
    try {
      const { epoch, record } = await this.files.current();
      const ours = epoch === this.record.epoch && record?.holder === this.record.holder;
      this.options.logger.info(
        ours ? 'lease: no other daemon has taken the project yet' : `lease: the project is now held by ${describeHolder(record, epoch)}`,
      );
    } catch (error) {
      this.options.logger.warn(`lease: cannot read who holds the project now: ${(error as Error).message}`);
    }
  }

  /**
   * One renewal: a fresh listing finds no higher epoch, a fresh read finds our own record, then the
   * counter grows. The renewal counts from when it began, so a slow write never extends the hold.
   */
  async renew(): Promise<boolean> {
    if (this.lostReason !== null) return false;
    const began = { monotonic: this.clock.monotonic(), wall: this.clock.wall() };
    const { epoch, record } = await this.files.current();
    const ours = epoch === this.record.epoch && record?.holder === this.record.holder;
    // After a gap (a stop, a suspend) holds() says who holds the project now.
    if (!this.holds()) return false;
    if (!ours) {
      this.lose(epoch > this.record.epoch ? `epoch ${epoch} was taken by ${describeHolder(record, epoch)}` : `epoch ${this.record.epoch} is no longer ours`);
      return false;
    }
    this.counter += 1;
    this.record = { ...this.record, counter: this.counter, renewed_at: toIso(began.wall), server_clock: this.serverClock.latest };
    const writing = this.clock.wall();
    await this.files.rewrite(this.record);
    const written = this.clock.wall();
    // A renewal that took longer than half the ttl proves nothing: holds() judges from its start.
    this.last = began;
    if (!this.holds()) return false;
    // After the verdict, so that a stop during the measurement is judged by the next renewal, which reads who holds the project first.
    await this.serverClock.measure(this.record.epoch, writing, written);
    return true;
  }

  /**
   * Renews every ttl/8 until stopped. A timer that fires late past half the ttl (the process was
   * stopped) finds holds() false, which then only reads who holds the project now.
   */
  startRenewing(): void {
    const sleep = this.options.sleep ?? realSleep;
    const interval = renewIntervalMs(this.record.ttl_ms);
    const signal = this.stopRenewing.signal;
    this.renewing = (async () => {
      // Epochs grow only at takeovers, so one pruning per holder keeps the folder small.
      await this.prune().catch((error: Error) => this.options.logger.warn(`lease: cannot prune old epochs: ${error.message}`));
      while (!signal.aborted && this.lostReason === null) {
        try {
          await sleep(interval, signal);
          await this.renew();
        } catch (error) {
          if (signal.aborted) return;
          // A failed renewal (I/O error) is retried; holds() fences once they fail for half the ttl.
          this.options.logger.warn(`lease renewal failed: ${(error as Error).message}`);
        }
      }
    })();
  }

  /** A clean stop: renewals end and, if still ours, the epoch is marked released so the next daemon starts at once. */
  async release(): Promise<void> {
    this.stopRenewing.abort();
    await this.renewing;
    if (!this.holds()) return;
    const { epoch, record } = await this.files.current();
    if (epoch === this.record.epoch && record?.holder === this.record.holder) await this.releaseFile();
  }

  private async releaseFile(): Promise<void> {
    this.record = { ...this.record, released: true, renewed_at: toIso(this.clock.wall()) };
    await this.files.rewrite(this.record);
  }

  private async prune(): Promise<void> {
    if (!this.holds()) return;
    await this.files.remove(prunableEpochs(await this.files.names(), this.record.epoch, EPOCHS_KEPT));
  }

  /** A file of the project written by epoch `seen`: when that is a later holder's, this daemon stops writing (true). */
  supersede(seen: number | undefined, file: string): boolean {
    if (!supersededBy(this.record.epoch, seen)) return false;
    // A gap in this process's timers (a stop, a suspend) is the first cause: holds() names it.
    if (!this.holds()) return true;
    this.loseAndSayWhoHolds(`${file} was written by epoch ${seen}, a later holder of the project than this daemon (epoch ${this.record.epoch})`);
    return true;
  }

  private lose(reason: string): void {
    if (this.lostReason !== null) return;
    this.lostReason = reason;
    this.stopRenewing.abort();
    this.options.onLost(reason);
  }
}

/**
 * A holder that can be taken over without watching it: a released lease, one of this machine whose
 * process is gone, or a lease copied along with the project from another folder of this machine.
 * Null when only watching its counter can tell. A lease naming another project id is not taken
 * at once: `.project-id` removed under a running daemon would otherwise let a second one in.
 */
function quickTakeover(
  record: LeaseRecord | null,
  self: { machine: MachineIdentity; place: string | null; alive: (pid: number) => boolean },
): TakeoverReason | null {
  if (record === null) return null;
  if (record.released) return 'released';
  if (!sameMachine(record, self.machine)) return null;
  if (!self.alive(record.pid)) return 'gone';
  if (record.place !== null && self.place !== null && record.place !== self.place) return 'copied';
  return null;
}

/** The warning of a daemon that mounts the project at another path than the holder's host: task files' absolute paths would not resolve here. */
function pathMismatch(record: LeaseRecord, ownHost: string, ownPath: string): string | null {
  if (record.project_path === undefined || record.project_path === ownPath) return null;
  return `${record.host} mounts the project at ${record.project_path}, this host (${ownHost}) at ${ownPath}: task files carry absolute paths made on the holder's host, so mount the project at the same path on every host (forge doctor checks it)`;
}

export function describeHolder(record: LeaseRecord | null, epoch: number): string {
  return record
    ? `pid ${record.pid} on ${record.host}, since ${record.since} (holder ${record.holder}, epoch ${epoch})`
    : `an unreadable lease (${LEASE_DIR}, epoch ${epoch})`;
}

/** The line a new holder logs: who it took over from and why. */
export function takeoverLine(lease: DaemonLease, standby: boolean): string | null {
  const { from, reason } = lease.tookOver;
  if (reason === 'first' || from === null) return null;
  const who = describeHolder(from, from.epoch);
  const why: Record<Exclude<TakeoverReason, 'first'>, string> = {
    released: 'it stopped cleanly',
    gone: 'that daemon is no longer running',
    copied: 'its lease was copied with the project from another folder',
    stale: `its lease counter did not move for ${Math.max(from.ttl_ms, lease.ttlMs)} ms`,
  };
  return `${standby ? 'standby: taking over' : 'took over the project lease'} from ${who}: ${why[reason]}; now epoch ${lease.epoch}`;
}

/** The lease as services report it (the event stream's `forge-session-started`, GET /api/status, the dashboard). */
export function leaseFacts(lease: DaemonLease): LeaseView {
  return lease.view();
}

function takeoverOf(from: LeaseRecord | null, reason: TakeoverReason, standby: boolean): TookOver | null {
  if (from === null || reason === 'first') return null;
  return { from_pid: from.pid, from_host: from.host, from_holder: from.holder, from_epoch: from.epoch, reason, by_standby: standby };
}
