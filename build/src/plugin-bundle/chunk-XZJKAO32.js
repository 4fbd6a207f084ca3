import {
  watchInbox,
  watchProtocolFolder
} from "./chunk-SA3DTT5T.js";
import {
  watchTree
} from "./chunk-D6LPLHLO.js";
import {
  decide
} from "./chunk-3TWDRPX7.js";
import {
  sortKeys,
  stableJson
} from "./chunk-OSW4CT7W.js";
import {
  listDirOrEmpty
} from "./chunk-7RZ4TLVJ.js";
import {
  SignalContent,
  renderSignal
} from "./chunk-WNRBVBOT.js";
import {
  appendLine
} from "./chunk-IO2NQOSR.js";
import {
  acquireDaemonLock
} from "./chunk-YLPZEKHT.js";
import {
  identityErrors
} from "./chunk-HBCXKOYP.js";
import {
  computeDependencies
} from "./chunk-22AKA7KO.js";
import {
  blockingIo,
  readFrontMatterFile,
  readSmallFile,
  statFacts,
  threadPoolIo
} from "./chunk-2SU34CL3.js";
import {
  TaskFrontMatter
} from "./chunk-HDC6FNAP.js";
import {
  renderFrontMatter
} from "./chunk-OM7ONMKZ.js";
import {
  parseTracking
} from "./chunk-QR4OWHSN.js";
import "./chunk-YZPE5SJS.js";
import {
  HANDOFF_SCHEMAS
} from "./chunk-T3NHBJDK.js";
import "./chunk-MVX4HVOW.js";
import {
  parseYaml
} from "./chunk-2TBVN567.js";
import "./chunk-VNU2M2OD.js";
import {
  holdForBulkWrites,
  writeAtomic
} from "./chunk-F3DZ52RS.js";
import "./chunk-APORTJVU.js";
import "./chunk-54LJ5TLE.js";
import {
  renderDiagnostic
} from "./chunk-J6NZV2WI.js";
import {
  AGENT_NAME_PATTERN,
  isAgentName,
  isStoryId
} from "./chunk-CEHSRTBJ.js";
import {
  fromIso,
  toIso
} from "./chunk-465MGB2C.js";
import {
  inProject
} from "./chunk-NIJSFRD2.js";
import {
  CONTEXT_SUFFIX,
  DAEMON_OWNER,
  HANDOFFS_DIR,
  HISTORY_FILE,
  INBOX_DIR,
  OUTPUT_DIR,
  READ_CACHE_DIR,
  TRACKING_FILE,
  classifyHandoffName,
  classifyInboxName
} from "./chunk-CHURQFXZ.js";
import {
  rosterOf
} from "./chunk-ILL6XZJP.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/daemon/daemon.js
import { EventEmitter } from "node:events";
import { mkdir, readFile as readFile4, stat as stat2 } from "node:fs/promises";
import { basename } from "node:path";

