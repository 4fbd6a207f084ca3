import {
  labOverview
} from "./chunk-77LKDVFB.js";
import {
  planOverviews
} from "./chunk-JQPYN5QL.js";
import {
  readTail
} from "./chunk-KEFAEZ5K.js";
import {
  loadState
} from "./chunk-TR2HVFQL.js";
import {
  LAB_STORIES_FILE
} from "./chunk-2SZZPO6G.js";
import {
  storyLines,
  sumTokens
} from "./chunk-DXHEJKW5.js";
import {
  planProjects
} from "./chunk-SI3FBSHU.js";
import {
  SIGNALS
} from "./chunk-QTYCUWII.js";
import {
  BroadcastIndex
} from "./chunk-JEAGG7HD.js";
import {
  readSmallFile
} from "./chunk-FA4IUSWH.js";
import {
  parseFrontMatter
} from "./chunk-6BVEKIOM.js";
import {
  PlanItem
} from "./chunk-BLTLASRP.js";
import {
  LeaseView
} from "./chunk-BNRM2GEJ.js";
import {
  ARTIFACTS,
  planFile
} from "./chunk-Q3BRTBOK.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  HistoryRecord,
  SUPERVISOR_STATES,
  TaskState,
  WORKER_STATUSES
} from "./chunk-E6PUMPWG.js";
import {
  HANDOFF_KINDS
} from "./chunk-KMVBSH7L.js";
import {
  fromIso
} from "./chunk-G6RW7TDQ.js";
import {
  Diagnostic
} from "./chunk-WAEJA4S5.js";
import {
  StoryId
} from "./chunk-APORTJVU.js";
import {
  URGENCIES
} from "./chunk-5U7VJXKJ.js";
import {
  isStoryId
} from "./chunk-CEHSRTBJ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  AUDIT_LOG,
  EXCHANGES_STATE,
  HANDOFFS_DIR,
  HISTORY_FILE,
  LAB_RELAY_FILE,
  handoffFile,
  signalFile,
  taskFile
} from "./chunk-YZV3RAMM.js";

