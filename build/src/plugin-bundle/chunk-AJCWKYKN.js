import {
  readLabStories,
  updateLabStories
} from "./chunk-YTGQNNBO.js";
import {
  labStoryKey
} from "./chunk-Q6YQOQJE.js";
import {
  freshRelayState,
  writeRelayState
} from "./chunk-W225RGMM.js";
import "./chunk-2SZZPO6G.js";
import "./chunk-OSW4CT7W.js";
import {
  jsonOrNull
} from "./chunk-AF6YNM63.js";
import "./chunk-VF46JH6B.js";
import {
  projectIdOf
} from "./chunk-G57OUFMF.js";
import "./chunk-54LJ5TLE.js";
import {
  readForgeToken
} from "./chunk-DVQOKHBY.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/lab-link/relay-subscription.js
import WebSocket from "ws";

// dist/src/lab-link/relay-backoff.js
var RELAY_BACKOFF = { baseMs: 1e3, maxMs: 6e4 };
function relayDelay(attempt, random) {
  const ceiling = Math.min(RELAY_BACKOFF.maxMs, RELAY_BACKOFF.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + ceiling / 2 * random);
}

// dist/src/lab-link/relay-event.js
import { z } from "zod";
var Routed = { project_id: z.string().min(1) };
var StoryTransitionEvent = z.looseObject({
  type: z.literal("story_transition"),
  ...Routed,
  forge_task_id: z.string().min(1),
  to: z.string().min(1),
  from: z.string().nullable().optional()
});
var AgentCompletedEvent = z.looseObject({
  type: z.literal("agent_completed"),
  ...Routed,
  forge_task_id: z.string().min(1),
  agent: z.string().nullable().optional(),
  status: z.string().min(1).optional()
});
var QueueSummaryEvent = z.looseObject({ type: z.literal("queue_summary"), ...Routed });
var IGNORED = /* @__PURE__ */ new Set(["heartbeat", "agent_start"]);
var AUTH_REFUSALS = /* @__PURE__ */ new Set(["auth_failed", "auth_error", "auth_refused", "unauthorized", "forbidden"]);
var SCHEMAS = { story_transition: StoryTransitionEvent, agent_completed: AgentCompletedEvent, queue_summary: QueueSummaryEvent };
function classifyRelayMessage(text) {
  const value = jsonOrNull(text);
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { kind: "skipped", why: "not a JSON object" };
  const message = value;
  const type = typeof message.type === "string" ? message.type : typeof message.event === "string" ? message.event : null;
  if (type !== null && AUTH_REFUSALS.has(type))
    return { kind: "auth_refused", reason: reasonOf(message, type) };
  if (message.auth === "ok" || type === "auth_ok")
    return { kind: "auth_ok" };
  if (message.auth === "failed" || message.auth === "refused" || type === "error" && (message.code === 401 || message.code === 403))
    return { kind: "auth_refused", reason: reasonOf(message, "auth refused") };
  if (type === null)
    return { kind: "skipped", why: "no type" };
  if (IGNORED.has(type))
    return { kind: "ignored", type };
  if (!(type in SCHEMAS))
    return { kind: "skipped", why: `unknown type ${JSON.stringify(type.slice(0, 40))}` };
  const checked = SCHEMAS[type].safeParse({ ...message, type });
  if (!checked.success)
    return { kind: "skipped", why: `${type} without ${checked.error.issues.map((issue) => issue.path.join(".") || "its fields").join(", ")}` };
  return { kind: type, event: checked.data };
}
function reasonOf(message, fallback) {
  const said = message.message ?? message.reason ?? message.error;
  return typeof said === "string" && said !== "" ? said.slice(0, 200) : fallback;
}
function statusOfEvent(message) {
  return message.kind === "story_transition" ? message.event.to : message.event.status ?? "agent_completed";
}
function relayUpdate(stories, projectId, message, now) {
  if (message.event.project_id !== projectId)
    return null;
  const key = labStoryKey(projectId, message.event.forge_task_id);
  if (!stories[key])
    return null;
  return { key, status: statusOfEvent(message), last_checked: now };
}