// dist/protocol/workers.js
function deriveWorkers(agents, tasks, facts, config, now) {
  const current = /* @__PURE__ */ new Map();
  const lastCompletion = /* @__PURE__ */ new Map();
  for (const [id, entry] of tasks) {
    if (entry.state === "picked_up") {
      const held = current.get(entry.agent);
      if (held === void 0 || id < held.id)
        current.set(entry.agent, { id, pickedUpAt: validTime(entry.picked_up_at) });
    }
    const done = validTime(entry.completed_at);
    if (done !== null && done > (lastCompletion.get(entry.agent) ?? -Infinity))
      lastCompletion.set(entry.agent, done);
  }
  const workers = {};
  for (const agent of agents) {
    const { firstSeenAt, lastSeenAt, lastCompletionAt } = facts(agent);
    const task = current.get(agent) ?? null;
    const seen = floor(latest(lastSeenAt, task?.pickedUpAt ?? null));
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

// dist/watchers/handoffs-watcher.js
function watchHandoffs(options) {
  return watchProtocolFolder(HANDOFFS_DIR, 0, options);
}

// dist/watchers/tracking-watcher.js
import { dirname } from "node:path";
function watchTracking(options) {
  const file = inProject(options.projectRoot, TRACKING_FILE);
  return watchTree({
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

// dist/src/tracking/tracking-store.js
import { readFile, rename, stat } from "node:fs/promises";

// dist/src/tracking/tracking-serializer.js
var TrackingSerializer = class {
  pieces = /* @__PURE__ */ new Map();
  sortedIds = [];
  /** `json` is `stableJson(entry)`, which the caller has already computed to see whether it changed. */
  set(id, json) {
    if (!this.pieces.has(id))
      insertSorted(this.sortedIds, id);
    this.pieces.set(id, Buffer.from(`    ${JSON.stringify(id)}: ${indent(json.trimEnd(), "    ")}`));
  }
  delete(id) {
    if (!this.pieces.delete(id))
      return;
    const index = binarySearch(this.sortedIds, id);
    if (index >= 0)
      this.sortedIds.splice(index, 1);
  }
  clear() {
    this.pieces.clear();
    this.sortedIds = [];
  }
  render(updatedAt, workers, rejected) {
    const head = `{
  "ipc_protocol": "ipc-v1",
  "rejected": ${section(rejected)},
  "tasks": `;
    const tail = `,
  "updated_at": ${JSON.stringify(updatedAt)},
  "workers": ${section(workers)}
}
`;
    if (this.sortedIds.length === 0)
      return Buffer.from(`${head}{}${tail}`);
    const parts = [Buffer.from(`${head}{
`)];
    for (const id of this.sortedIds) {
      if (parts.length > 1)
        parts.push(ENTRY_SEPARATOR);
      parts.push(this.pieces.get(id));
    }
    parts.push(Buffer.from(`
  }${tail}`));
    return Buffer.concat(parts);
  }
};
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
function insertSorted(sorted, id) {
  const index = binarySearch(sorted, id);
  if (index < 0)
    sorted.splice(-(index + 1), 0, id);
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
    return { brokenCopy: kept, diagnostic: { ...first, file: this.displayName, got: problems.length > 1 ? `${first.got ?? ""} (+${problems.length - 1} more problems)` : first.got ?? null } };
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
  rejectedFiles() {
    return this.rejected.keys();
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
    const bytes = this.serializer.render(toIso(this.clock.now()), this.workers, Object.fromEntries([...this.rejected].sort(([a], [b]) => a < b ? -1 : 1)));
    const costMs = WRITE_COST_PER_RENDER * (performance.now() - renderStarted);
    this.inFlight = bytes;
    this.writing = writeAtomic(this.file, bytes, { fsync: false }).then(async () => {
      const facts = await fileFacts(this.file);
      if (facts !== null)
        this.ownFacts = [...this.ownFacts.slice(-(OWN_WRITES_REMEMBERED - 1)), facts];
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
  schedule(delay) {
    if (this.timer || this.closed)
      return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delay);
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
  constructor(evaluate, limit, onBatchDone, backgroundLimit = limit) {
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
      if (this.running.size >= this.limit || !urgent && this.running.size - this.runningUrgent >= this.backgroundLimit)
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

// dist/src/daemon/executor.js
import { unlink } from "node:fs/promises";
async function applyActions(actions, deps) {
  for (const action of actions)
    await applyAction(action, deps);
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
      await writeAtomic(inProject(projectRoot, action.file), stableJson(action.context), { fsync: false, blocking: deps.blockingWrites ?? false });
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
    await unlink(inProject(projectRoot, file));
  } catch (error) {
    if (error.code !== "ENOENT")
      throw error;
  }
}

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
    diagnostic: { code: "bad_story_id", file: path, field: null, expected: 'a file named by a story id: a letter or digit, then up to 127 of [A-Za-z0-9._-], no ".."', got: JSON.stringify(id) }
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
};

// dist/src/daemon/ledger.js
import { readFile as readFile2 } from "node:fs/promises";
var Ledger = class {
  file;
  keys = /* @__PURE__ */ new Set();
  confirmedIds = /* @__PURE__ */ new Set();
  skippedLines = 0;
  constructor(file) {
    this.file = file;
  }
  async load() {
    let text;
    try {
      text = await readFile2(this.file, "utf8");
    } catch (error) {
      if (error.code === "ENOENT")
        return;
      throw error;
    }
    for (const line of text.split("\n")) {
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
    const key = keyOf(record.story_id, record.submitted_at);
    if (this.keys.has(key) || this.confirmedIds.has(record.story_id))
      return false;
    await appendLine(this.file, JSON.stringify(sortKeys(record)));
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

// dist/protocol/daemon-temp-files.js
var ATOMIC_TEMP = /^(.+)\.(\d{1,10})$/;
var MAX_SUFFIX = 2 ** 32 - 1;
var DAEMON_TEMP_MIN_AGE_MS = 6e4;
var DAEMON_SIGNALS = [".orphaned", ".timeout"];
var ESCALATION_HANDOFF = "-escalation-handoff.md";
function daemonTempTarget(path) {
  const match = ATOMIC_TEMP.exec(path);
  if (!match || Number(match[2]) > MAX_SUFFIX)
    return null;
  const target = match[1];
  return isDaemonWrittenFile(target) ? target : null;
}
function isDaemonWrittenFile(path) {
  if (path === TRACKING_FILE || path === DAEMON_OWNER)
    return true;
  const slash = path.lastIndexOf("/");
  const folder = path.slice(0, slash);
  const name = path.slice(slash + 1);
  if (name === "")
    return false;
  if (folder === READ_CACHE_DIR)
    return true;
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
function isStaleDaemonTemp(path, modifiedAt, now, minAgeMs = DAEMON_TEMP_MIN_AGE_MS) {
  return daemonTempTarget(path) !== null && now - modifiedAt >= minAgeMs;
}

// dist/src/daemon/scan-project.js
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
      scan.badNames.set(file, { code: "bad_agent_name", file, field: null, expected: "a folder named by an agent: lower-case letters, digits, _ or -, starting with a letter", got: JSON.stringify(entry.name) });
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

// dist/src/daemon/leftover-temps.js
import { lstat, unlink as unlink2 } from "node:fs/promises";
async function privateTemps(projectRoot) {
  const found = [];
  for (const folder of [OUTPUT_DIR, READ_CACHE_DIR]) {
    for (const entry of await listDirOrEmpty(inProject(projectRoot, folder))) {
      const path = `${folder}/${entry.name}`;
      if (entry.isFile() && daemonTempTarget(path))
        found.push(path);
    }
  }
  return found;
}
async function removeStaleTemps(projectRoot, candidates, wallNow) {
  const removed = [];
  for (const path of candidates) {
    const absolute = inProject(projectRoot, path);
    try {
      const info = await lstat(absolute);
      if (!info.isFile() || !isStaleDaemonTemp(path, info.mtimeMs, wallNow))
        continue;
      await unlink2(absolute);
      removed.push(path);
    } catch (error) {
      if (error.code !== "ENOENT")
        throw error;
    }
  }
  return removed;
}

// dist/src/daemon/read-cache-file.js
import { createHash } from "node:crypto";
import { readFile as readFile3 } from "node:fs/promises";
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
    text = await readFile3(file, "utf8");
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

// dist/src/daemon/story-reader.js
var RACY_MS = 50;
var StoryReader = class {
  projectRoot;
  config;
  inLedger;
  cache = /* @__PURE__ */ new Map();
  /** Changed since the last `takeKnownReads()`. */
  changed = false;
  /** Seeded reads not looked up since: their files may be gone. */
  unconfirmed = /* @__PURE__ */ new Set();
  /** The thread pool, or blocking calls while nothing else is being served. */
  io = threadPoolIo;
  constructor(projectRoot, config, inLedger) {
    this.projectRoot = projectRoot;
    this.config = config;
    this.inLedger = inLedger;
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
      snapshot.tasks.push({ agent, file: path, parsed: this.settle(read, now) });
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
    signals[inbox.signal] = { file: path, at: small.signal?.at ?? toIso(small.facts.mtimeMs), content: small.signal };
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
    const io = this.io;
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

// dist/src/swarm/swarm-fields.js
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

// dist/src/daemon/daemon.js
var EVALUATION_CONCURRENCY = 32;
var SWEEP_CONCURRENCY = 1;
var ACTIVITY_RESOLUTION_MS = 1e3;
var WORKER_WAKE = "\0workers";
function startDaemon(options) {
  const { projectRoot, clock, logger, config } = options;
  const store = new TrackingStore(inProject(projectRoot, TRACKING_FILE), TRACKING_FILE, clock, {
    batchWindowMs: config.current.daemon.batch_window,
    onWriteError: (error) => logger.error(`cannot write ${TRACKING_FILE}: ${error.message}; keeping state in memory and retrying`),
    onFlushed: () => events.emit("flushed")
  });
  const ledger = new Ledger(inProject(projectRoot, HISTORY_FILE));
  const index = new FileIndex();
  const reader = new StoryReader(projectRoot, () => config.current, (id) => ledger.hasConfirmed(id));
  const wake = new WakeQueue();
  const swarm = new SwarmFields((id) => ledger.hasConfirmed(id));
  const rejectedByStory = /* @__PURE__ */ new Map();
  const badNames = /* @__PURE__ */ new Set();
  const firstSeen = /* @__PURE__ */ new Map();
  const lastSeen = /* @__PURE__ */ new Map();
  const lastCompletion = /* @__PURE__ */ new Map();
  const supervision = /* @__PURE__ */ new Map();
  const failures = /* @__PURE__ */ new Map();
  const watches = [];
  let timer = null;
  let reconcileTimer = null;
  let closing = null;
  let stopping = false;
  let releaseLock = null;
  let reconciling = null;
  let reconcileAgain = null;
  let trackingChecks = Promise.resolve();
  const heartbeatLooks = /* @__PURE__ */ new Set();
  let savingReads = Promise.resolve();
  const events = new EventEmitter();
  const services = options.services ?? [];
  const deps = {
    projectRoot,
    store,
    ledger,
    logger,
    onTransition: (event, agent, id, message) => {
      if (event === "handed-off")
        lastCompletion.set(agent, fromIso(store.get(id)?.completed_at ?? "") || clock.now());
      events.emit("transition", { event, agent, id, message, at: clock.now() });
    },
    onOwnChange: (path, change) => {
      const role = roleOf(path);
      if (role.kind !== "story")
        return;
      if (change === "write")
        index.add(role.id, path);
      else {
        index.remove(role.id, path);
        reader.forget(path);
      }
    }
  };
  async function evaluate(id) {
    const now = clock.now();
    try {
      const { snapshot, missing } = await reader.read(id, index.pathsOf(id), now);
      for (const path of missing)
        index.remove(id, path);
      const decision = decide(snapshot, store.get(id), config.current, { now, activity: Object.fromEntries(lastSeen) });
      swarm.observe(snapshot, decision.actions, store.get(id));
      await applyActions(decision.actions, deps);
      setStoryRejected(id, decision.rejected);
      wake.set(id, decision.wakeAt);
      failures.delete(id);
    } catch (error) {
      const count = (failures.get(id) ?? 0) + 1;
      failures.set(id, count);
      const retryIn = Math.min(3e4, 250 * 2 ** Math.min(count, 7));
      if (count === 1 || count % 10 === 0)
        logger.error(`${id}: ${error.message}; retrying in ${retryIn} ms`);
      wake.set(id, now + retryIn);
    }
  }
  function setStoryRejected(id, rejected) {
    const before = rejectedByStory.get(id) ?? /* @__PURE__ */ new Set();
    const now = new Set(Object.keys(rejected));
    for (const file of before)
      if (!now.has(file))
        store.setRejected(file, null);
    for (const [file, errors] of Object.entries(rejected)) {
      if (!before.has(file))
        logger.warn(errors.map(renderDiagnostic).join("; "));
      store.setRejected(file, errors);
    }
    if (now.size > 0)
      rejectedByStory.set(id, now);
    else
      rejectedByStory.delete(id);
  }
  const queue = new EvaluationQueue(evaluate, EVALUATION_CONCURRENCY, () => {
    swarm.apply(store);
    refreshWorkers();
    armTimer();
    store.flushSoon();
  }, SWEEP_CONCURRENCY);
  function refreshWorkers() {
    const now = clock.now();
    const agents = /* @__PURE__ */ new Set([...Object.keys(rosterOf(config.current)), ...firstSeen.keys(), ...supervision.keys()]);
    const facts = (agent) => ({ firstSeenAt: firstSeen.get(agent) ?? null, lastSeenAt: lastSeen.get(agent) ?? null, lastCompletionAt: lastCompletion.get(agent) ?? null });
    const workers = deriveWorkers(agents, store.values(), facts, config.current, now);
    for (const [agent, entry] of supervision)
      workers[agent] = { ...workers[agent], supervisor: entry };
    store.setWorkers(workers);
    wake.set(WORKER_WAKE, nextWorkerChange(workers, config.current, now));
  }
  function armTimer() {
    if (!options.watch || stopping)
      return;
    if (timer)
      clearTimeout(timer);
    timer = null;
    const next = wake.next();
    if (next === null)
      return;
    const delay = Math.min(Math.max(0, next - clock.now()), 2 ** 31 - 1);
    timer = setTimeout(() => {
      timer = null;
      void runDue();
    }, delay).unref();
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
  async function noteHeartbeat(agent) {
    try {
      const info = await stat2(inProject(projectRoot, `${INBOX_DIR}/${agent}/.heartbeat`));
      recordActivity(agent, info.mtimeMs);
    } catch (error) {
      if (error.code !== "ENOENT")
        throw error;
    }
  }
  function recordActivity(agent, at) {
    if (stopping)
      return;
    if (!firstSeen.has(agent))
      firstSeen.set(agent, at);
    const previous = lastSeen.get(agent) ?? -Infinity;
    if (at <= previous)
      return;
    lastSeen.set(agent, at);
    if (at - previous < ACTIVITY_RESOLUTION_MS)
      return;
    for (const [id, entry] of store.values())
      if (entry.agent === agent && entry.state === "picked_up")
        queue.request(id);
    refreshWorkers();
  }
  function setSupervision(agent, entry) {
    if (entry === null)
      supervision.delete(agent);
    else
      supervision.set(agent, entry);
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
      if (kind !== "unlink")
        index.add(role.id, path);
      queue.request(role.id);
    } else if (role.kind === "heartbeat") {
      const look = noteHeartbeat(role.agent).catch((error) => logger.error(`heartbeat of ${role.agent}: ${error.message}`)).finally(() => heartbeatLooks.delete(look));
      heartbeatLooks.add(look);
    } else if (role.kind === "bad-name") {
      if (kind === "unlink") {
        badNames.delete(path);
        store.setRejected(path, null);
      } else if (!badNames.has(path)) {
        badNames.add(path);
        logger.warn(renderDiagnostic(role.diagnostic));
        store.setRejected(path, [role.diagnostic]);
      }
    }
  }
  function onWatchError(error) {
    logger.error(`watcher: ${error.message}; reconciling from the files`);
    void reconcile();
  }
  async function ensureFolders() {
    await mkdir(inProject(projectRoot, INBOX_DIR), { recursive: true });
    await mkdir(inProject(projectRoot, HANDOFFS_DIR), { recursive: true });
  }
  async function reconcileOnce() {
    await ensureFolders();
    const scan = await scanProject(projectRoot);
    await removeLeftoverTemps(scan.temps);
    await forEachInSlices(scan.stories, ([id, paths]) => {
      for (const path of paths)
        index.add(id, path);
    });
    for (const file of badNames)
      if (!scan.badNames.has(file))
        store.setRejected(file, null);
    badNames.clear();
    for (const [file, diagnostic] of scan.badNames) {
      badNames.add(file);
      store.setRejected(file, [diagnostic]);
    }
    await Promise.all(scan.heartbeats.map(noteHeartbeat));
    await forEachInSlices(/* @__PURE__ */ new Set([...scan.stories.keys(), ...store.ids(), ...rejectedByStory.keys()]), (id) => queue.sweep(id));
    await queue.idle();
    refreshWorkers();
    await store.flush();
    armTimer();
  }
  async function removeLeftoverTemps(found) {
    try {
      const removed = await removeStaleTemps(projectRoot, [...found, ...await privateTemps(projectRoot)], Date.now());
      if (removed.length > 0)
        logger.info(`removed ${removed.length} temp file(s) left by an interrupted write of the daemon: ${removed.slice(0, 3).join(", ")}${removed.length > 3 ? ", ..." : ""}`);
    } catch (error) {
      logger.warn(`cannot remove leftover temp files: ${error.message}; trying again at the next reconcile`);
    }
  }
  function reconcile() {
    if (stopping)
      return Promise.resolve();
    if (reconciling) {
      reconcileAgain ??= reconciling.then(() => {
        reconcileAgain = null;
        return reconcile();
      });
      return reconcileAgain;
    }
    reconciling = reconcileOnce().finally(() => {
      reconciling = null;
    });
    return reconciling;
  }
  async function onTrackingChange() {
    await store.writesSettled();
    if (await store.isOwnFile())
      return;
    let bytes;
    try {
      bytes = await readFile4(inProject(projectRoot, TRACKING_FILE));
    } catch (error) {
      if (error.code === "ENOENT")
        return;
      throw error;
    }
    if (store.isOwnWrite(bytes) || await store.isOwnFile())
      return;
    const outcome = await store.adopt(bytes);
    if (outcome.adopted)
      logger.info(`${TRACKING_FILE} edited by hand; re-reading every story against it`);
    else
      reportCorruptTracking(outcome);
    await reconcile();
  }
  async function start() {
    await ensureFolders();
    if (options.lock) {
      const lock = await acquireDaemonLock(projectRoot, (error) => {
        logger.error(`project lock compromised (${error.message}); stopping`);
        void close();
      });
      releaseLock = lock.release;
    }
    reportCorruptTracking(await store.load());
    await ledger.load();
    if (ledger.skippedLines > 0)
      logger.warn(`${HISTORY_FILE}: skipped ${ledger.skippedLines} unreadable line(s)`);
    reader.seed(await loadKnownReads(inProject(projectRoot, READ_CACHE_FILE)));
    if (options.watch)
      await startWatching();
    const release = store.hold();
    const releaseWrites = holdForBulkWrites();
    queue.backgroundLimit = EVALUATION_CONCURRENCY;
    reader.io = blockingIo;
    deps.blockingWrites = true;
    try {
      await reconcile();
    } finally {
      queue.backgroundLimit = SWEEP_CONCURRENCY;
      reader.io = threadPoolIo;
      deps.blockingWrites = false;
      releaseWrites();
      release();
    }
    reader.dropUnconfirmed();
    await startServices();
    saveReads();
  }
  function saveReads() {
    savingReads = savingReads.then(async () => {
      const reads = reader.takeKnownReads();
      if (reads)
        await saveKnownReads(inProject(projectRoot, READ_CACHE_FILE), reads);
    }).catch((error) => logger.warn(`cannot write ${READ_CACHE_FILE}: ${error.message}; the next start reads every file`));
  }
  async function startWatching() {
    const mode = config.current.daemon.watch;
    const pollIntervalMs = config.current.daemon.poll_interval;
    watches.push(watchInbox({ projectRoot, mode, pollIntervalMs, onPath, onError: onWatchError }));
    watches.push(watchHandoffs({ projectRoot, mode, pollIntervalMs, onPath, onError: onWatchError }));
    watches.push(watchTracking({
      projectRoot,
      mode,
      pollIntervalMs,
      onChange: () => {
        trackingChecks = trackingChecks.then(onTrackingChange).catch((error) => logger.error(`tracking: ${error.message}`));
      },
      onError: onWatchError
    }));
    await Promise.all(watches.map((w) => w.ready));
    await config.startWatching(mode, pollIntervalMs);
    config.onChange(() => void reconcile());
    scheduleReconcile();
  }
  function requestStory(id) {
    if (!stopping)
      queue.request(id);
  }
  async function startServices() {
    const handle = { projectRoot, clock, logger, config, store, events, requestStory, recordActivity, setRejected: (file, errors) => store.setRejected(file, errors), setSupervision };
    for (const service of services) {
      if (stopping)
        return;
      try {
        await service.start(handle);
      } catch (error) {
        logger.error(`${service.name} did not start: ${error.message}; the daemon runs without it`);
      }
    }
  }
  function reportCorruptTracking(outcome) {
    if (!outcome.diagnostic)
      return;
    const kept = outcome.brokenCopy ? `kept the broken copy as ${basename(outcome.brokenCopy)}` : "it was gone before a copy could be kept";
    logger.warn(`${renderDiagnostic(outcome.diagnostic)}; ${kept}; rebuilding it from the files`);
  }
  function scheduleReconcile() {
    if (stopping)
      return;
    reconcileTimer = setTimeout(() => {
      void reconcile().finally(() => {
        if (!stopping)
          scheduleReconcile();
      });
    }, config.current.daemon.reconcile_interval).unref();
  }
  async function settled() {
    await queue.idle();
    await store.flush();
  }
  function close() {
    closing ??= shutdown();
    return closing;
  }
  async function shutdown() {
    stopping = true;
    await ready.catch(() => void 0);
    if (timer)
      clearTimeout(timer);
    if (reconcileTimer)
      clearTimeout(reconcileTimer);
    await Promise.allSettled([...watches.map((w) => w.close()), config.close()]);
    await drain();
    saveReads();
    await savingReads;
    await Promise.allSettled(services.map((service) => service.close()));
    await drain();
    await store.close();
    if (releaseLock)
      await releaseLock();
  }
  async function drain() {
    for (; ; ) {
      const pending = [reconciling, reconcileAgain, trackingChecks, ...heartbeatLooks];
      await Promise.allSettled(pending);
      await queue.idle();
      await store.flush();
      if (!reconciling && !reconcileAgain && heartbeatLooks.size === 0 && pending[2] === trackingChecks)
        return;
    }
  }
  const ready = start();
  return { ready, reconcile, runDue, settled, close, store, events };
}
export {
  startDaemon
};
