import {
  LeaseFiles,
  ensureProjectId,
  placeOf,
  sameMachine,
  thisMachine
} from "./chunk-AKBGAQRY.js";
import {
  processAlive
} from "./chunk-TOKAIHTZ.js";
import {
  writeAtomic
} from "./chunk-VF46JH6B.js";
import {
  SERVER_CLOCK_LIMIT_MS,
  describeServerClock,
  epochFileName,
  holdsLease,
  judgeLease,
  judgeServerClock,
  leaseViewOf,
  observeLease,
  prunableEpochs,
  renewIntervalMs,
  serverClockNews,
  serverClockOffset,
  supersededBy,
  watchIntervalMs
} from "./chunk-BNRM2GEJ.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  DAEMON_OWNER,
  LEASE_DIR
} from "./chunk-YZV3RAMM.js";

// dist/src/daemon/daemon-lock.js
import { readFile, realpath, rm } from "node:fs/promises";
import { hostname } from "node:os";

// dist/src/daemon/lease.js
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { setTimeout as delay } from "node:timers/promises";

// dist/src/daemon/server-clock-gauge.js
var SERVER_TIME_SLACK_MS = 10;
var ServerClockGauge = class {
  files;
  logger;
  /** The last measurement; the holder writes it into its next renewal. */
  latest = null;
  /** What the log last said: a warning is logged once, and one line once it is over. */
  said = "agrees";
  constructor(files, logger) {
    this.files = files;
    this.logger = logger;
  }
  /** One measurement from the write of `epoch`'s file between the wall-clock times `before` and `after`. */
  async measure(epoch, before, after) {
    const file = `${LEASE_DIR}/${epochFileName(epoch)}`;
    let mtime;
    try {
      mtime = await this.files.serverMtime(epoch);
    } catch (error) {
      this.logger.warn(`clock: cannot measure the file server's clock from ${file}: ${error.message}`);
      return;
    }
    if (mtime === null)
      return;
    const offset = serverClockOffset({ before, after, mtime }, SERVER_TIME_SLACK_MS);
    this.latest = { offset_ms: Math.round(offset.offsetMs), uncertainty_ms: Math.ceil(offset.uncertaintyMs), measured_at: toIso(after) };
    const news = serverClockNews(this.said, judgeServerClock(offset));
    if (news === null)
      return;
    const how = `by the mtime of ${file} right after writing it`;
    if (news === "warn") {
      this.said = "skewed";
      this.logger.warn(`clock: ${describeServerClock(offset, "this host's")}, ${how}: more than ${SERVER_CLOCK_LIMIT_MS / 1e3} s, so the times this daemon writes (deadline_at, completed_at, signals' at) look shifted by that much to other hosts; keep this host on NTP`);
    } else {
      this.said = "agrees";
      this.logger.info(`clock: ${describeServerClock(offset, "this host's")} again, ${how}: within ${SERVER_CLOCK_LIMIT_MS / 1e3} s`);
    }
  }
};

