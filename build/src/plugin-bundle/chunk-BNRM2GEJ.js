// dist/protocol/lease.js
import { z as z2 } from "zod";

// dist/protocol/server-clock.js
import { z } from "zod";
var SERVER_CLOCK_LIMIT_MS = 2e3;
var ServerClock = z.object({
  offset_ms: z.number().describe("the file server's clock minus the holder's: positive when the server is ahead; the middle of the interval below"),
  uncertainty_ms: z.number().nonnegative().describe("half the width of the interval the offset is known to lie in"),
  measured_at: z.string().describe("when, by the holder's clock")
});
function serverClockOffset(sample, slackMs) {
  const low = sample.mtime - sample.after - slackMs;
  const high = sample.mtime - sample.before + slackMs;
  return { offsetMs: (low + high) / 2, uncertaintyMs: (high - low) / 2 };
}
function judgeServerClock(offset, limitMs = SERVER_CLOCK_LIMIT_MS) {
  const low = offset.offsetMs - offset.uncertaintyMs;
  const high = offset.offsetMs + offset.uncertaintyMs;
  if (low > limitMs || high < -limitMs)
    return "skewed";
  if (low >= -limitMs && high <= limitMs)
    return "agrees";
  return "unknown";
}
function serverClockNews(said, verdict) {
  if (verdict === "skewed" && said !== "skewed")
    return "warn";
  if (verdict === "agrees" && said === "skewed")
    return "back";
  return null;
}
function describeServerClock(offset, whose) {
  const seconds = (Math.abs(offset.offsetMs) / 1e3).toFixed(1);
  const side = offset.offsetMs >= 0 ? "ahead of" : "behind";
  return `the file server's clock is ${seconds} s ${side} ${whose} (\xB1${formatUncertainty(offset.uncertaintyMs)})`;
}
function formatUncertainty(ms) {
  return ms < 1e3 ? `${Math.ceil(ms)} ms` : `${(ms / 1e3).toFixed(1)} s`;
}
function serverClockOf(record) {
  return { offsetMs: record.offset_ms, uncertaintyMs: record.uncertainty_ms };
}