// dist/src/lab-link/relay-subscription.js
var REFUSAL_CODES = /* @__PURE__ */ new Set([1008, 4001, 4003, 4401, 4403]);
var HANDSHAKE_TIMEOUT_MS = 1e4;
var RelaySubscription = class {
  deps;
  socket = null;
  timer = null;
  attempt = 0;
  closed = false;
  writes = Promise.resolve();
  pending = /* @__PURE__ */ new Map();
  flushQueued = false;
  problems = /* @__PURE__ */ new Set();
  state;
  constructor(deps) {
    this.deps = deps;
    this.state = freshRelayState("connecting", deps.url, null, this.now());
  }
  start() {
    this.connect();
  }
  now() {
    return toIso(this.deps.clock.now());
  }
  change(patch) {
    if (patch.state !== void 0 && patch.state !== this.state.state)
      patch.since = this.now();
    Object.assign(this.state, patch);
    this.deps.onChange({ ...this.state, events: { ...this.state.events } });
  }
  connect() {
    if (this.closed)
      return;
    this.change({ state: "connecting", next_attempt_at: null });
    const socket = new WebSocket(this.deps.url, { handshakeTimeout: HANDSHAKE_TIMEOUT_MS });
    this.socket = socket;
    let delivered = false;
    let refused = null;
    socket.on("open", () => {
      socket.send(JSON.stringify({ auth: this.deps.token }));
      this.change({ state: "open", reason: null, connected_at: this.now() });
      this.deps.logger.info(`lab relay: subscribed to ${this.state.url} for ${this.deps.projectId}`);
    });
    socket.on("unexpected-response", (_request, response) => {
      if (response.statusCode === 401 || response.statusCode === 403)
        refused = `the relay answered ${response.statusCode} to the subscription`;
      this.change({ reason: `the relay answered HTTP ${response.statusCode}` });
      socket.terminate();
    });
    socket.on("message", (data) => {
      const message = classifyRelayMessage(data.toString());
      if (message.kind === "auth_refused") {
        refused = message.reason;
        socket.close();
        return;
      }
      delivered = true;
      this.handle(message);
    });
    socket.on("error", (error) => this.change({ reason: error.message }));
    socket.on("close", (code, reason) => {
      if (this.socket === socket)
        this.socket = null;
      if (refused === null && REFUSAL_CODES.has(code))
        refused = `the relay closed the subscription with code ${code}${reason.length > 0 ? ` (${reason.toString().slice(0, 200)})` : ""}`;
      if (refused !== null)
        return this.refuse(refused);
      if (this.closed)
        return;
      if (delivered)
        this.attempt = 0;
      this.retry(this.state.reason ?? `the relay closed the connection (code ${code})`);
    });
  }
  refuse(reason) {
    this.clearTimer();
    this.change({ state: "refused", reason: `the relay refused VIBE_LAB_FORGE_TOKEN: ${reason}`, next_attempt_at: null });
    this.deps.logger.warn(`lab relay: ${this.state.reason}; the subscription is stopped (no retries) until the daemon is restarted with a token the relay accepts`);
  }
  retry(reason) {
    const delay = relayDelay(this.attempt, this.deps.random());
    if (this.attempt === 0)
      this.deps.logger.warn(`lab relay: ${reason}; reconnecting with backoff (said once until it is back)`);
    this.attempt += 1;
    this.change({ state: "waiting", reason, reconnects: this.state.reconnects + 1, next_attempt_at: toIso(this.deps.clock.now() + delay) });
    this.timer = this.deps.timers.set(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }
  handle(message) {
    const at = this.now();
    switch (message.kind) {
      case "auth_ok":
      case "auth_refused":
        return;
      case "ignored":
        this.state.events.ignored += 1;
        this.change({});
        return;
      case "skipped":
        this.state.events.skipped += 1;
        this.change({});
        return;
      case "queue_summary": {
        const { type: _type, project_id, ...queue } = message.event;
        if (project_id !== this.deps.projectId)
          return;
        this.state.events.queue_summary += 1;
        this.change({ queue, last_event_at: at });
        return;
      }
      case "story_transition":
      case "agent_completed":
        this.state.events[message.kind] += 1;
        this.change({ last_event_at: at });
        this.pending.set(`${message.event.project_id}/${message.event.forge_task_id}`, { message, at });
        if (!this.flushQueued) {
          this.flushQueued = true;
          this.writes = this.writes.then(() => this.flush());
        }
    }
  }
  /** Writes the story events received since the last write, in one read and one write of the file. */
  async flush() {
    this.flushQueued = false;
    const batch = [...this.pending.values()];
    this.pending.clear();
    try {
      const stories = await readLabStories(this.deps.projectRoot);
      const updates = {};
      for (const { message, at } of batch) {
        const update = relayUpdate(stories, this.deps.projectId, message, at);
        if (update)
          updates[update.key] = { status: update.status, last_checked: update.last_checked };
      }
      if (Object.keys(updates).length > 0)
        await updateLabStories(this.deps.projectRoot, updates);
    } catch (error) {
      const text = error.message;
      if (!this.problems.has(text))
        this.deps.logger.warn(`lab relay: ${batch.length} story event(s) not recorded: ${text}`);
      this.problems.add(text);
    }
  }
  /** Resolves when every story event received so far is written. */
  settled() {
    return this.writes;
  }
  clearTimer() {
    if (this.timer !== null)
      this.deps.timers.clear(this.timer);
    this.timer = null;
  }
  async close() {
    this.closed = true;
    this.clearTimer();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState !== WebSocket.CLOSED) {
      const gone = new Promise((resolve) => socket.once("close", () => resolve()));
      socket.terminate();
      await gone;
    }
    await this.writes;
  }
};