// dist/src/daemon/lease.js
var systemLeaseClock = { monotonic: () => performance.now(), wall: () => Date.now() };
var realSleep = (ms, signal) => delay(ms, void 0, { signal });
var EPOCHS_KEPT = 16;
var DaemonLease = class _DaemonLease {
  files;
  record;
  options;
  clock;
  tookOver;
  counter = 0;
  last;
  lostReason = null;
  stopRenewing = new AbortController();
  renewing = Promise.resolve();
  serverClock;
  constructor(files, record, options, clock, created, tookOver) {
    this.files = files;
    this.record = record;
    this.options = options;
    this.clock = clock;
    this.tookOver = tookOver;
    this.last = created;
    this.serverClock = new ServerClockGauge(files, options.logger);
  }
  get epoch() {
    return this.record.epoch;
  }
  get holder() {
    return this.record.holder;
  }
  get ttlMs() {
    return this.record.ttl_ms;
  }
  /**
   * The file server's clock minus the clock `now` reads, by the last measurement (null before the
   * first). The measurement is against this lease's wall clock, the daemon's own in a real run; a
   * test that moves the daemon's clock by hand gets the difference of the two added, read now.
   */
  serverClockAgainst(now) {
    const latest = this.serverClock.latest;
    if (!latest)
      return null;
    return { offsetMs: latest.offset_ms + this.clock.wall() - now(), uncertaintyMs: latest.uncertainty_ms };
  }
  view() {
    return leaseViewOf(this.record);
  }
  static async acquire(options) {
    const clock = options.clock ?? systemLeaseClock;
    const sleep = options.sleep ?? realSleep;
    const alive = options.alive ?? processAlive;
    const signal = options.signal ?? new AbortController().signal;
    const files = new LeaseFiles(options.projectRoot);
    await files.ensureDir();
    const [projectId, place, machine] = await Promise.all([ensureProjectId(options.projectRoot), placeOf(files.dir), options.machine ?? thisMachine()]);
    const holder = randomBytes(8).toString("hex");
    let run = null;
    let moved = false;
    let waitingOn = null;
    for (; ; ) {
      signal.throwIfAborted();
      const at = clock.monotonic();
      const { epoch, record } = await files.current();
      const endedAt = clock.monotonic();
      const seen = epoch === 0 ? null : observeLease(run, { record: record ?? { epoch, holder: "?", counter: -1, ttl_ms: 0, released: false }, at, endedAt });
      moved ||= run !== null && seen !== null && seen.token !== run.token;
      run = seen;
      const reason = epoch === 0 ? "first" : quickTakeover(record, { machine, place, alive });
      const verdict = judgeLease(run, options.ttlMs);
      const takeover = reason ?? (verdict.kind === "released" ? "released" : verdict.kind === "stale" ? "stale" : null);
      if (takeover !== null) {
        const began = { monotonic: clock.monotonic(), wall: clock.wall() };
        const now = toIso(began.wall);
        const mine = {
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
          server_clock: null
        };
        if (await files.create(mine)) {
          const created = clock.wall();
          const lease = new _DaemonLease(files, mine, options, clock, began, { from: record, reason: takeover });
          if ((await files.current()).epoch === mine.epoch) {
            await lease.serverClock.measure(mine.epoch, began.wall, created);
            return lease;
          }
          await lease.releaseFile();
        }
        await sleep(watchIntervalMs(options.ttlMs), signal);
        continue;
      }
      const who = describeHolder(record, epoch);
      const holdingHere = record !== null && sameMachine(record, machine) && alive(record.pid);
      if (!options.standby && (holdingHere || moved)) {
        throw new ForgeError("locked", `another forge daemon is running on this project: ${who}; forge start --standby waits and takes over when it stops`);
      }
      if (waitingOn !== who) {
        const ttl = Math.max(options.ttlMs, record?.ttl_ms ?? 0);
        options.logger.info(options.standby ? `standby: ${who} holds the project; taking over once it stops renewing for ${ttl} ms` : `${who} holds the project; watching its lease for up to ${ttl} ms to tell whether it still runs`);
        waitingOn = who;
        if (options.standby)
          options.onWaiting?.();
        const mismatch = record && !sameMachine(record, machine) ? pathMismatch(record, machine.host, resolve(options.projectRoot)) : null;
        if (mismatch)
          options.logger.warn(mismatch);
      }
      await sleep(watchIntervalMs(options.ttlMs), signal);
    }
  }
  /**
   * Whether this daemon may write now. Synchronous, from the time of its last renewal: past half the
   * ttl a standby may be about to take over, so from then on nothing more is written.
   */
  holds() {
    if (this.lostReason !== null)
      return false;
    const now = { monotonic: this.clock.monotonic(), wall: this.clock.wall() };
    if (holdsLease(this.last, now, this.record.ttl_ms))
      return true;
    const gap = Math.round(Math.max(now.monotonic - this.last.monotonic, now.wall - this.last.wall));
    this.loseAndSayWhoHolds(`lease not renewed for ${gap} ms, more than half its ttl of ${this.record.ttl_ms} ms (this process was stopped, suspended or starved)`);
    return false;
  }
  /**
   * Lost by a look that did not read the lease (a write's fence, the renewal timer after a gap, a
   * later epoch's file): the log says who holds the project now; release() waits for it with the renewals.
   */
  loseAndSayWhoHolds(reason) {
    this.renewing = this.renewing.then(() => this.sayWhoHolds());
    this.lose(reason);
  }
  async sayWhoHolds() {
    try {
      const { epoch, record } = await this.files.current();
      const ours = epoch === this.record.epoch && record?.holder === this.record.holder;
      this.options.logger.info(ours ? "lease: no other daemon has taken the project yet" : `lease: the project is now held by ${describeHolder(record, epoch)}`);
    } catch (error) {
      this.options.logger.warn(`lease: cannot read who holds the project now: ${error.message}`);
    }
  }
  /**
   * One renewal: a fresh listing finds no higher epoch, a fresh read finds our own record, then the
   * counter grows. The renewal counts from when it began, so a slow write never extends the hold.
   */
  async renew() {
    if (this.lostReason !== null)
      return false;
    const began = { monotonic: this.clock.monotonic(), wall: this.clock.wall() };
    const { epoch, record } = await this.files.current();
    const ours = epoch === this.record.epoch && record?.holder === this.record.holder;
    if (!this.holds())
      return false;
    if (!ours) {
      this.lose(epoch > this.record.epoch ? `epoch ${epoch} was taken by ${describeHolder(record, epoch)}` : `epoch ${this.record.epoch} is no longer ours`);
      return false;
    }
    this.counter += 1;
    this.record = { ...this.record, counter: this.counter, renewed_at: toIso(began.wall), server_clock: this.serverClock.latest };
    const writing = this.clock.wall();
    await this.files.rewrite(this.record);
    const written = this.clock.wall();
    this.last = began;
    if (!this.holds())
      return false;
    await this.serverClock.measure(this.record.epoch, writing, written);
    return true;
  }
  /**
   * Renews every ttl/8 until stopped. A timer that fires late past half the ttl (the process was
   * stopped) finds holds() false, which then only reads who holds the project now.
   */
  startRenewing() {
    const sleep = this.options.sleep ?? realSleep;
    const interval = renewIntervalMs(this.record.ttl_ms);
    const signal = this.stopRenewing.signal;
    this.renewing = (async () => {
      await this.prune().catch((error) => this.options.logger.warn(`lease: cannot prune old epochs: ${error.message}`));
      while (!signal.aborted && this.lostReason === null) {
        try {
          await sleep(interval, signal);
          await this.renew();
        } catch (error) {
          if (signal.aborted)
            return;
          this.options.logger.warn(`lease renewal failed: ${error.message}`);
        }
      }
    })();
  }
  /** A clean stop: renewals end and, if still ours, the epoch is marked released so the next daemon starts at once. */
  async release() {
    this.stopRenewing.abort();
    await this.renewing;
    if (!this.holds())
      return;
    const { epoch, record } = await this.files.current();
    if (epoch === this.record.epoch && record?.holder === this.record.holder)
      await this.releaseFile();
  }
  async releaseFile() {
    this.record = { ...this.record, released: true, renewed_at: toIso(this.clock.wall()) };
    await this.files.rewrite(this.record);
  }
  async prune() {
    if (!this.holds())
      return;
    await this.files.remove(prunableEpochs(await this.files.names(), this.record.epoch, EPOCHS_KEPT));
  }
  /** A file of the project written by epoch `seen`: when that is a later holder's, this daemon stops writing (true). */
  supersede(seen, file) {
    if (!supersededBy(this.record.epoch, seen))
      return false;
    if (!this.holds())
      return true;
    this.loseAndSayWhoHolds(`${file} was written by epoch ${seen}, a later holder of the project than this daemon (epoch ${this.record.epoch})`);
    return true;
  }
  lose(reason) {
    if (this.lostReason !== null)
      return;
    this.lostReason = reason;
    this.stopRenewing.abort();
    this.options.onLost(reason);
  }
};
function quickTakeover(record, self) {
  if (record === null)
    return null;
  if (record.released)
    return "released";
  if (!sameMachine(record, self.machine))
    return null;
  if (!self.alive(record.pid))
    return "gone";
  if (record.place !== null && self.place !== null && record.place !== self.place)
    return "copied";
  return null;
}
function pathMismatch(record, ownHost, ownPath) {
  if (record.project_path === void 0 || record.project_path === ownPath)
    return null;
  return `${record.host} mounts the project at ${record.project_path}, this host (${ownHost}) at ${ownPath}: task files carry absolute paths made on the holder's host, so mount the project at the same path on every host (forge doctor checks it)`;
}
function describeHolder(record, epoch) {
  return record ? `pid ${record.pid} on ${record.host}, since ${record.since} (holder ${record.holder}, epoch ${epoch})` : `an unreadable lease (${LEASE_DIR}, epoch ${epoch})`;
}
function takeoverLine(lease, standby) {
  const { from, reason } = lease.tookOver;
  if (reason === "first" || from === null)
    return null;
  const who = describeHolder(from, from.epoch);
  const why = {
    released: "it stopped cleanly",
    gone: "that daemon is no longer running",
    copied: "its lease was copied with the project from another folder",
    stale: `its lease counter did not move for ${Math.max(from.ttl_ms, lease.ttlMs)} ms`
  };
  return `${standby ? "standby: taking over" : "took over the project lease"} from ${who}: ${why[reason]}; now epoch ${lease.epoch}`;
}
function leaseFacts(lease) {
  return lease.view();
}
function takeoverOf(from, reason, standby) {
  if (from === null || reason === "first")
    return null;
  return { from_pid: from.pid, from_host: from.host, from_holder: from.holder, from_epoch: from.epoch, reason, by_standby: standby };
}

