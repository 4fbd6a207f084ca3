import {
  FollowingRuns
} from "./chunk-FVJ3SDNS.js";
import {
  watchTree
} from "./chunk-DHQILCMW.js";
import {
  watchInbox,
  watchProtocolFolder
} from "./chunk-DE6TTTNU.js";
import {
  pollFolders
} from "./chunk-KWQMMKFM.js";
import {
  taskFileWarnings
} from "./chunk-UPLLUI5O.js";
import {
  contextOf
} from "./chunk-ZOWVDP76.js";
import {
  watchChoiceFor
} from "./chunk-Z6XF57ZM.js";
import {
  leaseFacts,
  lockProject
} from "./chunk-QKBSYYVO.js";
import "./chunk-AKBGAQRY.js";
import "./chunk-TOKAIHTZ.js";
import "./chunk-UXMTMLH4.js";
import {
  appendLine
} from "./chunk-IO2NQOSR.js";
import {
  listDirOrEmpty
} from "./chunk-7RZ4TLVJ.js";
import {
  sortKeys,
  stableJson
} from "./chunk-OSW4CT7W.js";
import {
  identityErrors
} from "./chunk-J6X3T4X6.js";
import "./chunk-JH4NCKVG.js";
import {
  SignalContent,
  renderSignal
} from "./chunk-QTYCUWII.js";
import "./chunk-JG65QDGJ.js";
import {
  blockingIo,
  readFrontMatterFile,
  readSmallFile,
  statFacts,
  threadPoolIo
} from "./chunk-FA4IUSWH.js";
import {
  renderFrontMatter
} from "./chunk-6BVEKIOM.js";
import {
  parseTracking
} from "./chunk-V4KTFVQF.js";
import {
  holdForBulkWrites,
  writeAtomic
} from "./chunk-VF46JH6B.js";
import {
  epochOfFileName
} from "./chunk-BNRM2GEJ.js";
import {
  TaskFrontMatter
} from "./chunk-UYGV2EW6.js";
import {
  parseYaml
} from "./chunk-2TBVN567.js";
import {
  computeDependencies
} from "./chunk-44A73VCQ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  OPEN_STATES
} from "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import {
  HANDOFF_SCHEMAS
} from "./chunk-KMVBSH7L.js";
import {
  earliest,
  fromIso,
  toIso
} from "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import {
  stageOf
} from "./chunk-5U7VJXKJ.js";
import {
  renderDiagnostic
} from "./chunk-RMGIHFYB.js";
import {
  AGENT_NAME_PATTERN,
  isAgentName,
  isStoryId
} from "./chunk-CEHSRTBJ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  rosterOf
} from "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import {
  CONTEXT_SUFFIX,
  DAEMON_OWNER,
  HANDOFFS_DIR,
  HISTORY_FILE,
  INBOX_DIR,
  LAB_RELAY_FILE,
  LEASE_DIR,
  OUTPUT_DIR,
  READ_CACHE_DIR,
  SUPERVISOR_DIR,
  TRACKING_FILE,
  agentInbox,
  classifyHandoffName,
  classifyInboxName,
  contextFile,
  handoffFile,
  signalFile
} from "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/daemon/daemon.js
import { EventEmitter } from "node:events";
import { setTimeout as delay } from "node:timers/promises";

// dist/protocol/workers.js
function deriveWorkers(agents, tasks, facts, config, now) {
  const current = /* @__PURE__ */ new Map();
  const lastCompletion = /* @__PURE__ */ new Map();
  const lastClaim = /* @__PURE__ */ new Map();
  for (const [id, entry] of tasks) {
    if (entry.state === "picked_up") {
      const held = current.get(entry.agent);
      if (held === void 0 || id < held.id)
        current.set(entry.agent, { id, pickedUpAt: validTime(entry.picked_up_at) });
    }
    const done = validTime(entry.completed_at);
    if (done !== null && done > (lastCompletion.get(entry.agent) ?? -Infinity))
      lastCompletion.set(entry.agent, done);
    const claimed = validTime(entry.picked_up_at);
    if (claimed !== null && claimed > (lastClaim.get(entry.agent) ?? -Infinity))
      lastClaim.set(entry.agent, claimed);
  }
  const workers = {};
  for (const agent of agents) {
    const { firstSeenAt, lastSeenAt, lastCompletionAt } = facts(agent);
    const task = current.get(agent) ?? null;
    const seen = floor([lastClaim.get(agent) ?? null, lastCompletion.get(agent) ?? null, lastCompletionAt].reduce(latest, lastSeenAt));
    const seenRecently = seen !== null && now - seen < config.workers.offline_after;
    const status = !seenRecently ? "offline" : task !== null ? "busy" : "idle";
    const idleBase = latest(lastCompletion.get(agent) ?? null, lastCompletionAt) ?? firstSeenAt ?? seen;
    workers[agent] = {
      status,
      current_task: task?.id ?? null,
      idle_since: status === "idle" && idleBase !== null ? toIso(idleBase) : null,
      last_seen_at: seen === null ? null : toIso(seen)
    };
  }
  return workers;
}
function nextWorkerChange(workers, config, now) {
  let next = null;
  for (const worker of Object.values(workers)) {
    const seen = worker.status === "offline" ? null : validTime(worker.last_seen_at);
    const at = seen === null ? null : seen + config.workers.offline_after;
    if (at !== null && at > now && (next === null || at < next))
      next = at;
  }
  return next;
}
function floor(ms) {
  return ms === null ? null : Math.floor(ms);
}
function latest(a, b) {
  return a === null ? b : b === null ? a : Math.max(a, b);
}
function validTime(iso) {
  if (iso === null)
    return null;
  const ms = fromIso(iso);
  return Number.isNaN(ms) ? null : ms;
}

// dist/src/tracking/tracking-store.js
import { readFile, rename, stat } from "node:fs/promises";

// dist/src/tracking/tracking-serializer.js
var TrackingSerializer = class {
  pieces = /* @__PURE__ */ new Map();
  sortedIds = [];
  /** The joined pieces of ids `[i * BLOCK_SIZE, (i + 1) * BLOCK_SIZE)` of `sortedIds`, or null when stale. */
  blocks = [];
  /** `json` is `stableJson(entry)`, which the caller has already computed to see whether it changed. */
  set(id, json) {
    const index = binarySearch(this.sortedIds, id);
    if (index < 0) {
      this.sortedIds.splice(-(index + 1), 0, id);
      this.staleFrom(-(index + 1));
    } else {
      this.blocks[Math.floor(index / BLOCK_SIZE)] = null;
    }
    this.pieces.set(id, Buffer.from(`    ${JSON.stringify(id)}: ${indent(json.trimEnd(), "    ")}`));
  }
  delete(id) {
    if (!this.pieces.delete(id))
      return;
    const index = binarySearch(this.sortedIds, id);
    if (index < 0)
      return;
    this.sortedIds.splice(index, 1);
    this.staleFrom(index);
  }
  clear() {
    this.pieces.clear();
    this.sortedIds = [];
    this.blocks = [];
  }
  render(updatedAt, workers, rejected, epoch) {
    const leaseEpoch = epoch === null ? "" : `
  "lease_epoch": ${epoch},`;
    const head = `{
  "ipc_protocol": "ipc-v1",${leaseEpoch}
  "rejected": ${section(rejected)},
  "tasks": `;
    const tail = `,
  "updated_at": ${JSON.stringify(updatedAt)},
  "workers": ${section(workers)}
}
`;
    if (this.sortedIds.length === 0)
      return Buffer.from(`${head}{}${tail}`);
    const count = Math.ceil(this.sortedIds.length / BLOCK_SIZE);
    this.blocks.length = count;
    const parts = [Buffer.from(`${head}{
`)];
    for (let block = 0; block < count; block++) {
      if (block > 0)
        parts.push(ENTRY_SEPARATOR);
      parts.push(this.blocks[block] ??= this.join(block));
    }
    parts.push(Buffer.from(`
  }${tail}`));
    return Buffer.concat(parts);
  }
  join(block) {
    const parts = [];
    for (const id of this.sortedIds.slice(block * BLOCK_SIZE, (block + 1) * BLOCK_SIZE)) {
      if (parts.length > 0)
        parts.push(ENTRY_SEPARATOR);
      parts.push(this.pieces.get(id));
    }
    return Buffer.concat(parts);
  }
  /** The ids from `index` on have moved: their blocks are joined again at the next render. */
  staleFrom(index) {
    for (let block = Math.floor(index / BLOCK_SIZE); block < this.blocks.length; block++)
      this.blocks[block] = null;
  }
};
var BLOCK_SIZE = 128;
var ENTRY_SEPARATOR = Buffer.from(",\n");
function section(value) {
  return indent(stableJson(value).trimEnd(), "  ");
}
function indent(text, prefix) {
  return text.replace(/\n/g, `
${prefix}`);
}
function binarySearch(sorted, id) {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const mid = low + high >>> 1;
    const value = sorted[mid];
    if (value === id)
      return mid;
    if (value < id)
      low = mid + 1;
    else
      high = mid - 1;
  }
  return -(low + 1);
}