// dist/protocol/lease.js
var TAKEOVER_REASONS = ["released", "gone", "copied", "stale"];
var TookOver = z2.object({
  from_pid: z2.number().int(),
  from_host: z2.string(),
  from_holder: z2.string(),
  from_epoch: z2.number().int(),
  reason: z2.enum(TAKEOVER_REASONS),
  by_standby: z2.boolean().describe("the new holder was started with --standby and waited for this one to stop")
});
var LeaseRecord = z2.object({
  /** Random per daemon run: pid and host can repeat, this does not. */
  holder: z2.string().min(1),
  host: z2.string(),
  /** /proc/sys/kernel/random/boot_id where there is one: pids are comparable only within one boot of one machine. */
  boot_id: z2.string().nullable(),
  pid: z2.number().int().positive(),
  epoch: z2.number().int().positive(),
  /** Grows by one on every renewal; only a change counts, never its value against a clock. */
  counter: z2.number().int().nonnegative(),
  ttl_ms: z2.number().int().positive(),
  /** The content of `.project-id`: the project as the holder knew it, whatever path it was mounted at. */
  project_id: z2.string(),
  /** `<dev>:<ino>` of the lease folder as the holder saw it: on one machine, a different place is a copy of the project. */
  place: z2.string().nullable(),
  /** Informational only (the holder's wall clock): for people, never for a decision. */
  since: z2.string(),
  renewed_at: z2.string(),
  /** Set by a clean stop: the next daemon takes over at once instead of waiting out the ttl. */
  released: z2.boolean().default(false),
  /** The holder this one replaced; null for a project's first holder, absent in files of older versions. */
  took_over: TookOver.nullable().optional(),
  /**
   * The project's path as the holder's host sees it (absolute, symlinks kept): task files carry
   * absolute paths made there, so another host must reach the project by the same one. Absent in
   * files of older versions.
   */
  project_path: z2.string().optional(),
  /** The holder's offset from the file server's clock, from its last renewal; null until measured, absent in older files. */
  server_clock: ServerClock.nullable().optional()
}).loose();
var LeaseView = z2.object({
  epoch: z2.number().int().positive(),
  holder: z2.string(),
  host: z2.string(),
  pid: z2.number().int().positive(),
  since: z2.string().describe("when the holder took the lease, by the holder's clock"),
  released: z2.boolean().describe("the holder stopped cleanly; the next daemon takes over at once"),
  took_over: TookOver.nullable().describe("the daemon it replaced, and why; null for the first holder (or a lease file of an older version)"),
  project_path: z2.string().nullable().describe("the project's path on the holder's host; null in a lease file of an older version"),
  server_clock: ServerClock.nullable().describe("the holder's offset from the file server's clock at its last renewal; null until measured")
});
function leaseViewOf(record) {
  const { epoch, holder, host, pid, since, released } = record;
  return {
    epoch,
    holder,
    host,
    pid,
    since,
    released,
    took_over: record.took_over ?? null,
    project_path: record.project_path ?? null,
    server_clock: record.server_clock ?? null
  };
}
function describeLeaseView(view) {
  const held = `${view.released ? "stopped: " : ""}pid ${view.pid} on ${view.host}, lease epoch ${view.epoch} (holder ${view.holder}) since ${view.since}`;
  const from = view.took_over;
  if (from === null)
    return held;
  const why = {
    released: "which stopped cleanly",
    gone: "which was no longer running",
    copied: "whose lease came with a copy of the project",
    stale: "which stopped renewing"
  }[from.reason];
  return `${held}; ${from.by_standby ? "a standby that " : ""}took over from pid ${from.from_pid} on ${from.from_host} (epoch ${from.from_epoch}), ${why}`;
}
var EPOCH_FILE = /^epoch-([1-9][0-9]{0,15})\.json$/;
function supersededBy(own, seen) {
  return seen !== void 0 && seen > own;
}
function epochFileName(epoch) {
  return `epoch-${epoch}.json`;
}
function epochOfFileName(name) {
  const match = EPOCH_FILE.exec(name);
  return match ? Number(match[1]) : null;
}
function highestEpoch(names) {
  let highest = 0;
  for (const name of names)
    highest = Math.max(highest, epochOfFileName(name) ?? 0);
  return highest;
}
function prunableEpochs(names, ownEpoch, keep) {
  return [...names].filter((name) => {
    const epoch = epochOfFileName(name);
    return epoch !== null && epoch < ownEpoch - keep;
  });
}
function observeLease(run, observation) {
  const { record, at } = observation;
  if (record === null)
    return run;
  const token = `${record.epoch}\0${record.holder}\0${record.counter}`;
  if (run && run.token === token)
    return { ...run, lastAt: Math.max(run.lastAt, at), released: record.released };
  const from = Math.max(at, observation.endedAt ?? at);
  return { token, firstAt: from, lastAt: from, ttlMs: record.ttl_ms, released: record.released };
}
function judgeLease(run, ownTtlMs) {
  if (run === null)
    return { kind: "unknown" };
  if (run.released)
    return { kind: "released" };
  const ttl = Math.max(ownTtlMs, run.ttlMs);
  const unchangedMs = run.lastAt - run.firstAt;
  return unchangedMs >= ttl ? { kind: "stale", unchangedMs } : { kind: "live", staleInMs: ttl - unchangedMs };
}
function holdsLease(last, now, ttlMs) {
  const limit = ttlMs / 2;
  return now.monotonic - last.monotonic < limit && now.wall - last.wall < limit;
}
function renewIntervalMs(ttlMs) {
  return Math.max(1, Math.floor(ttlMs / 8));
}
function watchIntervalMs(ttlMs) {
  return Math.max(1, Math.floor(ttlMs / 10));
}

export {
  SERVER_CLOCK_LIMIT_MS,
  serverClockOffset,
  judgeServerClock,
  serverClockNews,
  describeServerClock,
  serverClockOf,
  LeaseRecord,
  LeaseView,
  leaseViewOf,
  describeLeaseView,
  supersededBy,
  epochFileName,
  epochOfFileName,
  highestEpoch,
  prunableEpochs,
  observeLease,
  judgeLease,
  holdsLease,
  renewIntervalMs,
  watchIntervalMs
};
