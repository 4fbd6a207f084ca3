import {
  watchBroadcasts
} from "./chunk-4AOK4CCT.js";
import "./chunk-DE6TTTNU.js";
import "./chunk-KWQMMKFM.js";
import {
  watchOptionsFor
} from "./chunk-Z6XF57ZM.js";
import {
  completionDraft,
  writeBroadcast
} from "./chunk-DQY6KOLC.js";
import {
  modulePrefix,
  siblingsOf,
  swarmTaskOf
} from "./chunk-QEYQT5OM.js";
import {
  publishExclusive
} from "./chunk-UXMTMLH4.js";
import {
  readHistoryRecords
} from "./chunk-VSUZ4L4C.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import {
  agentForTaskType
} from "./chunk-JH4NCKVG.js";
import "./chunk-JG65QDGJ.js";
import {
  BroadcastIndex
} from "./chunk-JEAGG7HD.js";
import {
  readFrontMatterFile
} from "./chunk-FA4IUSWH.js";
import {
  renderFrontMatter
} from "./chunk-6BVEKIOM.js";
import "./chunk-AF6YNM63.js";
import {
  IPC_PROTOCOL
} from "./chunk-UYGV2EW6.js";
import "./chunk-2TBVN567.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  escalationStoryId,
  renderContracts
} from "./chunk-5WLASJTG.js";
import "./chunk-W46PSUSI.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import {
  PrHandoff
} from "./chunk-KMVBSH7L.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import {
  renderDiagnostic
} from "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import {
  BROADCASTS_DIR,
  HANDOFFS_DIR,
  handoffFile,
  taskFile
} from "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/swarm/broadcast-service.js
import { mkdir } from "node:fs/promises";
import { basename } from "node:path";

// dist/src/swarm/escalation.js
var AFFECTED_SHOWN = 30;
function escalationTask(input) {
  const { broadcast } = input;
  const modules = [...new Set(input.affected.map((task) => task.module ?? task.story_id))].sort();
  const why = [broadcast.severity === "critical" ? "critical" : null, broadcast.breaking ? "breaking" : null].filter(Boolean).join(" and ");
  const frontMatter = {
    story_id: escalationStoryId(broadcast.id),
    project_id: input.projectId,
    worktree_path: input.projectRoot,
    project_root: input.projectRoot,
    handoff_dir: `${input.projectRoot}/${HANDOFFS_DIR}`,
    agent: input.agent,
    task_type: "arch_review",
    ipc_protocol: IPC_PROTOCOL,
    submitted_at: toIso(input.now),
    urgency: broadcast.severity === "critical" ? "high" : "normal",
    module: broadcast.module,
    title: `Review the ${why} broadcast of ${broadcast.module}: ${broadcast.summary}`.slice(0, 200),
    ...input.producer?.batch ? { batch: input.producer.batch } : {},
    broadcast_id: broadcast.id,
    affected_modules: modules
  };
  const lines = [
    `# Architect review: ${why} broadcast from ${broadcast.module}`,
    "",
    `Broadcast ${broadcast.id} (${broadcast.file}), ${broadcast.severity}, kind ${broadcast.kind}, by ${broadcast.agent}${broadcast.story_id ? ` on ${broadcast.story_id}` : ""} at ${broadcast.created_at}.`,
    `Producing module: ${broadcast.module}${input.producer ? ` (story ${input.producer.story_id}, ${input.producer.agent}, ${input.producer.state})` : ""}.`,
    "",
    `Summary: ${broadcast.summary}`,
    ""
  ];
  if (broadcast.contracts.length > 0)
    lines.push("Contracts:", "", "```", renderContracts(broadcast.contracts.slice(0, 10)), "```", "");
  if (input.affected.length === 0)
    lines.push("No sibling module is tracked right now; check the consumers named in the broadcast.", "");
  else {
    lines.push(`Sibling modules it may affect (${modules.length}):`, "");
    for (const task of input.affected.slice(0, AFFECTED_SHOWN))
      lines.push(`- ${task.module ?? "(no module)"}: ${task.story_id} (${task.agent}, ${task.state})`);
    if (input.affected.length > AFFECTED_SHOWN)
      lines.push(`- ... and ${input.affected.length - AFFECTED_SHOWN} more (get_siblings / forge tool get_siblings)`);
    lines.push("");
  }
  lines.push("Decide whether the change is sound and what each affected module must do. Read the full broadcast with", `"forge broadcasts get ${broadcast.id}" (MCP: get_broadcast), check consumers with "forge inspect${input.producer?.batch ? ` --batch ${input.producer.batch}` : ""}",`, "broadcast your decision (kind decision) so the siblings see it, then write your handoff.");
  return { frontMatter, body: `${lines.join("\n")}
` };
}