// dist/src/dashboard/wire.js
import { z } from "zod";
var Ms = z.number().describe("ms since the epoch");
var Card = z.object({
  id: z.string(),
  state: TaskState,
  agent: z.string(),
  stage: z.string().optional(),
  type: z.string().optional(),
  urgency: z.enum(URGENCIES).optional(),
  submitted: Ms.optional(),
  picked: Ms.optional(),
  completed: Ms.optional().describe("when the handoff was accepted"),
  deadline: Ms.optional().describe("orphan deadline while submitted, stage deadline while picked up"),
  orphaned: Ms.optional(),
  timedOut: Ms.optional(),
  escalated: Ms.optional(),
  confirmed: Ms.optional(),
  activity: Ms.optional().describe("last sign of life from the worker while it held the story"),
  stalled: z.literal(true).optional(),
  handoff: z.object({ kind: z.enum(HANDOFF_KINDS), status: z.string() }).optional(),
  errors: z.array(Diagnostic).optional(),
  module: z.string().optional(),
  title: z.string().optional(),
  blockedBy: z.array(z.string()).optional().describe("dependencies not handed off yet")
});
var WorkerWire = z.object({
  status: z.enum(WORKER_STATUSES),
  current: z.string().optional(),
  idleSince: Ms.optional(),
  lastSeen: Ms.optional(),
  managed: z.enum(SUPERVISOR_STATES).optional().describe("the supervisor state of a worker the daemon runs"),
  needs: z.string().optional().describe("why a managed worker needs a person or failed"),
  restarts: z.number().int().positive().optional().describe("how often the supervisor restarted it; absent when never"),
  lastExit: z.object({ at: Ms, code: z.number().int().nullable(), signal: z.string().nullable() }).optional().describe("a managed worker's last process exit")
});
var RejectedWire = z.object({ file: z.string(), errors: z.array(Diagnostic) });
var BroadcastWire = z.object({
  file: z.string(),
  severity: z.enum(["info", "warning", "critical"]),
  kind: z.string().optional(),
  module: z.string().optional(),
  agent: z.string().optional(),
  story: z.string().optional(),
  created: Ms.optional(),
  summary: z.string().describe("first lines of the body, at most 200 characters")
});
var LabWire = z.object({
  relay: z.object({
    state: z.string().describe("connecting, open, waiting, refused or off"),
    reason: z.string().optional(),
    since: Ms.optional(),
    lastEvent: Ms.optional(),
    nextAttempt: Ms.optional()
  }).nullable().describe("the relay subscription as the daemon last wrote it (.forge/lab-relay.json); null when none was made"),
  stories: z.array(z.object({ task: z.string(), labStory: z.string(), status: z.string(), checked: Ms.optional() })).describe("this project's entries of .forge/lab-stories.json, most recently heard of first, at most 50"),
  total: z.number().int().nonnegative(),
  problem: z.string().optional().describe("why .forge/lab-stories.json could not be read")
});
var DASHBOARD_PLANS = 10;
var PlansWire = z.object({
  total: z.number().int().nonnegative(),
  items: z.array(PlanItem).describe(`the ${DASHBOARD_PLANS} newest plans as GET /api/plans gives them; the page takes each module's state from its card, which the stream keeps live`)
});
var Extras = z.object({
  tokens: z.record(z.string(), z.number()).describe("context tokens of each worker's latest transcript session"),
  broadcasts: z.array(BroadcastWire).describe("newest first, at most 50; empty before swarm coordination writes any"),
  audit: z.record(z.string(), z.array(z.string())).describe("last Heimdall audit lines of each escalated story"),
  lab: LabWire.optional().describe("lab's side of the project, for the lab panel"),
  plans: PlansWire.optional().describe("the plans of the planning pipeline, for the plan panel")
});
var SnapshotMessage = z.object({
  type: z.literal("snapshot"),
  boot: z.string().describe("changes when the daemon restarts; a client that sees a new one starts over"),
  seq: z.number().int().nonnegative(),
  now: Ms,
  project: z.string(),
  lease: LeaseView.nullable().optional().describe("the lease of the daemon serving the page: epoch, holder, host, pid, and the daemon it took over from (fixed for the daemon run: a new holder is a new boot)"),
  cards: z.array(Card),
  recent: z.array(Card).describe("stories confirmed in the last hours, from the ledger, for the timeline"),
  workers: z.record(z.string(), WorkerWire),
  rejected: z.array(RejectedWire),
  extras: Extras
});
var DeltaMessage = z.object({
  type: z.literal("delta"),
  boot: z.string(),
  seq: z.number().int().positive().describe("exactly one more than the message before"),
  now: Ms,
  cards: z.array(Card).optional().describe("added or changed"),
  removed: z.array(z.string()).optional(),
  workers: z.record(z.string(), WorkerWire).optional().describe("the whole roster, when any worker changed"),
  rejected: z.array(RejectedWire).optional().describe("added or changed"),
  unrejected: z.array(z.string()).optional(),
  recent: z.array(Card).optional().describe("newly confirmed stories"),
  extras: Extras.partial().optional()
});
var PingMessage = z.object({
  type: z.literal("ping"),
  boot: z.string(),
  seq: z.number().int().nonnegative().describe("the last delta sent; a client that is behind has missed one"),
  now: Ms
});
var StreamMessage = z.discriminatedUnion("type", [SnapshotMessage, DeltaMessage, PingMessage]);
var FileView = z.object({
  file: z.string(),
  frontMatter: z.record(z.string(), z.unknown()).nullable().describe("null when the front matter does not parse"),
  problem: z.string().optional().describe("why the front matter did not parse"),
  body: z.string().describe("the start of the body, at most 4,000 characters")
});
var StoryDetail = z.object({
  ok: z.literal(true),
  id: z.string(),
  card: Card.nullable().describe("null when the story is neither tracked nor recently confirmed"),
  task: FileView.nullable(),
  signals: z.array(z.object({ name: z.string(), file: z.string(), at: Ms, content: z.string() })),
  handoffs: z.array(FileView.extend({ kind: z.enum(HANDOFF_KINDS) })),
  history: z.array(z.object({ event: z.string(), message: z.string(), at: Ms })).describe("transitions logged since the daemon started, oldest first"),
  audit: z.array(z.string()).describe("Heimdall audit lines that name the story"),
  exchanges: z.object({
    total: z.number().int().nonnegative(),
    tokens: z.number().int().nonnegative().describe("the sum of each exchange's final context size"),
    items: z.array(z.object({
      exchange_id: z.string(),
      session_id: z.string(),
      started_at: z.string().nullable(),
      title: z.string().describe("first line of the prompt, bounded"),
      tokens: z.number().int().nonnegative().nullable().describe("context size after the last model response"),
      stage: z.string().nullable()
    }))
  }).describe("the story's exchanges in the transcript memory: the most recent, oldest first (`forge kb get <id> --session <session>` opens one)")
});
var StreamQuery = z.strictObject({ since: z.string().max(64).optional() });
var StoryQuery = z.strictObject({ id: StoryId });