// dist/src/daemon/daemon-lock.js
var DEFAULT_LEASE_TTL_MS = 1e4;
async function readOwner(ownerPath) {
  try {
    const value = JSON.parse(await readFile(ownerPath, "utf8"));
    return typeof value.pid === "number" && typeof value.host === "string" ? {
      pid: value.pid,
      host: value.host,
      since: String(value.since ?? ""),
      root: typeof value.root === "string" ? value.root : null,
      holder: typeof value.holder === "string" ? value.holder : null,
      epoch: typeof value.epoch === "number" ? value.epoch : null
    } : null;
  } catch (error) {
    if (error.code === "ENOENT" || error instanceof SyntaxError)
      return null;
    throw error;
  }
}
var isAlive = processAlive;
async function lockProject(options) {
  const lease = await DaemonLease.acquire(options);
  const line = takeoverLine(lease, options.standby);
  if (line)
    options.logger.info(line);
  const ownerPath = inProject(options.projectRoot, DAEMON_OWNER);
  const owner = {
    pid: process.pid,
    host: hostname(),
    since: toIso(Date.now()),
    root: await realpath(options.projectRoot),
    holder: lease.holder,
    epoch: lease.epoch
  };
  if (lease.holds())
    await writeAtomic(ownerPath, `${JSON.stringify(owner)}
`);
  lease.startRenewing();
  return {
    lease,
    release: async () => {
      if (lease.holds() && (await readOwner(ownerPath))?.holder === lease.holder)
        await rm(ownerPath, { force: true });
      await lease.release();
    }
  };
}

export {
  leaseFacts,
  DEFAULT_LEASE_TTL_MS,
  readOwner,
  isAlive,
  lockProject
};
