import {
  labTransport
} from "./chunk-WQ4NNCIF.js";
import {
  readStatusAnswer,
  statusFromAnswer,
  storyStatusArgs
} from "./chunk-U7AP7QE4.js";
import "./chunk-3CGSNBTG.js";
import {
  readLabStories,
  updateLabStories
} from "./chunk-YTGQNNBO.js";
import "./chunk-MWX7X5UU.js";
import {
  CLOSED_STATUSES
} from "./chunk-Q6YQOQJE.js";
import "./chunk-2SZZPO6G.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-AF6YNM63.js";
import "./chunk-VF46JH6B.js";
import {
  projectIdOf
} from "./chunk-G57OUFMF.js";
import "./chunk-IW7S7IYC.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DVQOKHBY.js";
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

// dist/src/lab-link/story-poller.js
function storiesToCheck(stories, projectId, limit) {
  const checkedAt = (entry) => entry.last_checked === null ? -Infinity : Date.parse(entry.last_checked);
  return Object.entries(stories).filter(([, entry]) => entry.project_id === projectId && !CLOSED_STATUSES.has(entry.status)).sort(([keyA, a], [keyB, b]) => checkedAt(a) - checkedAt(b) || keyA.localeCompare(keyB)).slice(0, limit).map(([key]) => key);
}
var StoryPoller = class {
  deps;
  transport = null;
  notBefore = 0;
  outage = false;
  refused = /* @__PURE__ */ new Set();
  constructor(deps) {
    this.deps = deps;
  }
  async cycle() {
    const now = this.deps.clock.now();
    if (now < this.notBefore)
      return { kind: "waiting" };
    const stories = await readLabStories(this.deps.projectRoot);
    const keys = storiesToCheck(stories, this.deps.projectId(), this.deps.batch());
    if (keys.length === 0)
      return { kind: "nothing_open" };
    this.transport ??= this.deps.connect();
    if (this.transport === null)
      return { kind: "no_lab" };
    const updates = {};
    let outcome = { kind: "checked", keys: [] };
    for (const key of keys) {
      const answer = await this.ask(stories[key].forge_task_id);
      if (answer.kind === "unreachable" || answer.kind === "rate_limited") {
        outcome = { kind: answer.kind };
        break;
      }
      const checkedAt = toIso(this.deps.clock.now());
      if (answer.kind === "ok")
        updates[key] = { status: answer.status, last_checked: checkedAt };
      else {
        if (!this.refused.has(key))
          this.deps.logger.warn(`lab refused get_story_status for ${key}: ${answer.message}; it is asked again in turn`);
        this.refused.add(key);
        updates[key] = { status: stories[key].status, last_checked: checkedAt };
      }
      if (outcome.kind === "checked")
        outcome.keys.push(key);
    }
    if (Object.keys(updates).length > 0)
      await updateLabStories(this.deps.projectRoot, updates);
    return outcome;
  }
  async ask(forgeTaskId) {
    let answer;
    try {
      answer = await this.transport.call("get_story_status", storyStatusArgs(this.deps.projectRoot, forgeTaskId));
    } catch (error) {
      if (!(error instanceof ForgeError) || error.code !== "unavailable")
        throw error;
      if (!this.outage)
        this.deps.logger.warn(`lab story status: ${error.message}; the daemon runs on and asks again every cycle (said once until lab answers)`);
      this.outage = true;
      const broken = this.transport;
      this.transport = null;
      await broken?.close().catch(() => void 0);
      return { kind: "unreachable" };
    }
    if (this.outage)
      this.deps.logger.info("lab story status: lab answers again");
    this.outage = false;
    if (answer.kind === "rate_limited") {
      const waitMs = answer.retryAfterMs ?? this.deps.fallbackWaitMs();
      this.notBefore = this.deps.clock.now() + waitMs;
      this.deps.logger.info(`lab story status: lab is rate-limiting get_story_status; next poll in ${Math.ceil(waitMs / 1e3)} s or later`);
      return { kind: "rate_limited" };
    }
    if (answer.kind === "refused")
      return answer;
    const read = readStatusAnswer(answer.value);
    return read.ok ? { kind: "ok", status: statusFromAnswer(read.answer) } : { kind: "refused", message: read.problem };
  }
  async close() {
    const transport = this.transport;
    this.transport = null;
    await transport?.close();
  }
};

// dist/src/lab-link/story-poll-service.js
function storyPollService(env) {
  let poller = null;
  let timer = null;
  let running = Promise.resolve();
  let lastError = "";
  let closed = false;
  function schedule(handle) {
    if (closed)
      return;
    timer = setTimeout(() => {
      running = poller.cycle().then(() => {
        lastError = "";
      }).catch((error) => {
        if (error.message !== lastError)
          handle.logger.warn(`lab story status: ${error.message}`);
        lastError = error.message;
      }).finally(() => schedule(handle));
    }, handle.config.current.lab.status_poll_interval);
    timer.unref();
  }
  return {
    name: "lab-story-poll",
    async start(handle) {
      poller = new StoryPoller({
        projectRoot: handle.projectRoot,
        projectId: () => projectIdOf(handle.config.current, handle.projectRoot),
        connect: () => labTransport(handle.projectRoot, handle.config.current, env),
        batch: () => handle.config.current.lab.status_poll_batch,
        fallbackWaitMs: () => handle.config.current.lab.status_poll_interval,
        clock: handle.clock,
        logger: handle.logger
      });
      schedule(handle);
    },
    async close() {
      closed = true;
      if (timer)
        clearTimeout(timer);
      await running;
      await poller?.close();
    }
  };
}
export {
  storyPollService
};