// dist/src/dashboard/cards.js
function cardOf(id, entry) {
  const card = { id, state: entry.state, agent: entry.agent };
  if (entry.stage)
    card.stage = entry.stage;
  if (entry.task_type)
    card.type = entry.task_type;
  if (entry.urgency)
    card.urgency = entry.urgency;
  setTime(card, "submitted", entry.submitted_at);
  setTime(card, "picked", entry.picked_up_at);
  setTime(card, "completed", entry.completed_at);
  setTime(card, "deadline", entry.deadline_at);
  setTime(card, "orphaned", entry.orphaned_at);
  setTime(card, "timedOut", entry.timed_out_at);
  setTime(card, "escalated", entry.escalated_at);
  setTime(card, "confirmed", entry.confirmed_at);
  setTime(card, "activity", entry.last_activity_at);
  if (entry.stalled)
    card.stalled = true;
  if (entry.handoff)
    card.handoff = { kind: entry.handoff.kind, status: entry.handoff.status };
  if (entry.errors.length > 0)
    card.errors = entry.errors;
  if (entry.module)
    card.module = entry.module;
  if (entry.title)
    card.title = entry.title;
  if (entry.blocked_by && entry.blocked_by.length > 0)
    card.blockedBy = entry.blocked_by;
  return card;
}
function workerWireOf(worker) {
  const wire = { status: worker.status };
  if (worker.current_task)
    wire.current = worker.current_task;
  setTime(wire, "idleSince", worker.idle_since);
  setTime(wire, "lastSeen", worker.last_seen_at);
  if (worker.supervisor)
    wire.managed = worker.supervisor.state;
  if (worker.supervisor?.reason)
    wire.needs = worker.supervisor.reason;
  if (worker.supervisor && worker.supervisor.restarts > 0)
    wire.restarts = worker.supervisor.restarts;
  const exit = worker.supervisor?.last_exit;
  const exitAt = exit ? fromIso(exit.at) : Number.NaN;
  if (exit && !Number.isNaN(exitAt))
    wire.lastExit = { at: exitAt, code: exit.code, signal: exit.signal };
  return wire;
}
function setTime(target, key, iso) {
  if (iso === null)
    return;
  const ms2 = fromIso(iso);
  if (!Number.isNaN(ms2))
    target[key] = ms2;
}