// dist/src/tracking/tracking-store.js
var TrackingStore = class {
  file;
  displayName;
  clock;
  options;
  entries = /* @__PURE__ */ new Map();
  entryJson = /* @__PURE__ */ new Map();
  serializer = new TrackingSerializer();
  workers = {};
  rejected = /* @__PURE__ */ new Map();
  dirty = false;
  timer = null;
  writing = null;
  lastWritten = null;
  inFlight = null;
  /** `ino:mtime:size` of our last few writes, newest last. */
  ownFacts = [];
  writeFailures = 0;
  /** What the last write held the event loop for (ms, estimated from its render) and when it ended, on the monotonic clock. */
  lastCostMs = 0;
  lastEndedAt = -Infinity;
  held = false;
  closed = false;
  constructor(file, displayName, clock, options) {
    this.file = file;
    this.displayName = displayName;
    this.clock = clock;
    this.options = options;
  }
  async load() {
    let bytes;
    try {
      bytes = await readFile(this.file);
    } catch (error) {
      if (error.code === "ENOENT")
        return { restored: 0, brokenCopy: null, diagnostic: null };
      throw error;
    }
    const result = parseTracking(bytes.toString("utf8"));
    if (result.ok) {
      this.replaceAll(result.tracking);
      this.lastWritten = bytes;
      return { restored: this.entries.size, brokenCopy: null, diagnostic: null };
    }
    return { restored: 0, ...await this.quarantine(result.diagnostics) };
  }
  /**
   * Takes in a version edited by hand. A valid one is adopted (the files are re-read against it
   * next); a broken one is kept beside as `.broken-<time>` and rewritten from what the daemon knows.
   */
  async adopt(bytes) {
    const result = parseTracking(bytes.toString("utf8"));
    if (result.ok) {
      this.replaceAll(result.tracking);
      this.lastWritten = bytes;
      return { adopted: true, brokenCopy: null, diagnostic: null };
    }
    const quarantined = await this.quarantine(result.diagnostics);
    await this.flush();
    return { adopted: false, ...quarantined };
  }
  async quarantine(problems) {
    const brokenCopy = `${this.file}.broken-${toIso(this.clock.now()).replace(/[:.]/g, "-")}`;
    let kept = brokenCopy;
    try {
      await rename(this.file, brokenCopy);
    } catch (error) {
      if (error.code !== "ENOENT")
        throw error;
      kept = null;
    }
    this.dirty = true;
    const first = problems[0];
    return {
      brokenCopy: kept,
      diagnostic: {
        ...first,
        file: this.displayName,
        got: problems.length > 1 ? `${first.got ?? ""} (+${problems.length - 1} more problems)` : first.got ?? null
      }
    };
  }
  /**
   * Whether the file on disk is one of our own recent writes. Every write lands as a new inode
   * (temp file + rename), so inode, mtime and size name a write; a read that raced a later write
   * of ours is caught by the content checks. Only what is none of these is a hand edit.
   */
  async isOwnFile() {
    const facts = await fileFacts(this.file);
    return facts === null || this.ownFacts.includes(facts);
  }
  isOwnWrite(bytes) {
    return this.lastWritten !== null && bytes.equals(this.lastWritten) || this.inFlight !== null && bytes.equals(this.inFlight);
  }
  get(id) {
    return this.entries.get(id);
  }
  ids() {
    return this.entries.keys();
  }
  values() {
    return this.entries.entries();
  }
  get size() {
    return this.entries.size;
  }
  set(id, entry) {
    const json = stableJson(entry);
    if (this.entryJson.get(id) === json)
      return false;
    this.entries.set(id, entry);
    this.entryJson.set(id, json);
    this.serializer.set(id, json);
    this.markDirty();
    return true;
  }
  delete(id) {
    if (!this.entries.delete(id))
      return false;
    this.entryJson.delete(id);
    this.serializer.delete(id);
    this.markDirty();
    return true;
  }
  setWorkers(workers) {
    if (stableJson(workers) === stableJson(this.workers))
      return;
    this.workers = workers;
    this.markDirty();
  }
  getWorkers() {
    return this.workers;
  }
  setRejected(file, errors) {
    const before = this.rejected.get(file);
    if (errors === null || errors.length === 0) {
      if (before && this.rejected.delete(file))
        this.markDirty();
      return;
    }
    if (before && stableJson(before.errors) === stableJson(errors))
      return;
    this.rejected.set(file, { errors });
    this.markDirty();
  }
  /** Each entry object is replaced, never mutated, when its diagnostics change (the dashboard diffs by reference). */
  rejectedEntries() {
    return this.rejected.entries();
  }
  /**
   * Writes as soon as the pacing allows: a write of the whole file holds the event loop for a time
   * in proportion to the tracked tasks, so the next one starts no sooner than that long after the
   * last one ended. Writing takes at most about half the daemon's time however many tasks there
   * are, and more changes coalesce into each write as the file grows, so the cost per change stays
   * flat; with few tasks the pause is well under a millisecond.
   */
  flushSoon() {
    if (!this.dirty || this.held || this.writeFailures > 0)
      return;
    const wait = this.pacingWait();
    if (wait === 0 && !this.writing) {
      void this.flush();
      return;
    }
    this.schedule(wait);
  }
  /** Holds every write until `release`: the first reconcile of a start writes the file once, at its end. */
  hold() {
    this.held = true;
    return () => {
      this.held = false;
      if (this.dirty)
        this.schedule(this.options.batchWindowMs);
    };
  }
  /** Resolves once no write of ours is under way, so a look at the file can tell ours from others'. */
  async writesSettled() {
    while (this.writing)
      await this.writing;
  }
  /** Writes now if anything changed, waiting for a write already under way. */
  async flush() {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    await this.writesSettled();
    if (!this.dirty || this.closed)
      return;
    this.dirty = false;
    const renderStarted = performance.now();
    const bytes = this.serializer.render(toIso(this.clock.now()), this.workers, Object.fromEntries([...this.rejected].sort(([a], [b]) => a < b ? -1 : 1)), this.options.epoch?.() ?? null);
    const costMs = WRITE_COST_PER_RENDER * (performance.now() - renderStarted);
    this.inFlight = bytes;
    this.writing = this.writeUnlessForeign(bytes).then(async (ino) => {
      if (ino === null)
        return;
      const facts = await fileFacts(this.file);
      if (facts?.startsWith(`${ino}:`))
        this.rememberOwn(facts);
      this.lastWritten = bytes;
      this.writeFailures = 0;
      this.lastEndedAt = performance.now();
      this.lastCostMs = costMs;
      this.options.onFlushed?.();
    }).catch((error) => {
      this.dirty = true;
      this.writeFailures += 1;
      this.options.onWriteError(error);
      this.schedule(Math.min(3e4, 250 * 2 ** Math.min(this.writeFailures, 7)));
    }).finally(() => {
      this.writing = null;
      this.inFlight = null;
    });
    await this.writing;
  }
  /**
   * Writes `bytes` over the file unless it must not be: the fence says no, or someone else's file
   * waits to be looked at (null then). Resolves to the inode written.
   */
  async writeUnlessForeign(bytes) {
    if (this.options.onForeign && await this.foreignOnDisk()) {
      this.dirty = true;
      this.options.onForeign();
      return null;
    }
    if (this.options.mayWrite && !this.options.mayWrite()) {
      this.closed = true;
      return null;
    }
    let ino = -1;
    await writeAtomic(this.file, bytes, { fsync: false, inode: (written) => ino = written });
    return ino;
  }
  /**
   * True when the file on disk is none of our recent writes and holds none of the bytes we wrote
   * or took in. A file we know by content (the one loaded at start, or adopted) is remembered as
   * ours from then on, so the common case costs one stat.
   */
  async foreignOnDisk() {
    const facts = await fileFacts(this.file);
    if (facts === null || this.ownFacts.includes(facts))
      return false;
    let bytes;
    try {
      bytes = await readFile(this.file);
    } catch (error) {
      if (error.code === "ENOENT")
        return false;
      throw error;
    }
    if (this.lastWritten === null || !bytes.equals(this.lastWritten))
      return true;
    this.rememberOwn(facts);
    return false;
  }
  rememberOwn(facts) {
    this.ownFacts = [...this.ownFacts.slice(-(OWN_WRITES_REMEMBERED - 1)), facts];
  }
  /** No write starts after this; resolves once the one under way (if any) has landed. */
  async close() {
    this.closed = true;
    if (this.timer)
      clearTimeout(this.timer);
    this.timer = null;
    await this.writesSettled();
  }
  markDirty() {
    this.dirty = true;
    if (this.writeFailures === 0 && !this.held)
      this.schedule(Math.max(this.options.batchWindowMs, this.pacingWait()));
  }
  pacingWait() {
    return Math.max(0, Math.ceil(this.lastEndedAt + this.lastCostMs - performance.now()));
  }
  schedule(delay2) {
    if (this.timer || this.closed)
      return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delay2);
  }
  replaceAll(file) {
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
};
var OWN_WRITES_REMEMBERED = 16;
var WRITE_COST_PER_RENDER = 2;
async function fileFacts(file) {
  try {
    const info = await stat(file);
    return `${info.ino}:${info.mtimeMs}:${info.size}`;
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}

// dist/src/daemon/bulk-start.js
var RUNNING_SWEEP_LIMIT = 1;
var BulkStart = class {
  bulkSweepLimit;
  active = false;
  /** `bulkSweepLimit`: swept stories evaluated at once in the bulk mode. */
  constructor(bulkSweepLimit) {
    this.bulkSweepLimit = bulkSweepLimit;
  }
  readIo() {
    return this.active ? blockingIo : threadPoolIo;
  }
  blockingWrites() {
    return this.active;
  }
  sweepLimit() {
    return this.active ? this.bulkSweepLimit : RUNNING_SWEEP_LIMIT;
  }
  /** Runs `work` in the bulk mode, with the tracking writes of `tracking` held until it ends. */
  async run(tracking, work) {
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
};

// dist/src/daemon/evaluation-queue.js
var EvaluationQueue = class {
  evaluate;
  limit;
  onBatchDone;
  backgroundLimit;
  urgent = /* @__PURE__ */ new Set();
  background = /* @__PURE__ */ new Set();
  running = /* @__PURE__ */ new Set();
  runningUrgent = 0;
  scheduled = false;
  idleWaiters = [];
  constructor(evaluate, limit, onBatchDone, backgroundLimit = () => limit) {
    this.evaluate = evaluate;
    this.limit = limit;
    this.onBatchDone = onBatchDone;
    this.backgroundLimit = backgroundLimit;
  }
  /** A story an event or a deadline names: evaluated before any swept one. */
  request(id) {
    this.background.delete(id);
    this.urgent.add(id);
    this.schedule();
  }
  /** A story a reconcile sweeps: evaluated when no event is waiting. */
  sweep(id) {
    if (this.urgent.has(id))
      return;
    this.background.add(id);
    this.schedule();
  }
  /** Resolves once nothing is pending or running. */
  idle() {
    if (this.isIdle())
      return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
  isIdle() {
    return this.urgent.size === 0 && this.background.size === 0 && this.running.size === 0;
  }
  schedule() {
    if (this.scheduled)
      return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.drain();
    });
  }
  drain() {
    this.startFrom(this.urgent, true);
    this.startFrom(this.background, false);
  }
  startFrom(lane, urgent) {
    for (const id of lane) {
      if (this.running.size >= this.limit || !urgent && this.running.size - this.runningUrgent >= this.backgroundLimit())
        return;
      if (this.running.has(id))
        continue;
      lane.delete(id);
      this.running.add(id);
      if (urgent)
        this.runningUrgent += 1;
      void this.evaluate(id).finally(() => {
        this.running.delete(id);
        if (urgent)
          this.runningUrgent -= 1;
        this.drain();
        const idle = this.isIdle();
        if (idle || urgent && this.urgent.size === 0 && this.runningUrgent === 0)
          this.onBatchDone();
        if (!idle)
          return;
        const waiters = this.idleWaiters;
        this.idleWaiters = [];
        for (const resolve of waiters)
          resolve();
      });
    }
  }
};

// dist/src/daemon/file-index.js
function roleOf(path) {
  const parts = path.split("/");
  const name = parts[parts.length - 1];
  const folder = parts.slice(0, -1).join("/");
  if (folder === HANDOFFS_DIR) {
    const handoff = classifyHandoffName(name);
    if (!handoff)
      return { kind: "ignored" };
    return isStoryId(handoff.id) ? { kind: "story", id: handoff.id } : badName(path, handoff.id);
  }
  if (parts.length !== INBOX_DIR.split("/").length + 2 || !path.startsWith(`${INBOX_DIR}/`))
    return { kind: "ignored" };
  const agent = parts[parts.length - 2];
  if (!AGENT_NAME_PATTERN.test(agent))
    return { kind: "ignored" };
  const inbox = classifyInboxName(name);
  if (!inbox)
    return { kind: "ignored" };
  if (inbox.kind === "heartbeat")
    return { kind: "heartbeat", agent };
  return isStoryId(inbox.id) ? { kind: "story", id: inbox.id } : badName(path, inbox.id);
}
function badName(path, id) {
  return {
    kind: "bad-name",
    diagnostic: {
      code: "bad_story_id",
      file: path,
      field: null,
      expected: 'a file named by a story id: a letter or digit, then up to 127 of [A-Za-z0-9._-], no ".."',
      got: JSON.stringify(id)
    }
  };
}
var FileIndex = class {
  byStory = /* @__PURE__ */ new Map();
  add(id, path) {
    let paths = this.byStory.get(id);
    if (!paths)
      this.byStory.set(id, paths = /* @__PURE__ */ new Set());
    paths.add(path);
  }
  remove(id, path) {
    const paths = this.byStory.get(id);
    if (!paths)
      return;
    paths.delete(path);
    if (paths.size === 0)
      this.byStory.delete(id);
  }
  pathsOf(id) {
    return [...this.byStory.get(id) ?? []];
  }
  ids() {
    return this.byStory.keys();
  }
  /**
   * A file the daemon wrote or removed itself, known before any event for it arrives. Returns
   * 'removed' for a story file it removed (what was read of it is stale), else null.
   */
  ownChange(path, change) {
    const role = roleOf(path);
    if (role.kind !== "story")
      return null;
    if (change === "write") {
      this.add(role.id, path);
      return null;
    }
    this.remove(role.id, path);
    return "removed";
  }
};

// dist/src/daemon/heartbeat-looks.js
import { stat as stat2 } from "node:fs/promises";
var HeartbeatLooks = class {
  projectRoot;
  onSeen;
  logger;
  started = /* @__PURE__ */ new Set();
  constructor(projectRoot, onSeen, logger) {
    this.projectRoot = projectRoot;
    this.onSeen = onSeen;
    this.logger = logger;
  }
  /** A look an event asked for: its failure is reported, never thrown. */
  start(agent) {
    const look = this.look(agent).catch((error) => this.logger.error(`heartbeat of ${agent}: ${error.message}`)).finally(() => this.started.delete(look));
    this.started.add(look);
  }
  async look(agent) {
    try {
      const info = await stat2(inProject(this.projectRoot, `${INBOX_DIR}/${agent}/.heartbeat`));
      this.onSeen(agent, info.mtimeMs);
    } catch (error) {
      if (error.code !== "ENOENT")
        throw error;
    }
  }
  underWay() {
    return [...this.started];
  }
};

// dist/src/daemon/hint-times.js
var HintTimes = class {
  at = /* @__PURE__ */ new Map();
  note(id, at) {
    this.at.set(id, at);
  }
  /** The hint behind this look, taken: hints that come during the look count for the next one. */
  take(id) {
    const at = this.at.get(id);
    this.at.delete(id);
    return at;
  }
  /** A look that failed is retried as the same look: its hint stays, unless a newer one came meanwhile. */
  keep(id, at) {
    if (!this.at.has(id))
      this.at.set(id, at);
  }
};

// dist/src/daemon/in-slices.js
var SLICE = 500;
async function forEachInSlices(items, each, slice = SLICE) {
  let inSlice = 0;
  for (const item of items) {
    if (inSlice === slice) {
      await new Promise((resolve) => setImmediate(resolve));
      inSlice = 0;
    }
    each(item);
    inSlice += 1;
  }
}

// dist/src/daemon/ledger.js
import { open } from "node:fs/promises";
var Ledger = class {
  file;
  usageOf;
  mayWrite;
  epoch;
  keys = /* @__PURE__ */ new Set();
  confirmedIds = /* @__PURE__ */ new Set();
  /** Bytes of the file read so far, up to the end of its last whole line. */
  offset = 0;
  skippedLines = 0;
  /** `usageOf` adds what a confirmed story took (the transcript memory's count, given by `forge start`). */
  constructor(file, usageOf = async () => ({}), mayWrite = () => true, epoch = () => null) {
    this.file = file;
    this.usageOf = usageOf;
    this.mayWrite = mayWrite;
    this.epoch = epoch;
  }
  async load() {
    this.offset = 0;
    await this.catchUp();
  }
  /** Reads the whole lines appended since the last look (a torn last line waits for its end). */
  async catchUp() {
    let handle;
    try {
      handle = await open(this.file, "r");
    } catch (error) {
      if (error.code === "ENOENT")
        return;
      throw error;
    }
    let added;
    try {
      const { size } = await handle.stat();
      if (size < this.offset)
        this.offset = 0;
      added = Buffer.alloc(size - this.offset);
      if (added.length > 0)
        await handle.read(added, 0, added.length, this.offset);
    } finally {
      await handle.close();
    }
    const end = added.lastIndexOf(10) + 1;
    if (end === 0)
      return;
    this.offset += end;
    for (const line of added.subarray(0, end).toString("utf8").split("\n")) {
      if (line.trim() === "")
        continue;
      try {
        const record = JSON.parse(line);
        if (typeof record.story_id !== "string")
          throw new TypeError("no story_id");
        this.remember(record.story_id, typeof record.submitted_at === "string" ? record.submitted_at : null, record.state === "confirmed");
      } catch (error) {
        if (!(error instanceof SyntaxError || error instanceof TypeError))
          throw error;
        this.skippedLines += 1;
      }
    }
  }
  /** The story was confirmed and cleaned up: it is finished for good. */
  hasConfirmed(id) {
    return this.confirmedIds.has(id);
  }
  /**
   * Appends the record unless this task is already in the ledger, or its id was confirmed: ids are
   * unique for good once confirmed, so a later record of one is a cleanup replayed against a task
   * file rewritten since (another submission time, or none when it no longer parses). Returns whether it wrote.
   */
  async record(record) {
    await this.catchUp();
    const key = keyOf(record.story_id, record.submitted_at);
    if (this.confirmedIds.has(record.story_id) || record.state !== "confirmed" && this.keys.has(key))
      return false;
    const usage = record.state === "confirmed" ? await this.usageOf(record.story_id) : {};
    if (!this.mayWrite())
      return false;
    const epoch = this.epoch();
    await appendLine(this.file, JSON.stringify(sortKeys({ ...record, ...usage, ...epoch === null ? {} : { lease_epoch: epoch } })));
    this.remember(record.story_id, record.submitted_at, record.state === "confirmed");
    return true;
  }
  remember(id, submittedAt, confirmed) {
    this.keys.add(keyOf(id, submittedAt));
    if (confirmed)
      this.confirmedIds.add(id);
  }
};
function keyOf(id, submittedAt) {
  return `${id}\0${submittedAt ?? ""}`;
}

// dist/src/daemon/leftover-temps.js
import { lstat, unlink } from "node:fs/promises";
import { posix } from "node:path";

// dist/protocol/daemon-temp-files.js
var ATOMIC_TEMP = /^(.+)\.(\d{1,10})$/;
var MAX_SUFFIX = 2 ** 32 - 1;
var DAEMON_TEMP_MIN_AGE_MS = 6e4;
var DAEMON_SIGNALS = [".orphaned", ".timeout"];
var ESCALATION_HANDOFF = "-escalation-handoff.md";
var WORKER_SETTINGS = ".settings.json";
function daemonTempTarget(path) {
  const match = ATOMIC_TEMP.exec(path);
  if (!match || Number(match[2]) > MAX_SUFFIX)
    return null;
  const target = match[1];
  return isDaemonWrittenFile(target) ? target : null;
}
function isDaemonWrittenFile(path) {
  if (path === TRACKING_FILE || path === DAEMON_OWNER || path === LAB_RELAY_FILE)
    return true;
  const slash = path.lastIndexOf("/");
  const folder = path.slice(0, slash);
  const name = path.slice(slash + 1);
  if (name === "")
    return false;
  if (folder === READ_CACHE_DIR)
    return true;
  if (folder === LEASE_DIR)
    return epochOfFileName(name) !== null;
  if (folder === SUPERVISOR_DIR)
    return name.endsWith(WORKER_SETTINGS) && isAgentName(name.slice(0, -WORKER_SETTINGS.length));
  if (folder === HANDOFFS_DIR)
    return name.endsWith(ESCALATION_HANDOFF) && isStoryId(name.slice(0, -ESCALATION_HANDOFF.length));
  if (!folder.startsWith(`${INBOX_DIR}/`) || !isAgentName(folder.slice(INBOX_DIR.length + 1)))
    return false;
  for (const suffix of [CONTEXT_SUFFIX, ...DAEMON_SIGNALS]) {
    if (name.endsWith(suffix))
      return isStoryId(name.slice(0, -suffix.length));
  }
  return false;
}
function isStaleDaemonTemp(path, modifiedAt, now, lockedSince = null, minAgeMs = DAEMON_TEMP_MIN_AGE_MS) {
  if (daemonTempTarget(path) === null)
    return false;
  return now - modifiedAt >= minAgeMs || lockedSince !== null && modifiedAt < lockedSince;
}

// dist/src/daemon/leftover-temps.js
async function privateTemps(projectRoot) {
  const found = [];
  for (const folder of [OUTPUT_DIR, READ_CACHE_DIR, SUPERVISOR_DIR, posix.dirname(LAB_RELAY_FILE)]) {
    for (const entry of await listDirOrEmpty(inProject(projectRoot, folder))) {
      const path = `${folder}/${entry.name}`;
      if (entry.isFile() && daemonTempTarget(path))
        found.push(path);
    }
  }
  return found;
}
async function removeStaleTemps(projectRoot, candidates, wallNow, lockedSince) {
  const removed = [];
  for (const path of candidates) {
    const absolute = inProject(projectRoot, path);
    try {
      const info = await lstat(absolute);
      if (!info.isFile() || !isStaleDaemonTemp(path, info.mtimeMs, wallNow, lockedSince))
        continue;
      await unlink(absolute);
      removed.push(path);
    } catch (error) {
      if (error.code !== "ENOENT")
        throw error;
    }
  }
  return removed;
}
async function removeLeftoverTemps(projectRoot, found, lockedSince, logger) {
  try {
    const removed = await removeStaleTemps(projectRoot, [...found, ...await privateTemps(projectRoot)], Date.now(), lockedSince);
    if (removed.length > 0)
      logger.info(`removed ${removed.length} temp file(s) left by an interrupted write of the daemon: ${removed.slice(0, 3).join(", ")}${removed.length > 3 ? ", ..." : ""}`);
  } catch (error) {
    logger.warn(`cannot remove leftover temp files: ${error.message}; trying again at the next reconcile`);
  }
}

// dist/src/daemon/open-worktrees.js
function openWorktrees(tasks, frontMatterOf) {
  const found = [];
  for (const [storyId, entry] of tasks) {
    if (!OPEN_STATES.has(entry.state))
      continue;
    const worktreePath = frontMatterOf(entry.file)?.worktree_path;
    if (typeof worktreePath === "string")
      found.push({ agent: entry.agent, storyId, worktreePath });
  }
  return found;
}

// dist/watchers/handoffs-watcher.js
function watchHandoffs(options) {
  return watchProtocolFolder(HANDOFFS_DIR, 0, options);
}

// dist/watchers/tracking-watcher.js
import { dirname } from "node:path";
function watchTracking(options) {
  const file = inProject(options.projectRoot, TRACKING_FILE);
  return (options.mode === "poll" ? pollFolders : watchTree)({
    root: dirname(file),
    depth: 0,
    mode: options.mode,
    pollIntervalMs: options.pollIntervalMs,
    ignore: (path) => path !== file && path !== dirname(file),
    onEvent: (kind, path) => {
      if (path === file && (kind === "add" || kind === "change"))
        options.onChange();
    },
    onError: options.onError
  });
}

// dist/src/daemon/project-watches.js
function watchProject(options) {
  const { projectRoot, mode, pollIntervalMs, onPath, onTrackingChange, onError } = options;
  return [
    watchInbox({ projectRoot, mode, pollIntervalMs, onPath, onError }),
    watchHandoffs({ projectRoot, mode, pollIntervalMs, onPath, onError }),
    watchTracking({ projectRoot, mode, pollIntervalMs, onChange: onTrackingChange, onError })
  ];
}

// dist/src/daemon/read-cache-file.js
import { createHash } from "node:crypto";
import { readFile as readFile2 } from "node:fs/promises";
import { dirname as dirname2, join } from "node:path";
import { z } from "zod";
var READ_CACHE_FILE = `${READ_CACHE_DIR}/reads.json`;
var FORMAT = "forge-read-cache/2";
var schemasDigest = null;
function currentSchemas() {
  schemasDigest ??= digest(JSON.stringify([TaskFrontMatter, SignalContent, ...Object.values(HANDOFF_SCHEMAS)].map((schema) => z.toJSONSchema(schema, { unrepresentable: "any" }))));
  return schemasDigest;
}
async function loadKnownReads(file) {
  let text;
  try {
    text = await readFile2(file, "utf8");
  } catch {
    return [];
  }
  const newline = text.indexOf("\n");
  try {
    const header = JSON.parse(text.slice(0, newline));
    const body = text.slice(newline + 1);
    if (header.format !== FORMAT || header.schemas !== currentSchemas() || header.sha256 !== digest(body))
      return [];
    const reads = JSON.parse(body);
    return Array.isArray(reads) ? reads : [];
  } catch {
    return [];
  }
}
async function saveKnownReads(file, reads) {
  const parts = [];
  const hash = createHash("sha256");
  const add = (part) => {
    parts.push(part);
    hash.update(part);
  };
  await forEachInSlices(reads, (read) => add(`${parts.length === 0 ? "[" : ","}${JSON.stringify(read)}`));
  add(parts.length === 0 ? "[]\n" : "]\n");
  const body = parts.join("");
  const header = { format: FORMAT, schemas: currentSchemas(), sha256: hash.digest("hex") };
  await writeAtomic(join(dirname2(file), ".gitignore"), "*\n", { fsync: false });
  await writeAtomic(file, `${JSON.stringify(header)}
${body}`, { fsync: false });
}
function digest(text) {
  return createHash("sha256").update(text).digest("hex");
}
var KeptReads = class {
  reader;
  logger;
  saving = Promise.resolve();
  file;
  constructor(projectRoot, reader, logger) {
    this.reader = reader;
    this.logger = logger;
    this.file = inProject(projectRoot, READ_CACHE_FILE);
  }
  async seed() {
    this.reader.seed(await loadKnownReads(this.file));
  }
  /** Keeps what was parsed for the next start; a failure costs that start time, nothing else. */
  save() {
    this.saving = this.saving.then(async () => {
      const reads = this.reader.takeKnownReads();
      if (reads)
        await saveKnownReads(this.file, reads);
    }).catch((error) => this.logger.warn(`cannot write ${READ_CACHE_FILE}: ${error.message}; the next start reads every file`));
    return this.saving;
  }
};

// dist/src/daemon/rejected-files.js
var RejectedFiles = class {
  target;
  logger;
  byStory = /* @__PURE__ */ new Map();
  badNames = /* @__PURE__ */ new Set();
  constructor(target, logger) {
    this.target = target;
    this.logger = logger;
  }
  /** What the last decision of story `id` refused; the files it no longer refuses are cleared. */
  setForStory(id, rejected) {
    const before = this.byStory.get(id) ?? /* @__PURE__ */ new Set();
    const now = new Set(Object.keys(rejected));
    for (const file of before)
      if (!now.has(file))
        this.target.setRejected(file, null);
    for (const [file, errors] of Object.entries(rejected)) {
      if (!before.has(file))
        this.logger.warn(errors.map(renderDiagnostic).join("; "));
      this.target.setRejected(file, errors);
    }
    if (now.size > 0)
      this.byStory.set(id, now);
    else
      this.byStory.delete(id);
  }
  /** The stories with refused files: a reconcile looks at them again even when their task is gone. */
  stories() {
    return this.byStory.keys();
  }
  /** An event on a file with a bad name: listed (and logged) when it appears, cleared when it goes. */
  badNameSeen(path, diagnostic, removed) {
    if (removed) {
      this.badNames.delete(path);
      this.target.setRejected(path, null);
    } else if (!this.badNames.has(path)) {
      this.badNames.add(path);
      this.logger.warn(renderDiagnostic(diagnostic));
      this.target.setRejected(path, [diagnostic]);
    }
  }
  /** The bad names a full scan found replace the ones known before. */
  replaceBadNames(found) {
    for (const file of this.badNames)
      if (!found.has(file))
        this.target.setRejected(file, null);
    this.badNames.clear();
    for (const [file, diagnostic] of found) {
      this.badNames.add(file);
      this.target.setRejected(file, [diagnostic]);
    }
  }
};

// dist/src/daemon/scan-project.js
import { mkdir } from "node:fs/promises";
async function ensureProjectFolders(projectRoot) {
  await mkdir(inProject(projectRoot, INBOX_DIR), { recursive: true });
  await mkdir(inProject(projectRoot, HANDOFFS_DIR), { recursive: true });
}
async function scanProject(projectRoot) {
  const scan = { stories: /* @__PURE__ */ new Map(), heartbeats: [], badNames: /* @__PURE__ */ new Map(), agents: [], temps: [] };
  const add = (path) => {
    const role = roleOf(path);
    if (role.kind === "story") {
      let paths = scan.stories.get(role.id);
      if (!paths)
        scan.stories.set(role.id, paths = /* @__PURE__ */ new Set());
      paths.add(path);
    } else if (role.kind === "heartbeat")
      scan.heartbeats.push(role.agent);
    else if (role.kind === "bad-name")
      scan.badNames.set(path, role.diagnostic);
    else if (daemonTempTarget(path))
      scan.temps.push(path);
  };
  for (const entry of await listDirOrEmpty(inProject(projectRoot, INBOX_DIR))) {
    if (entry.isFile())
      add(`${INBOX_DIR}/${entry.name}`);
    if (!entry.isDirectory() || entry.name.startsWith("."))
      continue;
    if (!AGENT_NAME_PATTERN.test(entry.name)) {
      const file = `${INBOX_DIR}/${entry.name}`;
      scan.badNames.set(file, {
        code: "bad_agent_name",
        file,
        field: null,
        expected: "a folder named by an agent: lower-case letters, digits, _ or -, starting with a letter",
        got: JSON.stringify(entry.name)
      });
      continue;
    }
    scan.agents.push(entry.name);
    const prefix = `${INBOX_DIR}/${entry.name}/`;
    await forEachInSlices(await listNames(inProject(projectRoot, prefix)), (name) => add(prefix + name));
  }
  await forEachInSlices(await listNames(inProject(projectRoot, HANDOFFS_DIR)), (name) => add(`${HANDOFFS_DIR}/${name}`));
  return scan;
}
async function listNames(dir) {
  return (await listDirOrEmpty(dir)).filter((entry) => entry.isFile() || entry.isSymbolicLink()).map((entry) => entry.name);
}

// dist/src/daemon/service-start.js
async function startServices(services, handle, stopping) {
  for (const service of services) {
    if (stopping())
      return;
    try {
      await service.start(handle);
    } catch (error) {
      handle.logger.error(`${service.name} did not start: ${error.message}; the daemon runs without it`);
    }
  }
}

// dist/protocol/clock-skew.js
var SKEW_GRACE_MS = 5e3;
function skewToleranceMs(config) {
  return SKEW_GRACE_MS + config.daemon.poll_interval;
}
var SERVER_TIME_MAX_UNCERTAINTY_MS = 1e3;
function serverTimeOnDaemonClock(mtimeMs, offset) {
  if (mtimeMs === void 0 || !offset || offset.uncertaintyMs > SERVER_TIME_MAX_UNCERTAINTY_MS)
    return null;
  return mtimeMs - offset.offsetMs;
}
function firstSight(written, seenAt, sightsSince, toleranceMs, server = null) {
  const own = server ?? written;
  if (sightsSince !== null && own >= sightsSince - toleranceMs)
    return seenAt;
  return Math.min(own, seenAt);
}
function trustedStart(written, seen, toleranceMs, server = null) {
  const skewMs = written - seen;
  if (skewMs <= 0 && skewMs >= -toleranceMs)
    return { at: written, from: "written", skewMs: null };
  const skew = Math.abs(skewMs) > toleranceMs ? skewMs : null;
  if (server !== null && server <= seen && server >= seen - toleranceMs)
    return { at: server, from: "server", skewMs: skew };
  return { at: seen, from: "sight", skewMs: skew };
}
function skewDiagnostic(file, field, written, time, toleranceMs) {
  const skewMs = time.skewMs ?? written - time.seen;
  const seconds = (Math.abs(skewMs) / 1e3).toFixed(1);
  const start = time.from === "server" ? `the file's time on the file server (${toIso(time.at)})` : "that sight";
  return {
    code: "clock_skew",
    file,
    field,
    expected: `a time within ${toleranceMs / 1e3} s before the daemon first saw it (${toIso(time.seen)}); the deadline runs from ${start}`,
    got: `${toIso(written)}, ${seconds} s ${skewMs > 0 ? "ahead of" : "behind"} the daemon's clock`
  };
}
function stepTime(written, previous, seenAt, sightsSince, toleranceMs, server = null) {
  const at = Date.parse(written);
  const kept = previous && previous.written === written ? Date.parse(previous.seen ?? written) : null;
  const seen = kept ?? firstSight(at, seenAt, sightsSince, toleranceMs, server);
  return { seen, ...trustedStart(at, seen, toleranceMs, server) };
}

// dist/protocol/story-handoffs.js
function readHandoffs(snapshot, agent) {
  const errors = [];
  let settlesAt = null;
  let pr = null;
  let ref = null;
  for (const kind of ["pr", "error"]) {
    const handoff = snapshot.handoffs[kind];
    if (!handoff)
      continue;
    if (!handoff.parsed.ok) {
      if (handoff.parsed.settling)
        settlesAt = earliest(settlesAt, handoff.parsed.settlesAt);
      else
        errors.push(...handoff.parsed.errors);
      continue;
    }
    const value = handoff.parsed.value;
    if (kind === "pr" && value.agent !== agent) {
      errors.push({
        code: "agent_mismatch",
        file: handoff.file,
        field: "agent",
        expected: `${JSON.stringify(agent)} (the agent the task is assigned to)`,
        got: JSON.stringify(value.agent)
      });
      continue;
    }
    if (kind === "pr") {
      pr = value;
      ref = { kind: "pr", file: handoff.file, status: pr.status, created_at: pr.created_at };
    } else if (ref === null) {
      ref = { kind: "error", file: handoff.file, status: "failed", created_at: stringField(value, "created_at") };
    }
  }
  return { pr, ref, errors, settlesAt };
}
function stringField(value, key) {
  const field = value[key];
  return typeof field === "string" ? field : null;
}

// dist/protocol/story-owner.js
function refuseFinishedId(snapshot, rejected) {
  for (const task of snapshot.tasks) {
    rejected[task.file] = [
      {
        code: "duplicate_story_id",
        file: task.file,
        field: "story_id",
        expected: "an id not used before in this project (this one is finished: see .history.jsonl)",
        got: snapshot.id
      }
    ];
  }
  for (const signals of Object.values(snapshot.signals)) {
    for (const signal of Object.values(signals)) {
      rejected[signal.file] = [
        { code: "unknown_story", file: signal.file, field: null, expected: "a signal of an open story (this one is finished: see .history.jsonl)", got: null }
      ];
    }
  }
  return { actions: [], rejected, wakeAt: null };
}
function chooseOwner(snapshot, previous) {
  const rejected = {};
  if (snapshot.tasks.length === 0)
    return { owner: void 0, rejected };
  const sorted = [...snapshot.tasks].sort((a, b) => a.agent < b.agent ? -1 : a.agent > b.agent ? 1 : 0);
  const owner = sorted.find((t) => t.agent === previous?.agent) ?? sorted[0];
  for (const other of sorted) {
    if (other === owner)
      continue;
    rejected[other.file] = [
      { code: "duplicate_story_id", file: other.file, field: "story_id", expected: `an id not already tracked (tracked in ${owner.file})`, got: snapshot.id }
    ];
  }
  return { owner, rejected };
}

// dist/protocol/tracked-entry.js
function baseEntry(owner, task, previous, pickedUpAt) {
  const entry = {
    state: "submitted",
    agent: owner.agent,
    stage: stageOf(task.task_type, task.stage),
    task_type: task.task_type,
    urgency: task.urgency ?? "normal",
    file: owner.file,
    submitted_at: task.submitted_at,
    picked_up_at: pickedUpAt,
    completed_at: previous?.completed_at ?? null,
    deadline_at: null,
    orphaned_at: previous?.orphaned_at ?? null,
    timed_out_at: previous?.timed_out_at ?? null,
    escalated_at: previous?.escalated_at ?? null,
    confirmed_at: null,
    handoff: null,
    stalled: false,
    last_activity_at: null,
    errors: []
  };
  if (task.title?.trim())
    entry.title = task.title.trim();
  return entry;
}
function invalidEntry(owner, previous, errors) {
  const entry = {
    state: "invalid",
    agent: owner.agent,
    stage: previous?.stage ?? null,
    task_type: previous?.task_type ?? null,
    urgency: previous?.urgency ?? null,
    file: owner.file,
    submitted_at: previous?.submitted_at ?? null,
    picked_up_at: null,
    completed_at: null,
    deadline_at: null,
    orphaned_at: null,
    timed_out_at: null,
    escalated_at: null,
    confirmed_at: null,
    handoff: null,
    stalled: false,
    last_activity_at: null,
    errors
  };
  if (previous?.title)
    entry.title = previous.title;
  return entry;
}

// dist/protocol/transition-log.js
function transitionLog(id, previous, entry, message) {
  const event = transitionEvent(previous, entry);
  if (!event)
    return null;
  return { type: "log", event, agent: entry.agent, id, message: message ?? describeTransition(event, entry) };
}
function transitionEvent(previous, entry) {
  if (previous?.state === entry.state) {
    if (entry.stalled && !previous.stalled)
      return "stalled";
    const problems = (e) => e.errors.filter((error) => error.code !== "clock_skew").length;
    if (problems(entry) > 0 && problems(previous) === 0 && entry.state !== "invalid")
      return "handoff-invalid";
    return null;
  }
  if (previous?.state === "invalid")
    return "task-fixed";
  if (previous?.state === "handed_off" && OPEN_STATES.has(entry.state))
    return "reopened";
  const byState = {
    submitted: previous ? "rearmed" : "task-accepted",
    picked_up: previous && previous.state !== "submitted" ? "rearmed" : "picked-up",
    handed_off: "handed-off",
    orphaned: "orphaned",
    timed_out: "timed-out",
    escalated: "escalated",
    invalid: "task-invalid",
    confirmed: "confirmed"
  };
  return byState[entry.state];
}
function describeTransition(event, entry) {
  switch (event) {
    case "task-accepted":
      return `accepted ${entry.task_type ?? ""} task (stage ${entry.stage}), orphan deadline ${entry.deadline_at}${skewNote(entry, "submitted_at")}`;
    case "picked-up":
      return `picked up, stage deadline ${entry.deadline_at}${skewNote(entry, "at")}`;
    case "handed-off":
      return `handed off (${entry.handoff?.status ?? "completed"})`;
    case "handoff-invalid":
      return `malformed handoff: ${entry.errors.map((e) => `${e.field ?? "file"}: expected ${e.expected}`).join("; ")}`;
    case "orphaned":
      return "not picked up in time: wrote .orphaned";
    case "timed-out":
      return "no handoff within the stage timeout: wrote .timeout";
    case "task-invalid":
      return `invalid task file: ${entry.errors.map((e) => `${e.field ?? "file"}: expected ${e.expected}`).join("; ")}`;
    case "task-fixed":
      return `task file fixed; ${entry.state}`;
    case "reopened":
      return `the handoff is gone; ${entry.state} again, deadline ${entry.deadline_at}`;
    case "rearmed":
      return `${entry.state} again after a signal was removed by hand; deadline ${entry.deadline_at}`;
    case "stalled":
      return `no sign of life from ${entry.agent} since ${entry.last_activity_at}`;
    default:
      return event;
  }
}
function escalationBody(id, agent, violations) {
  return `Heimdall blocked ${violations} tool calls of ${agent} on ${id} and escalated it to human review.

The blocks are in _vibe-chain-output/heimdall-audit.log.
`;
}
function skewNote(entry, field) {
  const skews = entry.errors.filter((error) => error.code === "clock_skew" && error.field === field);
  return skews.map((d) => `; WARNING clock skew: ${d.file} ${d.field} is ${d.got}, so the deadline runs from when the daemon saw it`).join("");
}

// dist/protocol/decide.js
function decide(snapshot, previous, config, ctx) {
  const { owner, rejected } = chooseOwner(snapshot, previous);
  if (!owner)
    return decideWithoutTask(snapshot, previous, rejected, ctx);
  const signals = snapshot.signals[owner.agent] ?? {};
  if (snapshot.inLedger && !previous && !signals.confirmed)
    return refuseFinishedId(snapshot, rejected);
  rejectStraySignals(snapshot, owner.agent, rejected);
  if (!owner.parsed.ok) {
    if (owner.parsed.settling)
      return { actions: [], rejected, wakeAt: owner.parsed.settlesAt };
    const invalid = invalidEntry(owner, previous, [...owner.parsed.errors, ...owner.warnings ?? []]);
    if (signals.confirmed)
      return confirm(snapshot, invalid, signals.confirmed, ctx, rejected);
    return finish(snapshot, previous, invalid, rejected, [], null);
  }
  const task = owner.parsed.value;
  const extra = [];
  const context = contextOf(task, owner.agent);
  const wantedContext = stableJson(context);
  if (snapshot.contexts[owner.agent] !== wantedContext && !signals.confirmed) {
    extra.push({ type: "write-context", file: contextFile(owner.agent, snapshot.id), context });
  }
  for (const agent of Object.keys(snapshot.contexts)) {
    if (agent !== owner.agent)
      extra.push({ type: "remove", file: contextFile(agent, snapshot.id) });
  }
  const entry = baseEntry(owner, task, previous, signals["picked-up"]?.at ?? null);
  const handoffs = readHandoffs(snapshot, owner.agent);
  entry.errors = [...owner.warnings ?? [], ...handoffs.errors];
  entry.handoff = handoffs.ref;
  const validHandoff = handoffs.pr;
  const steps = stepTimes(owner, entry, previous, signals["picked-up"], config, ctx);
  if (signals.confirmed)
    return confirm(snapshot, entry, signals.confirmed, ctx, rejected);
  const now = ctx.now;
  let wakeAt = handoffs.settlesAt;
  if (!validHandoff)
    entry.completed_at = null;
  if (validHandoff && !signals.timeout && !signals.orphaned) {
    entry.state = "handed_off";
    entry.completed_at = previous?.completed_at ?? toIso(now);
    entry.deadline_at = null;
  } else if (signals.timeout) {
    entry.state = "timed_out";
    entry.timed_out_at = previous?.state === "timed_out" ? previous.timed_out_at : signals.timeout.at;
    entry.deadline_at = null;
  } else if (signals.orphaned) {
    entry.state = "orphaned";
    entry.orphaned_at = previous?.state === "orphaned" ? previous.orphaned_at : signals.orphaned.at;
    entry.deadline_at = null;
  } else if (signals["picked-up"]) {
    entry.state = "picked_up";
    const pickedUpAt = steps.pickedUp?.at ?? fromIso(signals["picked-up"].at);
    const timeout = config.timeouts[entry.stage ?? "dev"];
    const deadline = phaseDeadline(previous, "picked_up", "submitted", pickedUpAt + timeout, now + timeout);
    entry.deadline_at = toIso(deadline);
    const lastActivity = Math.max(pickedUpAt, ctx.activity[owner.agent] ?? 0);
    entry.last_activity_at = toIso(lastActivity);
    entry.stalled = now >= lastActivity + config.timeouts.stall;
    if (now >= deadline) {
      entry.state = "timed_out";
      entry.timed_out_at = toIso(now);
      entry.deadline_at = null;
      entry.stalled = false;
      extra.push({
        type: "write-signal",
        file: signalFile(owner.agent, snapshot.id, "timeout"),
        content: signalContent(now, "no handoff within the stage timeout", ctx)
      });
    } else {
      wakeAt = earliest(wakeAt, deadline, entry.stalled ? null : lastActivity + config.timeouts.stall);
    }
  } else {
    entry.state = "submitted";
    const deadline = phaseDeadline(previous, "submitted", null, steps.submitted.at + config.timeouts.orphan, now + config.timeouts.orphan);
    entry.deadline_at = toIso(deadline);
    if (now >= deadline) {
      entry.state = "orphaned";
      entry.orphaned_at = toIso(now);
      entry.deadline_at = null;
      extra.push({
        type: "write-signal",
        file: signalFile(owner.agent, snapshot.id, "orphaned"),
        content: signalContent(now, "not picked up before the orphan deadline", ctx)
      });
    } else {
      wakeAt = earliest(wakeAt, deadline);
    }
  }
  if (signals.escalation && (OPEN_STATES.has(entry.state) || previous?.state === "escalated")) {
    const kept = extra.filter((a) => a.type !== "write-signal");
    return escalate({ snapshot, previous, entry, signal: signals.escalation, config, now, rejected, extra: kept, ctx });
  }
  if (entry.state !== "picked_up") {
    entry.stalled = false;
    entry.last_activity_at = previous?.last_activity_at ?? null;
  }
  return finish(snapshot, previous, entry, rejected, extra, wakeAt);
}
function rejectStraySignals(snapshot, ownerAgent, rejected) {
  for (const [agent, signals] of Object.entries(snapshot.signals)) {
    if (agent === ownerAgent)
      continue;
    for (const signal of Object.values(signals)) {
      rejected[signal.file] = [
        {
          code: "unknown_story",
          file: signal.file,
          field: null,
          expected: `a signal beside its task file (the task is in ${agentInbox(ownerAgent)})`,
          got: null
        }
      ];
    }
  }
}
function decideWithoutTask(snapshot, previous, rejected, ctx) {
  const actions = [];
  const confirmed = Object.values(snapshot.signals).find((signals) => signals.confirmed)?.confirmed;
  const cleaningUp = previous?.state === "confirmed" || confirmed !== void 0;
  if (previous) {
    const record = { ...previous, story_id: snapshot.id };
    if (confirmed && previous.state !== "confirmed")
      Object.assign(record, { state: "confirmed", confirmed_at: confirmed.at, deadline_at: null, stalled: false });
    actions.push({ type: "append-ledger", record });
    if (!cleaningUp) {
      actions.push({
        type: "log",
        event: "task-removed",
        agent: previous.agent,
        id: snapshot.id,
        message: `task file removed while ${previous.state}; recorded in the ledger`
      });
    }
  }
  const daemonOwned = ["orphaned", "timeout"];
  for (const [agent, signals] of Object.entries(snapshot.signals)) {
    for (const [name, signal] of Object.entries(signals)) {
      if (cleaningUp || daemonOwned.includes(name)) {
        if (!byLaterHolder(signal, ctx))
          actions.push({ type: "remove", file: signal.file });
      } else
        rejected[signal.file] = [
          {
            code: "unknown_story",
            file: signal.file,
            field: null,
            expected: `a task file ${agentInbox(agent)}/${snapshot.id}.md beside the signal`,
            got: null
          }
        ];
    }
  }
  for (const agent of Object.keys(snapshot.contexts))
    actions.push({ type: "remove", file: contextFile(agent, snapshot.id) });
  if (previous)
    actions.push({ type: "drop-entry", id: snapshot.id });
  const pr = snapshot.handoffs.pr;
  if (pr && !previous && !snapshot.inLedger) {
    rejected[pr.file] = [{ code: "unknown_story", file: pr.file, field: "story_id", expected: "the id of a tracked task", got: snapshot.id }];
  }
  return { actions, rejected, wakeAt: null };
}
function confirm(snapshot, entry, signal, ctx, rejected) {
  entry.state = "confirmed";
  entry.confirmed_at = signal.at;
  entry.deadline_at = null;
  entry.stalled = false;
  if (entry.completed_at === null && entry.handoff?.kind === "pr")
    entry.completed_at = toIso(ctx.now);
  const actions = [
    { type: "append-ledger", record: { ...entry, story_id: snapshot.id } },
    { type: "log", event: "confirmed", agent: entry.agent, id: snapshot.id, message: "confirmed; recorded in the ledger and cleaned up" }
  ];
  for (const task of snapshot.tasks)
    if (task.agent === entry.agent)
      actions.push({ type: "remove", file: task.file });
  const own = snapshot.signals[entry.agent] ?? {};
  for (const [name, observed] of Object.entries(own))
    if (name !== "confirmed" && !byLaterHolder(observed, ctx))
      actions.push({ type: "remove", file: observed.file });
  for (const agent of Object.keys(snapshot.contexts))
    actions.push({ type: "remove", file: contextFile(agent, snapshot.id) });
  actions.push({ type: "remove", file: signal.file });
  actions.push({ type: "drop-entry", id: snapshot.id });
  return { actions, rejected, wakeAt: null };
}
function escalate({ snapshot, previous, entry, signal, config, now, rejected, extra, ctx }) {
  entry.state = "escalated";
  entry.escalated_at = previous?.state === "escalated" ? previous.escalated_at : signal.at;
  entry.deadline_at = null;
  entry.stalled = false;
  const violations = signal.content?.violations ?? config.heimdall.escalate_after;
  if (!snapshot.handoffs.escalation) {
    const reason = signal.content?.reason ?? "Heimdall blocked repeated tool calls";
    extra.push({
      type: "write-handoff",
      file: handoffFile(snapshot.id, "escalation"),
      frontMatter: { story_id: snapshot.id, agent: entry.agent, status: "escalated", reason, violations, created_at: toIso(now), ...epochOf(ctx) },
      body: escalationBody(snapshot.id, entry.agent, violations)
    });
  }
  return finish(snapshot, previous, entry, rejected, extra, null, `${violations} violations, escalating to human review`);
}
function finish(snapshot, previous, entry, rejected, extra, wakeAt, message) {
  const actions = [{ type: "set-entry", id: snapshot.id, entry }, ...extra];
  const log = transitionLog(snapshot.id, previous, entry, message);
  if (log)
    actions.push(log);
  return { actions, rejected, wakeAt };
}
function phaseDeadline(previous, phase, usualPredecessor, fresh, rearmed) {
  if (previous?.state === phase && previous.deadline_at)
    return fromIso(previous.deadline_at);
  if (previous === void 0 || previous.state === usualPredecessor)
    return fresh;
  return rearmed;
}
function stepTimes(task, entry, previous, claim, config, ctx) {
  const tolerance = skewToleranceMs(config);
  const taskFile = task.file;
  const since = ctx.sightsSince ?? null;
  const step = (file, field, written, mtimeMs, before2) => {
    const seenAt = Math.min(ctx.seenAt ?? ctx.now, ctx.now);
    const time = stepTime(written, before2, seenAt, since, tolerance, serverTimeOnDaemonClock(mtimeMs, ctx.serverClock));
    if (time.skewMs !== null)
      entry.errors.push(skewDiagnostic(file, field, fromIso(written), time, tolerance));
    return time;
  };
  const submittedAt = entry.submitted_at;
  const before = previous ? { written: previous.submitted_at, seen: previous.submitted_seen_at } : null;
  const submitted = step(taskFile, "submitted_at", submittedAt, task.mtimeMs, before);
  if (submitted.seen !== fromIso(submittedAt))
    entry.submitted_seen_at = toIso(submitted.seen);
  if (!claim)
    return { submitted, pickedUp: null };
  const pickedUp = step(claim.file, "at", claim.at, claim.mtimeMs, previous ? { written: previous.picked_up_at, seen: previous.picked_up_seen_at } : null);
  if (pickedUp.seen !== fromIso(claim.at))
    entry.picked_up_seen_at = toIso(pickedUp.seen);
  return { submitted, pickedUp };
}
function signalContent(now, reason, ctx) {
  return { at: toIso(now), by: "forge-daemon", reason, ...epochOf(ctx) };
}
function byLaterHolder(signal, ctx) {
  const epoch = signal.content?.lease_epoch;
  return epoch !== void 0 && ctx.leaseEpoch != null && epoch > ctx.leaseEpoch;
}
function epochOf(ctx) {
  return ctx.leaseEpoch == null ? {} : { lease_epoch: ctx.leaseEpoch };
}

// dist/src/daemon/executor.js
import { unlink as unlink2 } from "node:fs/promises";
async function applyActions(actions, deps) {
  for (const action of actions) {
    if (deps.mayWrite && !deps.mayWrite())
      return;
    await applyAction(action, deps);
  }
}
async function applyAction(action, deps) {
  const { projectRoot, store, ledger, logger } = deps;
  switch (action.type) {
    case "set-entry":
      store.set(action.id, action.entry);
      return;
    case "drop-entry":
      store.delete(action.id);
      return;
    case "write-context":
      await writeAtomic(inProject(projectRoot, action.file), stableJson(action.context), { fsync: false, blocking: deps.blockingWrites?.() ?? false });
      deps.onOwnChange?.(action.file, "write");
      return;
    case "write-signal":
      await writeAtomic(inProject(projectRoot, action.file), renderSignal(action.content));
      deps.onOwnChange?.(action.file, "write");
      return;
    case "write-handoff":
      await writeAtomic(inProject(projectRoot, action.file), renderFrontMatter(action.frontMatter, action.body));
      deps.onOwnChange?.(action.file, "write");
      return;
    case "append-ledger":
      await ledger.record(action.record);
      return;
    case "remove":
      await removeInboxFile(projectRoot, action.file);
      deps.onOwnChange?.(action.file, "remove");
      return;
    case "log":
      logger.story(action.event, action.agent, action.id, action.message);
      deps.onTransition?.(action.event, action.agent, action.id, action.message);
      return;
  }
}
async function removeInboxFile(projectRoot, file) {
  if (!file.startsWith(`${INBOX_DIR}/`) || file.includes(".."))
    throw new Error(`refusing to remove ${file}: outside the worker inbox`);
  try {
    await unlink2(inProject(projectRoot, file));
  } catch (error) {
    if (error.code !== "ENOENT")
      throw error;
  }
}

// dist/src/daemon/retry-backoff.js
var RetryBackoff = class {
  failures = /* @__PURE__ */ new Map();
  /** Counts one more failure of `key`; returns the count and the wait before the next try. */
  failed(key) {
    const count = (this.failures.get(key) ?? 0) + 1;
    this.failures.set(key, count);
    return { count, retryIn: Math.min(3e4, 250 * 2 ** Math.min(count, 7)) };
  }
  succeeded(key) {
    this.failures.delete(key);
  }
};

// dist/src/daemon/story-evaluation.js
function storyEvaluation(parts) {
  const { clock, store, reader, index, activity, wake, logger, config } = parts;
  const failures = new RetryBackoff();
  const deps = {
    projectRoot: parts.projectRoot,
    store,
    ledger: parts.ledger,
    logger,
    blockingWrites: () => parts.bulk.blockingWrites(),
    mayWrite: parts.mayWrite,
    onTransition: (event, agent, id, message) => {
      if (event === "handed-off")
        activity.completed(agent, fromIso(store.get(id)?.completed_at ?? "") || clock.now());
      parts.events.emit("transition", { event, agent, id, message, at: clock.now() });
    },
    onOwnChange: (path, change) => {
      if (index.ownChange(path, change) === "removed")
        reader.forget(path);
    }
  };
  return async (id) => {
    const now = clock.now();
    const seenAt = parts.hints.take(id) ?? now;
    try {
      const { snapshot, missing } = await reader.read(id, index.pathsOf(id), now);
      for (const path of missing)
        index.remove(id, path);
      for (const signals of Object.values(snapshot.signals))
        for (const signal of Object.values(signals))
          if (signal.content?.lease_epoch !== void 0 && parts.supersede(signal.content.lease_epoch, signal.file))
            return;
      const decision = decide(snapshot, store.get(id), config.current, {
        now,
        activity: activity.lastSeenByAgent(),
        sightsSince: parts.sightsSince(),
        seenAt,
        serverClock: parts.serverClock(),
        leaseEpoch: parts.leaseEpoch()
      });
      parts.swarm.observe(snapshot, decision.actions, store.get(id));
      await applyActions(decision.actions, deps);
      parts.rejected.setForStory(id, decision.rejected);
      wake.set(id, decision.wakeAt);
      failures.succeeded(id);
    } catch (error) {
      parts.hints.keep(id, seenAt);
      const { count, retryIn } = failures.failed(id);
      if (count === 1 || count % 10 === 0)
        logger.error(`${id}: ${error.message}; retrying in ${retryIn} ms`);
      wake.set(id, now + retryIn);
    }
  };
}

// dist/src/daemon/story-reader.js
var RACY_MS = 50;
var StoryReader = class {
  projectRoot;
  config;
  inLedger;
  io;
  cache = /* @__PURE__ */ new Map();
  /** Changed since the last `takeKnownReads()`. */
  changed = false;
  /** Seeded reads not looked up since: their files may be gone. */
  unconfirmed = /* @__PURE__ */ new Set();
  constructor(projectRoot, config, inLedger, io = () => threadPoolIo) {
    this.projectRoot = projectRoot;
    this.config = config;
    this.inLedger = inLedger;
    this.io = io;
  }
  /** Returns the snapshot and the paths that turned out not to exist any more. */
  async read(id, paths, now) {
    const snapshot = { id, tasks: [], signals: {}, contexts: {}, handoffs: {}, inLedger: this.inLedger(id) };
    const missing = [];
    await Promise.all(paths.map(async (path) => {
      const found = await this.readOne(snapshot, path, now);
      if (!found) {
        missing.push(path);
        this.forget(path);
      }
    }));
    snapshot.tasks.sort((a, b) => a.agent < b.agent ? -1 : 1);
    return { snapshot, missing };
  }
  /** The valid front matter last read from `path`, or null when none was (or it was not valid). */
  frontMatterOf(path) {
    const read = this.cache.get(path)?.read;
    return read?.ok === true && read.value ? read.value : null;
  }
  forget(path) {
    if (this.cache.delete(path) && isKept(path))
      this.changed = true;
  }
  /** Takes reads a previous run made; each is used only while its file's facts stay the same. */
  seed(known) {
    for (const { path, facts, readAt, read } of known) {
      if (this.cache.has(path))
        continue;
      const cached = "front" in read ? { ok: true, value: read.front, facts } : { text: read.text, signal: read.signal, facts };
      this.cache.set(path, { facts, readAt, read: cached });
      this.unconfirmed.add(path);
    }
  }
  /** Drops the seeded reads no reconcile asked for since: their files were removed meanwhile. */
  dropUnconfirmed() {
    for (const path of this.unconfirmed)
      this.forget(path);
    this.unconfirmed.clear();
  }
  /** The reads worth keeping for a next run, or null when nothing changed since the last call. */
  takeKnownReads() {
    if (!this.changed)
      return null;
    this.changed = false;
    const known = [];
    for (const [path, cached] of this.cache) {
      if (!isKept(path) || !isTrusted(cached))
        continue;
      const read = cached.read;
      const { facts, readAt } = cached;
      if (read.text !== void 0)
        known.push({ path, facts, readAt, read: { text: read.text, signal: read.signal ?? null } });
      else if (read.ok === true)
        known.push({ path, facts, readAt, read: { front: read.value } });
    }
    return known;
  }
  async readOne(snapshot, path, now) {
    const parts = path.split("/");
    const name = parts[parts.length - 1];
    const handoff = classifyHandoffName(name);
    if (handoff && parts.length === 3) {
      const read = await this.readMarkdown(path, HANDOFF_SCHEMAS[handoff.kind], snapshot.id, null);
      if (!read)
        return false;
      snapshot.handoffs[handoff.kind] = { file: path, parsed: this.settle(read, now) };
      return true;
    }
    const agent = parts[parts.length - 2];
    const inbox = classifyInboxName(name);
    if (!inbox || inbox.kind === "heartbeat")
      return false;
    const absolute = inProject(this.projectRoot, path);
    if (inbox.kind === "task") {
      const read = await this.readMarkdown(path, TaskFrontMatter, snapshot.id, agent);
      if (!read)
        return false;
      const warnings = taskFileWarnings(this.config(), agent, path, read.ok ? read.value : null);
      const mtimeMs2 = read.facts?.openMtimeMs;
      snapshot.tasks.push({
        agent,
        file: path,
        parsed: this.settle(read, now),
        ...warnings.length > 0 ? { warnings } : {},
        ...mtimeMs2 === void 0 ? {} : { mtimeMs: mtimeMs2 }
      });
      return true;
    }
    const small = await this.readSmall(path, absolute, inbox.kind === "signal");
    if (!small)
      return false;
    if (inbox.kind === "context") {
      snapshot.contexts[agent] = small.text;
      return true;
    }
    const signals = snapshot.signals[agent] ??= {};
    const { mtimeMs, openMtimeMs } = small.facts;
    signals[inbox.signal] = {
      file: path,
      at: small.signal?.at ?? toIso(mtimeMs),
      content: small.signal,
      ...openMtimeMs === void 0 ? {} : { mtimeMs: openMtimeMs }
    };
    return true;
  }
  readMarkdown(path, schema, id, agent) {
    const absolute = inProject(this.projectRoot, path);
    const maxBytes = this.config().daemon.max_task_bytes;
    return this.cachedRead(path, absolute, maxBytes, async (io) => {
      const read = await readFrontMatterFile(absolute, schema, { projectRoot: this.projectRoot, display: path, maxBytes, io });
      return read?.ok ? checkIdentity(read, path, id, agent) : read;
    });
  }
  readSmall(path, absolute, isSignal) {
    return this.cachedRead(path, absolute, Infinity, async (io) => {
      const read = await readSmallFile(absolute, void 0, io);
      return read && { ...read, signal: isSignal ? parseSignal(read.text) : null };
    });
  }
  /**
   * What was read from `path` while the file keeps the facts it was read with (one stat), else a
   * fresh read, cached under the facts it came with (a read that got none is not cached). A file
   * over `maxBytes` (a limit lowered since) is read again, to be refused.
   */
  async cachedRead(path, absolute, maxBytes, read) {
    const io = this.io();
    this.unconfirmed.delete(path);
    const cached = this.cache.get(path);
    if (cached && isTrusted(cached)) {
      const facts = await statFacts(absolute, io);
      if (!facts)
        return null;
      if (sameFacts(cached.facts, facts) && facts.size <= maxBytes)
        return cached.read;
    }
    const readAt = Date.now();
    const fresh = await read(io);
    if (fresh?.facts) {
      this.cache.set(path, { facts: fresh.facts, readAt, read: fresh });
      if (isKept(path))
        this.changed = true;
    }
    return fresh;
  }
  settle(read, now) {
    if (read.ok)
      return { ok: true, value: read.value };
    const settlesAt = (read.facts?.mtimeMs ?? now) + this.config().daemon.settle;
    return { ok: false, errors: read.errors, settling: read.retryable && now < settlesAt, settlesAt };
  }
};
function isTrusted(cached) {
  return cached.facts.ctimeMs < cached.readAt - RACY_MS;
}
function isKept(path) {
  return !path.endsWith(CONTEXT_SUFFIX);
}
function sameFacts(a, b) {
  return a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;
}
function checkIdentity(read, path, id, agent) {
  const errors = identityErrors(read.value, path, id, agent);
  return errors.length === 0 ? read : { ok: false, errors, facts: read.facts, retryable: false };
}
function parseSignal(text) {
  if (text.trim() === "")
    return null;
  const parsed = parseYaml(text);
  if (!parsed.ok || parsed.value === null || typeof parsed.value !== "object" || Array.isArray(parsed.value))
    return null;
  const fields = { ...parsed.value };
  for (; ; ) {
    const checked = SignalContent.safeParse(fields);
    if (checked.success)
      return checked.data;
    for (const issue of checked.error.issues) {
      if (issue.path.length === 0)
        return null;
      delete fields[String(issue.path[0])];
    }
  }
}

// dist/src/daemon/swarm-fields.js
var DEPENDENCY_CODES = /* @__PURE__ */ new Set(["dependency_cycle", "unknown_dependency"]);
var SwarmFields = class {
  finished;
  fronts = /* @__PURE__ */ new Map();
  states = /* @__PURE__ */ new Map();
  withDependencies = 0;
  /** What the last `apply` gave each entry that has any facts, to notice entries replaced behind our back. */
  shown = /* @__PURE__ */ new Map();
  dirty = false;
  constructor(finished) {
    this.finished = finished;
  }
  observe(snapshot, actions, previous) {
    const id = snapshot.id;
    const set = actions.find((action) => action.type === "set-entry");
    const agent = set?.entry.agent ?? previous?.agent;
    const owner = snapshot.tasks.find((task) => task.agent === agent);
    const front = owner?.parsed.ok ? frontOf(owner.parsed.value) : null;
    for (const action of actions)
      if (action.type === "append-ledger" && front)
        Object.assign(action.record, front);
    if (!set) {
      if (actions.some((action) => action.type === "drop-entry"))
        this.forget(id);
      return;
    }
    this.remember(id, front ?? {}, set.entry.state);
    Object.assign(set.entry, front);
    if ((this.shown.get(id) ?? NO_FACTS) !== factsKey(previous))
      this.dirty = true;
    if (previous)
      carryComputed(set.entry, previous);
  }
  /** Recomputes the dependency fields over every entry and sets those that changed. */
  apply(store) {
    if (!this.dirty)
      return;
    this.dirty = false;
    if (this.withDependencies === 0 && this.shown.size === 0)
      return;
    const nodes = /* @__PURE__ */ new Map();
    for (const [id, entry] of store.values())
      nodes.set(id, { state: entry.state, depends_on: entry.depends_on ?? [], file: entry.file });
    const facts = computeDependencies(nodes, this.finished);
    this.shown.clear();
    for (const [id, entry] of store.values()) {
      const next = withFacts(entry, facts.get(id));
      if (next !== entry)
        store.set(id, next);
      const key = factsKey(next);
      if (key !== NO_FACTS)
        this.shown.set(id, key);
    }
  }
  remember(id, front, state) {
    const before = this.fronts.get(id);
    if (before === void 0 || stableJson(before.depends_on ?? []) !== stableJson(front.depends_on ?? []))
      this.dirty = true;
    if (this.states.get(id) !== state)
      this.dirty = true;
    this.withDependencies += (front.depends_on ? 1 : 0) - (before?.depends_on ? 1 : 0);
    this.fronts.set(id, front);
    this.states.set(id, state);
  }
  forget(id) {
    const before = this.fronts.get(id);
    if (before?.depends_on)
      this.withDependencies -= 1;
    this.fronts.delete(id);
    this.states.delete(id);
    this.dirty = true;
  }
};
var NO_FACTS = factsKey(void 0);
function factsKey(entry) {
  return stableJson([entry?.blocked_by ?? [], entry?.blocks ?? [], (entry?.errors ?? []).filter((error) => DEPENDENCY_CODES.has(error.code))]);
}
function frontOf(task) {
  const front = {};
  if (task.module)
    front.module = task.module;
  if (task.batch)
    front.batch = task.batch;
  if (task.depends_on && task.depends_on.length > 0)
    front.depends_on = [...new Set(task.depends_on)];
  return front;
}
function carryComputed(entry, previous) {
  if (previous.blocked_by)
    entry.blocked_by = previous.blocked_by;
  if (previous.blocks)
    entry.blocks = previous.blocks;
  const carried = previous.errors.filter((error) => DEPENDENCY_CODES.has(error.code));
  if (carried.length > 0)
    entry.errors = [...entry.errors, ...carried];
}
function withFacts(entry, facts) {
  const blockedBy = facts?.blocked_by ?? [];
  const blocks = facts?.blocks ?? [];
  const own = entry.errors.filter((error) => !DEPENDENCY_CODES.has(error.code));
  const errors = [...own, ...facts?.errors ?? []];
  if (sameList(entry.blocked_by, blockedBy) && sameList(entry.blocks, blocks) && stableJson(errors) === stableJson(entry.errors))
    return entry;
  const { blocked_by: _b, blocks: _k, ...rest } = entry;
  return { ...rest, errors, ...blockedBy.length > 0 ? { blocked_by: blockedBy } : {}, ...blocks.length > 0 ? { blocks } : {} };
}
function sameList(current, wanted) {
  const list = current ?? [];
  return list.length === wanted.length && list.every((item, i) => item === wanted[i]);
}

// dist/src/daemon/tracking-edits.js
import { readFile as readFile3 } from "node:fs/promises";
import { basename } from "node:path";
var TrackingEdits = class {
  projectRoot;
  store;
  logger;
  onTakenIn;
  superseded;
  looks = Promise.resolve();
  constructor(projectRoot, store, logger, onTakenIn, superseded = () => false) {
    this.projectRoot = projectRoot;
    this.store = store;
    this.logger = logger;
    this.onTakenIn = onTakenIn;
    this.superseded = superseded;
  }
  noticed() {
    this.looks = this.looks.then(async () => {
      if (await takeInEdit(this.projectRoot, this.store, this.logger, this.superseded))
        await this.onTakenIn();
    }).catch((error) => this.logger.error(`tracking: ${error.message}`));
  }
  /** The chain of looks as it stands: a later event replaces it. */
  underWay() {
    return this.looks;
  }
};
async function takeInEdit(projectRoot, store, logger, superseded) {
  await store.writesSettled();
  if (await store.isOwnFile())
    return false;
  let bytes;
  try {
    bytes = await readFile3(inProject(projectRoot, TRACKING_FILE));
  } catch (error) {
    if (error.code === "ENOENT")
      return false;
    throw error;
  }
  if (store.isOwnWrite(bytes) || await store.isOwnFile())
    return false;
  if (superseded(leaseEpochOf(bytes)))
    return false;
  const outcome = await store.adopt(bytes);
  if (outcome.adopted)
    logger.info(`${TRACKING_FILE} edited by hand; re-reading every story against it`);
  else
    reportCorruptTracking(logger, outcome);
  return true;
}
function reportCorruptTracking(logger, outcome) {
  if (!outcome.diagnostic)
    return;
  const kept = outcome.brokenCopy ? `kept the broken copy as ${basename(outcome.brokenCopy)}` : "it was gone before a copy could be kept";
  logger.warn(`${renderDiagnostic(outcome.diagnostic)}; ${kept}; rebuilding it from the files`);
}
function leaseEpochOf(bytes) {
  try {
    const epoch = JSON.parse(bytes.toString("utf8")).lease_epoch;
    return typeof epoch === "number" && Number.isInteger(epoch) ? epoch : void 0;
  } catch (error) {
    if (error instanceof SyntaxError)
      return void 0;
    throw error;
  }
}

// dist/src/daemon/wake-queue.js
var WakeQueue = class {
  at = /* @__PURE__ */ new Map();
  heap = [];
  set(id, time) {
    if (time === null) {
      this.at.delete(id);
      return;
    }
    if (this.at.get(id) === time)
      return;
    this.at.set(id, time);
    this.push([time, id]);
    if (this.heap.length > 4 * this.at.size + 1024)
      this.rebuild();
  }
  /** Removes and returns every story due at or before `now`. */
  takeDue(now) {
    const due = [];
    for (; ; ) {
      const top = this.heap[0];
      if (!top || top[0] > now)
        break;
      this.pop();
      if (this.at.get(top[1]) === top[0]) {
        this.at.delete(top[1]);
        due.push(top[1]);
      }
    }
    return due;
  }
  next() {
    while (this.heap.length > 0) {
      const [time, id] = this.heap[0];
      if (this.at.get(id) === time)
        return time;
      this.pop();
    }
    return null;
  }
  get size() {
    return this.at.size;
  }
  rebuild() {
    this.heap = [];
    for (const [id, time] of this.at)
      this.push([time, id]);
  }
  push(item) {
    const heap = this.heap;
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = i - 1 >> 1;
      if (heap[parent][0] <= heap[i][0])
        break;
      [heap[parent], heap[i]] = [heap[i], heap[parent]];
      i = parent;
    }
  }
  pop() {
    const heap = this.heap;
    const last = heap.pop();
    if (heap.length === 0)
      return;
    heap[0] = last;
    let i = 0;
    for (; ; ) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < heap.length && heap[left][0] < heap[smallest][0])
        smallest = left;
      if (right < heap.length && heap[right][0] < heap[smallest][0])
        smallest = right;
      if (smallest === i)
        break;
      [heap[smallest], heap[i]] = [heap[i], heap[smallest]];
      i = smallest;
    }
  }
};

