// dist/protocol/lease.js
import { z } from "zod";
var TAKEOVER_REASONS = ["released", "gone", "copied", "stale"];
var TookOver = z.object({
  from_pid: z.number().int(),
  from_host: z.string(),
  from_holder: z.string(),
  from_epoch: z.number().int(),
  reason: z.enum(TAKEOVER_REASONS),
  by_standby: z.boolean().describe("the new holder was started with --standby and waited for this one to stop")
});
var LeaseRecord = z.object({
  /** Random per daemon run: pid and host can repeat, this does not. */
  holder: z.string().min(1),
  host: z.string(),
  /** /proc/sys/kernel/random/boot_id where there is one: pids are comparable only within one boot of one machine. */
  boot_id: z.string().nullable(),
  pid: z.number().int().positive(),
  epoch: z.number().int().positive(),
  /** Grows by one on every renewal; only a change counts, never its value against a clock. */
  counter: z.number().int().nonnegative(),
  ttl_ms: z.number().int().positive(),
  /** The content of `.project-id`: the project as the holder knew it, whatever path it was mounted at. */
  project_id: z.string(),
  /** `<dev>:<ino>` of the lease folder as the holder saw it: on one machine, a different place is a copy of the project. */
  place: z.string().nullable(),
  /** Informational only (the holder's wall clock): for people, never for a decision. */
  since: z.string(),
  renewed_at: z.string(),
  /** Set by a clean stop: the next daemon takes over at once instead of waiting out the ttl. */
  released: z.boolean().default(false),
  /** The holder this one replaced; null for a project's first holder, absent in files of older versions. */
  took_over: TookOver.nullable().optional()
}).loose();
var LeaseView = z.object({
  epoch: z.number().int().positive(),
  holder: z.string(),
  host: z.string(),
  pid: z.number().int().positive(),
  since: z.string().describe("when the holder took the lease, by the holder's clock"),
  released: z.boolean().describe("the holder stopped cleanly; the next daemon takes over at once"),
  took_over: TookOver.nullable().describe("the daemon it replaced, and why; null for the first holder (or a lease file of an older version)")
});
function leaseViewOf(record) {
  const { epoch, holder, host, pid, since, released } = record;
  return { epoch, holder, host, pid, since, released, took_over: record.took_over ?? null };
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
  LeaseRecord,
  LeaseView,
  leaseViewOf,
  describeLeaseView,
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