// dist/src/swarm/broadcast-service.js
var ARCHITECT_FALLBACK = "architect";
function broadcastService() {
  let handle = null;
  let index = null;
  let watch = null;
  let timer = null;
  let work = Promise.resolve();
  let refreshQueued = false;
  let closed = false;
  const rejected = /* @__PURE__ */ new Map();
  const escalated = /* @__PURE__ */ new Set();
  const completed = /* @__PURE__ */ new Set();
  function enqueue(step) {
    work = work.then(() => closed ? void 0 : step()).catch((error) => handle?.logger.error(`broadcasts: ${error.message}`));
    return work;
  }
  function requestRefresh() {
    if (refreshQueued)
      return;
    refreshQueued = true;
    void enqueue(async () => {
      refreshQueued = false;
      await refresh();
    });
  }
  async function refresh() {
    const snapshot = await index.refresh();
    reportInvalid(snapshot);
    if (snapshot.retryAt !== null && !closed)
      setTimeout(requestRefresh, Math.max(0, snapshot.retryAt - handle.clock.now()) + 10).unref();
    for (const header of snapshot.headers)
      if (header.kind === "completion" && header.story_id)
        completed.add(header.story_id);
    for (const header of snapshot.headers)
      if (header.escalates && !escalated.has(header.id))
        await escalate(header);
  }
  function reportInvalid(snapshot) {
    const h = handle;
    const now = /* @__PURE__ */ new Set();
    for (const bad of snapshot.invalid) {
      now.add(bad.file);
      const text = bad.errors.map(renderDiagnostic).join("; ");
      if (rejected.get(bad.file) !== text)
        h.logger.warn(`broadcast rejected: ${text}`);
      rejected.set(bad.file, text);
      h.setRejected(bad.file, bad.errors);
    }
    for (const file of [...rejected.keys()]) {
      if (now.has(file))
        continue;
      rejected.delete(file);
      h.setRejected(file, null);
    }
  }
  async function escalate(header) {
    const h = handle;
    const id = escalationStoryId(header.id);
    escalated.add(header.id);
    if (h.store.get(id))
      return;
    const config = h.config.current;
    const roster = agentForTaskType(config, "arch_review");
    const agent = roster.ok ? roster.agent : ARCHITECT_FALLBACK;
    const tasks = [...h.store.values()].map(([story, entry]) => swarmTaskOf(story, entry));
    const producer = header.story_id ? tasks.find((task) => task.story_id === header.story_id) ?? null : null;
    const affected = producer ? siblingsOf(producer, tasks) : tasks.filter((task) => task.module !== null && task.module !== header.module && modulePrefix(task.module) === modulePrefix(header.module));
    const { frontMatter, body } = escalationTask({
      broadcast: header,
      agent,
      projectRoot: h.projectRoot,
      projectId: config.forge.project_id ?? basename(h.projectRoot),
      producer,
      affected: affected.filter((task) => task.story_id !== id),
      now: h.clock.now()
    });
    const file = taskFile(agent, id);
    if (!h.mayWrite())
      return;
    if (await publishExclusive(inProject(h.projectRoot, file), renderFrontMatter(frontMatter, body))) {
      h.logger.warn(`broadcast ${header.id} from ${header.module} is ${header.severity === "critical" ? "critical" : "breaking"}: wrote ${file} for ${agent} (${affected.length} sibling task(s) may be affected)`);
      h.requestStory(id);
    }
  }
  async function broadcastCompletion(id) {
    const h = handle;
    if (completed.has(id))
      return;
    const file = handoffFile(id, "pr");
    const read = await readFrontMatterFile(inProject(h.projectRoot, file), PrHandoff, {
      projectRoot: h.projectRoot,
      display: file,
      maxBytes: h.config.current.daemon.max_task_bytes
    });
    if (!read?.ok || read.value.status !== "completed")
      return;
    await refresh();
    if (completed.has(id))
      return;
    const module = read.value.module ?? h.store.get(id)?.module ?? id;
    if (!h.mayWrite())
      return;
    const epoch = h.lease()?.epoch;
    const header = await writeBroadcast(h.projectRoot, { ...completionDraft(read.value, module), ...epoch ? { lease_epoch: epoch } : {} }, h.clock.now());
    completed.add(id);
    h.logger.info(`${read.value.agent}/${id} completion broadcast ${header.id}`);
  }
  function onTransition(transition) {
    if (transition.event === "handed-off")
      void enqueue(() => broadcastCompletion(transition.id));
  }
  return {
    name: "broadcasts",
    async start(h) {
      handle = h;
      const config = h.config.current;
      index = new BroadcastIndex(h.projectRoot, { now: () => h.clock.now(), settleMs: config.daemon.settle });
      for (const record of await readHistoryRecords(h.projectRoot))
        if (record.story_id.startsWith("ESC-"))
          escalated.add(record.story_id.slice("ESC-".length));
      for (const [file] of h.store.rejectedEntries())
        if (file.startsWith(`${BROADCASTS_DIR}/`))
          rejected.set(file, "");
      await mkdir(inProject(h.projectRoot, BROADCASTS_DIR), { recursive: true });
      h.events.on("transition", onTransition);
      await enqueue(refresh);
      watch = watchBroadcasts({
        projectRoot: h.projectRoot,
        ...watchOptionsFor(config, h.projectRoot),
        onPath: (path) => {
          index.invalidate(basename(path));
          requestRefresh();
        },
        onError: (error) => {
          h.logger.error(`broadcasts watcher: ${error.message}; re-reading the folder`);
          requestRefresh();
        }
      });
      await watch.ready;
      timer = setInterval(requestRefresh, config.daemon.reconcile_interval);
    },
    async close() {
      closed = true;
      if (timer)
        clearInterval(timer);
      handle?.events.off("transition", onTransition);
      await watch?.close();
      await work;
    }
  };
}
export {
  broadcastService
};