// dist/src/daemon/wake-timer.js
var LONGEST_TIMEOUT_MS = 2 ** 31 - 1;
var WakeTimer = class {
  clock;
  onDue;
  timer = null;
  constructor(clock, onDue) {
    this.clock = clock;
    this.onDue = onDue;
  }
  /** Fires `onDue` at `next` (ms since the epoch), replacing any earlier arming; null disarms. */
  arm(next) {
    this.stop();
    if (next === null)
      return;
    const delay2 = Math.min(Math.max(0, next - this.clock.now()), LONGEST_TIMEOUT_MS);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.onDue();
    }, delay2).unref();
  }
  stop() {
    if (this.timer)
      clearTimeout(this.timer);
    this.timer = null;
  }
};

// dist/src/daemon/worker-activity.js
var ACTIVITY_RESOLUTION_MS = 1e3;
var WorkerActivity = class {
  firstSeen = /* @__PURE__ */ new Map();
  lastSeen = /* @__PURE__ */ new Map();
  /** Kept past the cleanup of a confirmed task, so a worker's idle_since stays its last completion. */
  lastCompletion = /* @__PURE__ */ new Map();
  /** What the supervisor service reports of the workers it runs, shown under workers.<name>.supervisor. */
  supervision = /* @__PURE__ */ new Map();
  /** Records a sign of life at `at`; true when it is news enough to look at the worker's tasks again. */
  record(agent, at) {
    if (!this.firstSeen.has(agent))
      this.firstSeen.set(agent, at);
    const previous = this.lastSeen.get(agent) ?? -Infinity;
    if (at <= previous)
      return false;
    this.lastSeen.set(agent, at);
    return at - previous >= ACTIVITY_RESOLUTION_MS;
  }
  completed(agent, at) {
    this.lastCompletion.set(agent, at);
  }
  supervised(agent, entry) {
    if (entry === null)
      this.supervision.delete(agent);
    else
      this.supervision.set(agent, entry);
  }
  /** The last sign of life of every worker seen, as `decide()` takes it. */
  lastSeenByAgent() {
    return Object.fromEntries(this.lastSeen);
  }
  /** The `workers` section: every worker of the roster and every one seen, over the tracked tasks. */
  workers(config, tasks, now) {
    const agents = /* @__PURE__ */ new Set([...Object.keys(rosterOf(config)), ...this.firstSeen.keys(), ...this.supervision.keys()]);
    const facts = (agent) => ({
      firstSeenAt: this.firstSeen.get(agent) ?? null,
      lastSeenAt: this.lastSeen.get(agent) ?? null,
      lastCompletionAt: this.lastCompletion.get(agent) ?? null
    });
    const workers = deriveWorkers(agents, tasks, facts, config, now);
    for (const [agent, entry] of this.supervision)
      workers[agent] = { ...workers[agent], supervisor: entry };
    return workers;
  }
};