// dist/src/dashboard/dashboard-page.js
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
var BUILT_PAGE = fileURLToPath(new URL("../../dashboard/index.html", import.meta.url));
var DashboardPage = class _DashboardPage {
  page;
  constructor(page) {
    this.page = page;
  }
  static async load(file = BUILT_PAGE) {
    try {
      const body = await readFile(file);
      return new _DashboardPage({ body, gzipped: gzipSync(body) });
    } catch (error) {
      if (error.code === "ENOENT")
        return new _DashboardPage(null);
      throw error;
    }
  }
  serve(request) {
    if (this.page === null) {
      const text = 'The dashboard page is not built. Run "npm run build" in the vibe-chain folder, then reload.\n';
      return new Response(text, { status: 503, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
    }
    const gzip = /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");
    const headers = {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-cache",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
      vary: "accept-encoding"
    };
    if (gzip)
      headers["content-encoding"] = "gzip";
    const body = gzip ? this.page.gzipped : this.page.body;
    return new Response(request.method === "HEAD" ? null : body, { headers });
  }
};

// dist/src/dashboard/extras/broadcast-feed.js
var FEED_SIZE = 50;
function broadcastFeed(projectRoot, now, settleMs) {
  const index = new BroadcastIndex(projectRoot, { now, settleMs });
  return async () => {
    const { headers } = await index.refresh();
    return headers.slice(0, FEED_SIZE).map((header) => {
      const wire = {
        file: header.file,
        severity: header.severity,
        kind: header.kind,
        module: header.module,
        agent: header.agent,
        summary: header.summary
      };
      if (header.story_id)
        wire.story = header.story_id;
      const created = fromIso(header.created_at);
      if (!Number.isNaN(created))
        wire.created = created;
      return wire;
    });
  };
}

// dist/src/dashboard/extras/audit-lines.js
var AUDIT_LINES_PER_STORY = 5;
var LINE_CHARS = 300;
function auditLinesFor(lines, ids) {
  const out = {};
  for (const id of ids) {
    const word = new RegExp(`(^|[^A-Za-z0-9._-])${id.replace(/[.]/g, "\\.")}($|[^A-Za-z0-9._-])`);
    const found = [];
    for (let i = lines.length - 1; i >= 0 && found.length < AUDIT_LINES_PER_STORY; i -= 1) {
      const line = lines[i];
      if (line.includes(id) && word.test(line))
        found.unshift(line.length > LINE_CHARS ? `${line.slice(0, LINE_CHARS - 3)}...` : line);
    }
    if (found.length > 0)
      out[id] = found;
  }
  return out;
}

// dist/src/dashboard/story-detail.js
var FILE_LIMIT = 65536;
var BODY_CHARS = 4e3;
var SIGNAL_CHARS = 500;
var AUDIT_TAIL_BYTES = 256 * 1024;
var DETAIL_EXCHANGES = 20;
async function storyDetail(projectRoot, id, card, history) {
  if (!isStoryId(id))
    throw new ForgeError("bad_input", `"${id.slice(0, 80)}" is not a story id`);
  const agent = card?.agent ?? null;
  const [task, signals, handoffs, audit, exchanges] = await Promise.all([
    agent === null ? null : fileView(projectRoot, taskFile(agent, id)),
    agent === null ? [] : readSignals(projectRoot, agent, id),
    Promise.all(HANDOFF_KINDS.map(async (kind) => {
      const view = await fileView(projectRoot, handoffFile(id, kind));
      return view && { ...view, kind };
    })),
    readTail(inProject(projectRoot, AUDIT_LOG), 0, AUDIT_TAIL_BYTES),
    storyLines(projectRoot, id)
  ]);
  const transitions = history.of(id);
  if (card === null && task === null && handoffs.every((view) => view === null) && transitions.length === 0) {
    throw new ForgeError("not_found", `no story "${id}" is tracked, recently confirmed, or has a handoff; it may have been confirmed more than a few hours ago (see .history.jsonl)`);
  }
  return {
    ok: true,
    id,
    card,
    task,
    signals,
    handoffs: handoffs.filter((view) => view !== null),
    history: transitions.map(({ event, message, at }) => ({ event, message, at })),
    audit: audit === null ? [] : auditLinesFor(audit.lines, [id])[id] ?? [],
    exchanges: {
      total: exchanges.length,
      tokens: sumTokens(exchanges),
      items: exchanges.slice(-DETAIL_EXCHANGES).map((line) => ({
        exchange_id: line.exchange_id,
        session_id: line.session_id,
        started_at: line.started_at,
        title: line.prompt,
        tokens: line.context_tokens ?? null,
        stage: line.stage ?? null
      }))
    }
  };
}
async function fileView(projectRoot, file) {
  const read = await readSmallFile(inProject(projectRoot, file), FILE_LIMIT);
  if (read === null)
    return null;
  const parsed = parseFrontMatter(read.text);
  if (!parsed.ok)
    return { file, frontMatter: null, problem: parsed.message, body: clip(read.text) };
  return { file, frontMatter: parsed.data, body: clip(parsed.body) };
}
async function readSignals(projectRoot, agent, id) {
  const found = await Promise.all(SIGNALS.map(async (name) => {
    const file = signalFile(agent, id, name);
    const read = await readSmallFile(inProject(projectRoot, file), SIGNAL_CHARS);
    return read && { name, file, at: read.facts.mtimeMs, content: read.text.trim() };
  }));
  return found.filter((signal) => signal !== null).sort((a, b) => a.at - b.at);
}
function clip(text) {
  return text.length > BODY_CHARS ? `${text.slice(0, BODY_CHARS)}
\u2026` : text;
}

// dist/src/dashboard/stream-hub.js
import { randomBytes } from "node:crypto";

// dist/src/dashboard/board-diff.js
var BoardDiff = class {
  tasks = /* @__PURE__ */ new Map();
  workers = null;
  rejected = /* @__PURE__ */ new Map();
  /** What changed since the last call (the first call reports everything); null when nothing did. */
  next(source) {
    const changes = { cards: [], removed: [], workers: null, rejected: [], unrejected: [] };
    let count = 0;
    for (const [id, entry] of source.values()) {
      count += 1;
      const sent = this.tasks.get(id);
      if (sent?.entry === entry)
        continue;
      const card = cardOf(id, entry);
      const json = JSON.stringify(card);
      this.tasks.set(id, { entry, json });
      if (sent?.json !== json)
        changes.cards.push(card);
    }
    if (count !== this.tasks.size) {
      const seen = /* @__PURE__ */ new Set();
      for (const [id] of source.values())
        seen.add(id);
      for (const id of this.tasks.keys()) {
        if (seen.has(id))
          continue;
        this.tasks.delete(id);
        changes.removed.push(id);
      }
    }
    const workers = source.getWorkers();
    if (workers !== this.workers) {
      this.workers = workers;
      changes.workers = workersWire(workers);
    }
    this.diffRejected(source, changes);
    const empty = changes.cards.length + changes.removed.length + changes.rejected.length + changes.unrejected.length === 0 && changes.workers === null;
    return empty ? null : changes;
  }
  /** The cards as last sent, each already serialised, for building a snapshot cheaply. */
  cardJson() {
    return (function* (tasks) {
      for (const sent of tasks.values())
        yield sent.json;
    })(this.tasks);
  }
  currentWorkers() {
    return workersWire(this.workers ?? {});
  }
  currentRejected() {
    return [...this.rejected].map(([file, entry]) => ({ file, errors: entry.errors }));
  }
  diffRejected(source, changes) {
    const seen = /* @__PURE__ */ new Set();
    for (const [file, entry] of source.rejectedEntries()) {
      seen.add(file);
      if (this.rejected.get(file) === entry)
        continue;
      this.rejected.set(file, entry);
      changes.rejected.push({ file, errors: entry.errors });
    }
    for (const file of this.rejected.keys()) {
      if (seen.has(file))
        continue;
      this.rejected.delete(file);
      changes.unrejected.push(file);
    }
  }
};
function workersWire(workers) {
  return Object.fromEntries(Object.entries(workers).map(([name, worker]) => [name, workerWireOf(worker)]));
}

// dist/src/dashboard/delta-ring.js
var DeltaRing = class {
  capacity;
  frames = [];
  constructor(capacity) {
    this.capacity = capacity;
  }
  push(seq, frame) {
    this.frames.push({ seq, frame });
    if (this.frames.length > this.capacity)
      this.frames.shift();
  }
  /**
   * The frames after `seq` up to `current`, in order; null when the page must start over (it is
   * ahead of us, or some of what it missed is no longer kept).
   */
  after(seq, current) {
    if (seq > current)
      return null;
    if (seq === current)
      return [];
    const first = this.frames[0];
    if (first === void 0 || first.seq > seq + 1)
      return null;
    return this.frames.filter((item) => item.seq > seq).map((item) => item.frame);
  }
};
function parseSince(text) {
  const match = text === null ? null : /^([A-Za-z0-9]{1,32})\.(\d{1,15})$/.exec(text);
  return match ? { boot: match[1], seq: Number(match[2]) } : null;
}
function sseFrame(event, data, id) {
  return `${id === void 0 ? "" : `id: ${id}
`}event: ${event}
data: ${data}

`;
}

// dist/src/dashboard/extras/extras-reader.js
import { stat } from "node:fs/promises";

// dist/src/dashboard/extras/agent-tokens.js
function tokensByAgent(state) {
  const latest = /* @__PURE__ */ new Map();
  for (const session of Object.values(state.sessions)) {
    const tokens = session.totals.context_tokens;
    if (session.agent === null || tokens === null)
      continue;
    const at = session.totals.last_record_at === null ? 0 : fromIso(session.totals.last_record_at);
    const held = latest.get(session.agent);
    if (held === void 0 || at > held.at)
      latest.set(session.agent, { at, tokens });
  }
  return Object.fromEntries([...latest].sort(([a], [b]) => a < b ? -1 : 1).map(([agent, { tokens }]) => [agent, tokens]));
}

// dist/src/dashboard/extras/lab-extras.js
async function labWire(projectRoot, projectId) {
  const { relay, stories, total, problem } = await labOverview(projectRoot, projectId);
  const wire = {
    relay: relay === null ? null : {
      state: relay.state,
      ...relay.reason ? { reason: relay.reason } : {},
      ...ms("since", relay.since),
      ...ms("lastEvent", relay.last_event_at),
      ...ms("nextAttempt", relay.next_attempt_at)
    },
    stories: stories.map((entry) => ({ task: entry.forge_task_id, labStory: entry.lab_story_id, status: entry.status, ...ms("checked", entry.last_checked) })),
    total
  };
  if (problem !== null)
    wire.problem = problem;
  return wire;
}
function ms(key, iso) {
  const value = typeof iso === "string" ? fromIso(iso) : Number.NaN;
  return Number.isNaN(value) ? {} : { [key]: value };
}

// dist/src/dashboard/extras/extras-reader.js
var AUDIT_TAIL_BYTES2 = 256 * 1024;
var ExtrasReader = class {
  projectRoot;
  broadcasts;
  projectId;
  stateOf;
  current = { tokens: {}, broadcasts: [], audit: {}, lab: { relay: null, stories: [], total: 0 }, plans: { total: 0, items: [] } };
  stamps = /* @__PURE__ */ new Map();
  constructor(projectRoot, broadcasts, projectId, stateOf = () => null) {
    this.projectRoot = projectRoot;
    this.broadcasts = broadcasts;
    this.projectId = projectId;
    this.stateOf = stateOf;
  }
  value() {
    return this.current;
  }
  /** The parts that changed since the last refresh; null when none did. */
  async refresh(escalated) {
    const changed = {};
    if (await this.fileChanged(EXCHANGES_STATE)) {
      const { state } = await loadState(this.projectRoot);
      changed.tokens = tokensByAgent(state);
    }
    const escalatedKey = escalated.join("\n");
    if (await this.fileChanged(AUDIT_LOG) || this.stamps.get("escalated") !== escalatedKey) {
      this.stamps.set("escalated", escalatedKey);
      const tail = escalated.length === 0 ? null : await readTail(inProject(this.projectRoot, AUDIT_LOG), 0, AUDIT_TAIL_BYTES2);
      changed.audit = tail === null ? {} : auditLinesFor(tail.lines, escalated);
    }
    if (this.broadcasts)
      changed.broadcasts = await this.broadcasts();
    const labChanged = [await this.fileChanged(LAB_STORIES_FILE), await this.fileChanged(LAB_RELAY_FILE)].includes(true);
    if (labChanged)
      changed.lab = await labWire(this.projectRoot, this.projectId());
    const plans = await this.plansIfChanged();
    if (plans !== null)
      changed.plans = plans;
    const differs = Object.keys(changed).filter((key) => JSON.stringify(changed[key]) !== JSON.stringify(this.current[key]));
    if (differs.length === 0)
      return null;
    const out = Object.fromEntries(differs.map((key) => [key, changed[key]]));
    this.current = { ...this.current, ...out };
    return out;
  }
  /**
   * The plans, read again when a plan file, the handoffs folder (a module handed off) or the
   * ledger (one confirmed) changed; null when none did. Every stamp is taken each time, so each
   * change is seen once.
   */
  async plansIfChanged() {
    const projects = await planProjects(this.projectRoot);
    const files = [HANDOFFS_DIR, HISTORY_FILE, ...projects.flatMap((project) => ARTIFACTS.map((artifact) => planFile(project, artifact)))];
    let changed = this.stamps.get("plans") !== projects.join("\n");
    this.stamps.set("plans", projects.join("\n"));
    for (const file of files)
      if (await this.fileChanged(file))
        changed = true;
    if (!changed)
      return null;
    const items = projects.length === 0 ? [] : await planOverviews(this.projectRoot, this.stateOf);
    return { total: items.length, items: items.slice(0, DASHBOARD_PLANS) };
  }
  async fileChanged(relative) {
    let stamp = "absent";
    try {
      const info = await stat(inProject(this.projectRoot, relative));
      stamp = `${info.size}:${info.mtimeMs}`;
    } catch (error) {
      if (error.code !== "ENOENT")
        throw error;
    }
    if (this.stamps.get(relative) === stamp)
      return false;
    this.stamps.set(relative, stamp);
    return true;
  }
};

// dist/src/dashboard/extras/ledger-tail.js
var FIRST_READ_BYTES = 512 * 1024;
var LATER_READ_BYTES = 4 * 1024 * 1024;
var LedgerTail = class {
  file;
  offset = 0;
  first = true;
  constructor(file) {
    this.file = file;
  }
  /** Records appended since the last call (on the first call, the recent end of the ledger) finished after `since`. */
  async read(since) {
    const tail = await readTail(this.file, this.offset, this.first ? FIRST_READ_BYTES : LATER_READ_BYTES);
    this.first = false;
    if (tail === null)
      return [];
    this.offset = tail.end;
    const cards = [];
    for (const line of tail.lines) {
      const record = parseRecord(line);
      if (record === null)
        continue;
      const card = cardOf(record.story_id, record);
      if ((card.confirmed ?? card.completed ?? card.picked ?? card.submitted ?? 0) >= since)
        cards.push(card);
    }
    return cards;
  }
};
function parseRecord(line) {
  let json;
  try {
    json = JSON.parse(line);
  } catch (error) {
    if (error instanceof SyntaxError)
      return null;
    throw error;
  }
  const result = HistoryRecord.safeParse(json);
  return result.success ? result.data : null;
}

// dist/src/dashboard/story-history.js
var PER_STORY = 20;
var StoryHistory = class {
  maxStories;
  stories = /* @__PURE__ */ new Map();
  constructor(maxStories = 2e4) {
    this.maxStories = maxStories;
  }
  record(transition) {
    const list = this.stories.get(transition.id) ?? [];
    this.stories.delete(transition.id);
    list.push(transition);
    if (list.length > PER_STORY)
      list.shift();
    this.stories.set(transition.id, list);
    if (this.stories.size > this.maxStories)
      this.stories.delete(this.stories.keys().next().value);
  }
  of(id) {
    return this.stories.get(id) ?? [];
  }
};

// dist/src/dashboard/stream-hub.js
var RECENT_MAX = 1e3;
var encoder = new TextEncoder();
var StreamHub = class {
  boot = randomBytes(6).toString("hex");
  history = new StoryHistory();
  seq = 0;
  diff = new BoardDiff();
  ring;
  clients = /* @__PURE__ */ new Set();
  snapshotCache = null;
  recent = [];
  handle = null;
  extras = null;
  ledger = null;
  slowWork = Promise.resolve();
  heartbeat = null;
  extrasTimer = null;
  options;
  constructor(options = {}) {
    this.options = {
      heartbeatMs: options.heartbeatMs ?? 15e3,
      extrasMs: options.extrasMs ?? 2e3,
      ringSize: options.ringSize ?? 256,
      maxQueuedBytes: options.maxQueuedBytes ?? 16 * 1024 * 1024,
      recentWindowMs: options.recentWindowMs ?? 12 * 36e5
    };
    this.ring = new DeltaRing(this.options.ringSize);
    this.broadcasts = options.broadcasts ?? null;
  }
  broadcasts;
  onFlushed = () => {
    if (this.clients.size > 0)
      this.publishBoard();
  };
  onTransition = (transition) => {
    this.history.record(transition);
  };
  async attach(handle) {
    this.handle = handle;
    this.extras = new ExtrasReader(handle.projectRoot, this.broadcasts, () => handle.projectId(), (id) => handle.store.get(id)?.state ?? null);
    this.ledger = new LedgerTail(inProject(handle.projectRoot, HISTORY_FILE));
    handle.events.on("flushed", this.onFlushed);
    handle.events.on("transition", this.onTransition);
    this.recent = await this.ledger.read(handle.clock.now() - this.options.recentWindowMs);
    await this.extras.refresh(this.escalatedIds());
  }
  get clientCount() {
    return this.clients.size;
  }
  /** `GET /api/stream[?since=<boot>.<seq>]`: a page's event stream. */
  connect(request) {
    const since = parseSince(new URL(request.url).searchParams.get("since"));
    let client = null;
    const stream = new ReadableStream({
      start: (controller) => {
        client = { controller };
        this.publishBoard();
        const missed = since?.boot === this.boot ? this.ring.after(since.seq, this.seq) : null;
        if (missed === null)
          controller.enqueue(this.snapshotBytes());
        else if (missed.length > 0)
          controller.enqueue(encoder.encode(missed.join("")));
        else
          controller.enqueue(encoder.encode(this.pingFrame()));
        this.clients.add(client);
        this.startTimers();
      },
      cancel: () => {
        if (client)
          this.drop(client);
      }
    }, { highWaterMark: this.options.maxQueuedBytes, size: (chunk) => chunk.byteLength });
    request.signal.addEventListener("abort", () => client && this.drop(client), { once: true });
    return new Response(stream, {
      headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform", "x-accel-buffering": "no" }
    });
  }
  close() {
    if (this.handle) {
      this.handle.events.off("flushed", this.onFlushed);
      this.handle.events.off("transition", this.onTransition);
    }
    for (const client of [...this.clients])
      this.drop(client, true);
    this.stopTimers();
  }
  /** Diffs the store against what was sent and sends the difference; a no-op when nothing changed. */
  publishBoard() {
    if (!this.handle)
      return;
    const changes = this.diff.next(this.handle.store);
    if (changes === null)
      return;
    this.publish(deltaFields(changes));
    if (changes.removed.length > 0)
      this.queueSlow(() => this.readLedger());
  }
  publish(fields) {
    this.seq += 1;
    const message = { type: "delta", boot: this.boot, seq: this.seq, now: this.now(), ...fields };
    const frame = sseFrame("delta", JSON.stringify(message), this.seq);
    this.ring.push(this.seq, frame);
    this.sendAll(encoder.encode(frame));
  }
  sendAll(bytes) {
    for (const client of this.clients) {
      if ((client.controller.desiredSize ?? 0) < 0) {
        this.drop(client, true);
        continue;
      }
      client.controller.enqueue(bytes);
    }
  }
  drop(client, end = false) {
    if (!this.clients.delete(client))
      return;
    if (end) {
      try {
        client.controller.close();
      } catch (error) {
        if (!(error instanceof TypeError))
          throw error;
      }
    }
    if (this.clients.size === 0)
      this.stopTimers();
  }
  snapshotBytes() {
    if (this.snapshotCache?.seq === this.seq)
      return this.snapshotCache.bytes;
    const head = {
      type: "snapshot",
      boot: this.boot,
      seq: this.seq,
      now: this.now(),
      project: this.handle?.projectId() ?? "",
      lease: this.handle?.lease?.() ?? null,
      recent: this.recent,
      workers: this.diff.currentWorkers(),
      rejected: this.diff.currentRejected(),
      extras: this.extras?.value() ?? { tokens: {}, broadcasts: [], audit: {} }
    };
    const json = `${JSON.stringify(head).slice(0, -1)},"cards":[${[...this.diff.cardJson()].join(",")}]}`;
    const bytes = encoder.encode(sseFrame("snapshot", json, this.seq));
    this.snapshotCache = { seq: this.seq, bytes };
    return bytes;
  }
  pingFrame() {
    const ping = { type: "ping", boot: this.boot, seq: this.seq, now: this.now() };
    return sseFrame("ping", JSON.stringify(ping));
  }
  async readLedger() {
    if (!this.ledger || !this.handle)
      return;
    const since = this.now() - this.options.recentWindowMs;
    const cards = await this.ledger.read(since);
    this.recent = [...this.recent.filter((card) => (card.confirmed ?? card.completed ?? 0) >= since), ...cards].slice(-RECENT_MAX);
    if (cards.length > 0)
      this.publish({ recent: cards });
  }
  async refreshExtras() {
    if (!this.extras)
      return;
    const changed = await this.extras.refresh(this.escalatedIds());
    if (changed !== null && this.clients.size > 0)
      this.publish({ extras: changed });
  }
  /** File reads for the slow facts run one at a time, never overlapping, and never fail the daemon. */
  queueSlow(work) {
    this.slowWork = this.slowWork.then(work).catch((error) => this.handle?.logger.warn(`dashboard: ${error.message}`));
  }
  escalatedIds() {
    const ids = [];
    for (const [id, entry] of this.handle?.store.values() ?? [])
      if (entry.state === "escalated")
        ids.push(id);
    return ids.sort();
  }
  startTimers() {
    this.heartbeat ??= setInterval(() => this.sendAll(encoder.encode(this.pingFrame())), this.options.heartbeatMs).unref();
    this.extrasTimer ??= setInterval(() => this.queueSlow(() => this.refreshExtras()), this.options.extrasMs).unref();
  }
  stopTimers() {
    if (this.heartbeat)
      clearInterval(this.heartbeat);
    if (this.extrasTimer)
      clearInterval(this.extrasTimer);
    this.heartbeat = null;
    this.extrasTimer = null;
  }
  /** Confirmed stories the timeline still shows, for the story detail. */
  recentCard(id) {
    return this.recent.findLast((card) => card.id === id) ?? null;
  }
  now() {
    return this.handle ? this.handle.clock.now() : 0;
  }
};
function deltaFields(changes) {
  const fields = {};
  if (changes.cards.length > 0)
    fields.cards = changes.cards;
  if (changes.removed.length > 0)
    fields.removed = changes.removed;
  if (changes.workers)
    fields.workers = changes.workers;
  if (changes.rejected.length > 0)
    fields.rejected = changes.rejected;
  if (changes.unrejected.length > 0)
    fields.unrejected = changes.unrejected;
  return fields;
}

// dist/src/dashboard/dashboard.js
var Dashboard = class _Dashboard {
  source;
  hub;
  built;
  constructor(source, hub, built) {
    this.source = source;
    this.hub = hub;
    this.built = built;
  }
  static async open(source, options = {}) {
    const hub = new StreamHub({ broadcasts: broadcastFeed(source.projectRoot, () => source.clock.now(), source.config().daemon.settle), ...options });
    const [page] = await Promise.all([DashboardPage.load(), hub.attach(source)]);
    return new _Dashboard(source, hub, page);
  }
  /** `GET /` */
  page(request) {
    return this.built.serve(request);
  }
  /** `GET /api/stream` */
  stream(request) {
    return this.hub.connect(request);
  }
  /** `GET /api/dashboard/story?id=` */
  story(id) {
    const entry = this.source.store.get(id);
    const card = entry ? cardOf(id, entry) : this.hub.recentCard(id);
    return storyDetail(this.source.projectRoot, id, card, this.hub.history);
  }
  get streams() {
    return this.hub.clientCount;
  }
  close() {
    this.hub.close();
  }
};

// dist/src/dashboard/dashboard-for.js
var open = /* @__PURE__ */ new WeakMap();
function dashboardFor(source) {
  let dashboard = open.get(source);
  if (!dashboard) {
    dashboard = Dashboard.open(source);
    dashboard.catch(() => open.delete(source));
    open.set(source, dashboard);
  }
  return dashboard;
}

export {
  StreamQuery,
  StoryQuery,
  dashboardFor
};