// dist/src/lab-link/relay-service.js
var realTimers = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (handle) => clearTimeout(handle)
};
function relaySubscribeUrl(relayUrl, projectId) {
  return `${relayUrl.replace(/\/+$/, "")}/subscribe?project=${encodeURIComponent(projectId)}`;
}
function relayService(env, options = {}) {
  let subscription = null;
  let writing = Promise.resolve();
  let pending = null;
  let save = () => void 0;
  return {
    name: "lab-relay",
    async start(handle) {
      const { relay_url: relayUrl } = handle.config.current.lab;
      if (!relayUrl)
        return;
      save = (state) => {
        const first = pending === null;
        pending = state;
        if (!first)
          return;
        writing = writing.then(async () => {
          const latest = pending;
          pending = null;
          await writeRelayState(handle.projectRoot, latest).catch((error) => handle.logger.warn(`lab relay: cannot write its state: ${error.message}`));
        });
      };
      const projectId = projectIdOf(handle.config.current, handle.projectRoot);
      const url = relaySubscribeUrl(relayUrl, projectId);
      const token = readForgeToken(env);
      if (token === null) {
        const reason = "VIBE_LAB_FORGE_TOKEN is not set in the daemon's environment: the relay subscription is off";
        handle.logger.warn(`lab relay: ${reason}`);
        save(freshRelayState("off", url, reason, toIso(handle.clock.now())));
        return;
      }
      subscription = new RelaySubscription({
        url,
        token,
        projectId,
        projectRoot: handle.projectRoot,
        clock: handle.clock,
        random: options.random ?? Math.random,
        timers: options.timers ?? realTimers,
        logger: handle.logger,
        onChange: save
      });
      subscription.start();
    },
    async close() {
      if (subscription) {
        await subscription.close();
        if (subscription.state.state !== "refused")
          save({ ...subscription.state, state: "off", reason: "the daemon stopped", next_attempt_at: null });
      }
      await writing;
    }
  };
}
export {
  relayService,
  relaySubscribeUrl
};