// dist/src/daemon/daemon.js
var EVALUATION_CONCURRENCY = 32;
var WORKER_WAKE = "\0workers";
function startDaemon(options) {
  const { projectRoot, clock, logger, config } = options;
  let lock = null;
  const mayWrite = () => lock === null || lock.lease.holds();
  const acquiring = new AbortController();
  let onStoppedItself = () => void 0;
  const stoppedItself = new Promise((resolve) => {
    onStoppedItself = resolve;
  });
  const store = new TrackingStore(inProject(projectRoot, TRACKING_FILE), TRACKING_FILE, clock, {
    batchWindowMs: config.current.daemon.batch_window,
    onWriteError: (error) => logger.error(`cannot write ${TRACKING_FILE}: ${error.message}; keeping state in memory and retrying`),
    onFlushed: () => events.emit("flushed"),
    mayWrite,
    epoch: () => lock?.lease.epoch ?? null,
    // Declared below; only a flush after the start calls it.
    onForeign: () => trackingEdits.noticed()
  });
  const ledger = new Ledger(inProject(projectRoot, HISTORY_FILE), options.storyUsage, mayWrite, () => lock?.lease.epoch ?? null);
  const index = new FileIndex();
  const bulk = new BulkStart(EVALUATION_CONCURRENCY);
  const reader = new StoryReader(projectRoot, () => config.current, (id) => ledger.hasConfirmed(id), () => bulk.readIo());
  const wake = new WakeQueue();
  const swarm = new SwarmFields((id) => ledger.hasConfirmed(id));
  const rejected = new RejectedFiles(store, logger);
  const activity = new WorkerActivity();
  const keptReads = new KeptReads(projectRoot, reader, logger);
  const timer = new WakeTimer(clock, () => void runDue());
  const watches = [];
  let closing = null;
  let stopping = false;
  let lockedSince = null;
  let sightsSince = null;
  const hints = new HintTimes();
  const heartbeats = new HeartbeatLooks(projectRoot, recordActivity, logger);
  const events = new EventEmitter();
  const services = options.services ?? [];
  const evaluate = storyEvaluation({
    projectRoot,
    clock,
    logger,
    config,
    store,
    ledger,
    reader,
    index,
    activity,
    swarm,
    rejected,
    wake,
    bulk,
    events,
    mayWrite,
    sightsSince: () => sightsSince,
    serverClock: () => lock?.lease.serverClockAgainst(() => clock.now()) ?? null,
    leaseEpoch: () => lock?.lease.epoch ?? null,
    supersede: (epoch, file) => lock?.lease.supersede(epoch, file) ?? false,
    hints
  });
  const queue = new EvaluationQueue(evaluate, EVALUATION_CONCURRENCY, () => {
    swarm.apply(store);
    refreshWorkers();
    armTimer();
    store.flushSoon();
  }, () => bulk.sweepLimit());
  function refreshWorkers() {
    const now = clock.now();
    const workers = activity.workers(config.current, store.values(), now);
    store.setWorkers(workers);
    wake.set(WORKER_WAKE, nextWorkerChange(workers, config.current, now));
  }
  function armTimer() {
    if (options.watch && !stopping)
      timer.arm(wake.next());
  }
  async function runDue() {
    if (stopping)
      return;
    const due = wake.takeDue(clock.now());
    for (const id of due) {
      if (id === WORKER_WAKE)
        refreshWorkers();
      else
        queue.request(id);
    }
    if (due.length > 0)
      await queue.idle();
    armTimer();
  }
  function recordActivity(agent, at) {
    if (stopping || !activity.record(agent, at))
      return;
    for (const [id, entry] of store.values())
      if (entry.agent === agent && entry.state === "picked_up")
        queue.request(id);
    refreshWorkers();
  }
  function setSupervision(agent, entry) {
    activity.supervised(agent, entry);
    refreshWorkers();
    store.flushSoon();
  }
  function onPath(path, kind) {
    if (stopping)
      return;
    if (kind === "unlinkDir" || kind === "addDir") {
      void reconcile();
      return;
    }
    const role = roleOf(path);
    if (role.kind === "story") {
      hints.note(role.id, clock.now());
      if (kind !== "unlink")
        index.add(role.id, path);
      queue.request(role.id);
    } else if (role.kind === "heartbeat") {
      heartbeats.start(role.agent);
    } else if (role.kind === "bad-name") {
      rejected.badNameSeen(path, role.diagnostic, kind === "unlink");
    }
  }
  async function reconcileOnce() {
    if (!mayWrite())
      return;
    await ensureProjectFolders(projectRoot);
    const listedAt = clock.now();
    const scan = await scanProject(projectRoot);
    for (const id of scan.stories.keys())
      hints.note(id, listedAt);
    await removeLeftoverTemps(projectRoot, scan.temps, lockedSince, logger);
    await forEachInSlices(scan.stories, ([id, paths]) => {
      for (const path of paths)
        index.add(id, path);
    });
    rejected.replaceBadNames(scan.badNames);
    await Promise.all(scan.heartbeats.map((agent) => heartbeats.look(agent)));
    await forEachInSlices(/* @__PURE__ */ new Set([...scan.stories.keys(), ...store.ids(), ...rejected.stories()]), (id) => queue.sweep(id));
    await queue.idle();
    refreshWorkers();
    await store.flush();
    armTimer();
  }
  const reconciles = new FollowingRuns(reconcileOnce, () => !stopping);
  const reconcile = () => reconciles.run();
  const trackingEdits = new TrackingEdits(projectRoot, store, logger, reconcile, (epoch) => lock?.lease.supersede(epoch, TRACKING_FILE) ?? false);
  async function start() {
    await ensureProjectFolders(projectRoot);
    const onLeaseLost = (reason) => {
      logger.error(`lease lost: ${reason}; writing nothing more and stopping`);
      onStoppedItself(reason);
      void close();
    };
    if (options.lock) {
      lock = await lockProject({
        projectRoot,
        ttlMs: config.current.daemon.lease_ttl,
        standby: options.standby ?? false,
        logger,
        onLost: onLeaseLost,
        signal: acquiring.signal,
        onWaiting: () => options.whileWaiting?.begin(),
        ...options.leaseClock ? { clock: options.leaseClock } : {}
      });
      lockedSince = Date.now();
      await options.whileWaiting?.handOver();
    }
    reportCorruptTracking(logger, await store.load());
    await ledger.load();
    if (ledger.skippedLines > 0)
      logger.warn(`${HISTORY_FILE}: skipped ${ledger.skippedLines} unreadable line(s)`);
    await keptReads.seed();
    if (options.watch)
      await startWatching();
    await bulk.run(store, reconcile);
    reader.dropUnconfirmed();
    const handle = {
      projectRoot,
      clock,
      logger,
      config,
      store,
      events,
      requestStory,
      recordActivity,
      setRejected: (file, errors) => store.setRejected(file, errors),
      setSupervision,
      mayWrite,
      lease: () => lock ? leaseFacts(lock.lease) : null
    };
    await startServices(services, handle, () => stopping);
    if (mayWrite())
      void keptReads.save();
  }
  async function startWatching() {
    const choice = watchChoiceFor(config.current.daemon.watch, projectRoot);
    const { mode } = choice;
    const pollIntervalMs = config.current.daemon.poll_interval;
    logger.info(`watching ${mode === "poll" ? `by polling every ${pollIntervalMs} ms` : "with native events"}: ${choice.reason}`);
    const onError = (error) => {
      logger.error(`watcher: ${error.message}; reconciling from the files`);
      void reconcile();
    };
    watches.push(...watchProject({ projectRoot, mode, pollIntervalMs, onPath, onTrackingChange: () => trackingEdits.noticed(), onError }));
    await Promise.all(watches.map((w) => w.ready));
    sightsSince = clock.now();
    await config.startWatching(mode, pollIntervalMs);
    config.onChange(() => void reconcile());
    reconciles.repeat(() => config.current.daemon.reconcile_interval);
  }
  function requestStory(id) {
    if (!stopping)
      queue.request(id);
  }
  async function settled() {
    await queue.idle();
    await store.flush();
  }
  async function settleWindows() {
    const until = clock.now() + config.current.daemon.settle;
    for (let next = wake.next(); next !== null && next <= until && !stopping; next = wake.next()) {
      await delay(Math.max(0, next - clock.now()));
      await runDue();
    }
    await settled();
  }
  function close() {
    closing ??= shutdown();
    return closing;
  }
  async function shutdown() {
    stopping = true;
    acquiring.abort(new Error("the daemon was stopped while waiting for the lease"));
    await ready.catch(() => void 0);
    await options.whileWaiting?.stop();
    timer.stop();
    reconciles.stopRepeating();
    await Promise.allSettled([...watches.map((w) => w.close()), config.close()]);
    await drain();
    if (mayWrite())
      await keptReads.save();
    await Promise.allSettled(services.map((service) => service.close()));
    await drain();
    await store.close();
    if (lock)
      await lock.release();
  }
  async function drain() {
    for (; ; ) {
      const looks = trackingEdits.underWay();
      await Promise.allSettled([...reconciles.underWay(), looks, ...heartbeats.underWay()]);
      await queue.idle();
      await store.flush();
      if (reconciles.underWay().length === 0 && heartbeats.underWay().length === 0 && looks === trackingEdits.underWay())
        return;
    }
  }
  const ready = start();
  return {
    ready,
    reconcile,
    runDue,
    settled,
    settleWindows,
    close,
    store,
    events,
    stoppedItself,
    openWorktrees: () => openWorktrees(store.values(), (path) => reader.frontMatterOf(path))
  };
}
export {
  startDaemon
};
