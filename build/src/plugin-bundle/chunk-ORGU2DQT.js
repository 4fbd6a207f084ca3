import {
  readHistoryRecords
} from "./chunk-VSUZ4L4C.js";
import {
  readFrontMatterFile
} from "./chunk-FA4IUSWH.js";
import {
  INSPECT_MODULES_SHOWN,
  INTERFACES_SHOWN,
  normalizeType
} from "./chunk-6SAZ3PZF.js";
import {
  parseCursor
} from "./chunk-UHDDLRTD.js";
import {
  loadIndex
} from "./chunk-ZKWPFRFB.js";
import {
  fillOffsetPage,
  pageStart
} from "./chunk-C5Q5C45N.js";
import {
  PrHandoff
} from "./chunk-KMVBSH7L.js";
import {
  fromIso
} from "./chunk-G6RW7TDQ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  handoffFile
} from "./chunk-YZV3RAMM.js";

// dist/src/swarm/inspection.js
var FLAG_ORDER = { stale_consumer: 0, conflicting_interface: 1, unread_broadcasts: 2 };
function inspect(input) {
  const modules = new Set(input.tasks.map((task) => task.module));
  const ofBatch = input.broadcasts.filter((header) => modules.has(header.module));
  const produced = /* @__PURE__ */ new Map();
  const referenced = /* @__PURE__ */ new Map();
  for (const header of [...ofBatch].reverse()) {
    for (const contract of header.contracts) {
      const owner = contract.module ?? header.module;
      if (owner === header.module)
        push(produced, contract.interface, { module: owner, type: contract.type, broadcast: header.id });
      else
        add(referenced, header.module, contract.interface);
    }
  }
  const producerOf = (name) => new Set((produced.get(name) ?? []).map((item) => item.module));
  const byStory = new Map(input.tasks.map((task) => [task.story_id, task]));
  const reports = [];
  const flags = [];
  for (const task of [...input.tasks].sort((a, b) => a.module < b.module ? -1 : a.module > b.module ? 1 : a.story_id < b.story_id ? -1 : 1)) {
    const own = [...produced].filter(([, items]) => items.some((item) => item.module === task.module)).map(([name]) => name);
    const consumed = new Set(referenced.get(task.module) ?? []);
    for (const name of produced.keys()) {
      if (!producerOf(name).has(task.module) && task.handoff && mentions(task.handoff.text, name))
        consumed.add(name);
    }
    const dependsOn = /* @__PURE__ */ new Set();
    for (const id of task.depends_on) {
      const dep = byStory.get(id);
      if (dep && dep.module !== task.module)
        dependsOn.add(dep.module);
    }
    for (const name of consumed)
      for (const module of producerOf(name))
        if (module !== task.module)
          dependsOn.add(module);
    reports.push({
      module: task.module,
      story_id: task.story_id,
      agent: task.agent,
      state: task.state,
      handoff_at: task.handoff?.created_at ?? null,
      produced: own.sort().slice(0, INTERFACES_SHOWN),
      consumed: [...consumed].sort().slice(0, INTERFACES_SHOWN),
      depends_on_modules: [...dependsOn].sort()
    });
    if (task.handoff)
      flags.push(...staleFlags(task, task.handoff.created_at, dependsOn, ofBatch));
    if (task.handoff?.status === "completed" && input.readBroadcasts.get(task.story_id) === false) {
      const before = ofBatch.filter((header) => header.module !== task.module && fromIso(header.created_at) <= fromIso(task.handoff.created_at));
      if (before.length > 0) {
        flags.push({
          code: "unread_broadcasts",
          module: task.module,
          story_id: task.story_id,
          message: `${task.module} (${task.story_id}, ${task.agent}) completed without reading the broadcasts: none of its exchanges calls get_broadcasts or reads the broadcasts folder, while ${before.length} sibling broadcast(s) were out`,
          broadcasts: before.slice(0, 5).map((header) => header.id)
        });
      }
    }
  }
  flags.push(...conflictFlags(produced));
  flags.sort((a, b) => FLAG_ORDER[a.code] - FLAG_ORDER[b.code] || (a.module < b.module ? -1 : a.module > b.module ? 1 : 0));
  return { modules: reports, flags };
}
function staleFlags(task, handoffAt, dependsOn, broadcasts) {
  const at = fromIso(handoffAt);
  const flags = [];
  for (const module of [...dependsOn].sort()) {
    const later = broadcasts.filter((header) => header.module === module && header.breaking && fromIso(header.created_at) > at);
    if (later.length === 0)
      continue;
    const oldest = later[later.length - 1];
    const names = [...new Set(later.flatMap((header) => header.contracts.map((contract) => contract.interface)))];
    flags.push({
      code: "stale_consumer",
      module: task.module,
      story_id: task.story_id,
      message: `${task.module} handed off at ${handoffAt}, before ${module} broadcast a breaking change at ${oldest.created_at}${names.length > 0 ? ` (${names.slice(0, 5).join(", ")})` : ""}: it was built against the old interface`,
      broadcasts: later.map((header) => header.id).slice(0, 10)
    });
  }
  return flags;
}
function conflictFlags(produced) {
  const flags = [];
  for (const [name, items] of produced) {
    const types = /* @__PURE__ */ new Map();
    for (const item of items)
      if (item.type !== null)
        push(types, normalizeType(item.type), item);
    if (types.size < 2)
      continue;
    const modules = [...new Set(items.map((item) => item.module))].sort();
    const variants = [...types.entries()].map(([type, uses]) => `"${type.length > 80 ? `${type.slice(0, 77)}...` : type}" (${uses.map((use) => use.broadcast).join(", ")})`);
    flags.push({
      code: "conflicting_interface",
      module: modules.join(", "),
      story_id: null,
      message: `${name} was broadcast with ${types.size} different types: ${variants.join(" vs ")}; consumers may have built against either`,
      broadcasts: items.map((item) => item.broadcast).slice(0, 10)
    });
  }
  return flags;
}
function mentions(text, name) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^A-Za-z0-9_])${escaped}($|[^A-Za-z0-9_])`).test(text);
}
function push(map, key, value) {
  const list = map.get(key);
  if (list)
    list.push(value);
  else
    map.set(key, [value]);
}
function add(map, key, value) {
  const set = map.get(key);
  if (set)
    set.add(value);
  else
    map.set(key, /* @__PURE__ */ new Set([value]));
}

// dist/src/swarm/inspection-loader.js
import { readFile } from "node:fs/promises";
var READS_BROADCASTS = /get_broadcasts?\b|forge broadcasts?\b|_vibe-chain-output\/broadcasts/;
var HANDOFF_MAX_BYTES = 1048576;
async function gatherInspection(projectRoot, tracking, broadcasts, batch) {
  const entries = /* @__PURE__ */ new Map();
  for (const record of await readHistoryRecords(projectRoot)) {
    const { story_id: id, ...entry } = record;
    entries.set(id, entry);
  }
  for (const [id, entry] of Object.entries(tracking?.tasks ?? {}))
    entries.set(id, entry);
  const chosen = [...entries].filter(([, entry]) => batch === null ? entry.batch !== void 0 || entry.module !== void 0 : entry.batch === batch);
  const tasks = await Promise.all(chosen.map(([id, entry]) => inspectedTask(projectRoot, id, entry)));
  const { lines } = await loadIndex(projectRoot);
  const readBroadcasts = /* @__PURE__ */ new Map();
  if (lines.length > 0) {
    for (const [id, entry] of chosen) {
      const seen = await exchangesShowReading(projectRoot, lines, entry);
      if (seen !== null)
        readBroadcasts.set(id, seen);
    }
  }
  return { tasks, broadcasts, readBroadcasts, transcripts: lines.length > 0 };
}
async function inspectedTask(projectRoot, id, entry) {
  const file = handoffFile(id, "pr");
  const read = await readFrontMatterFile(inProject(projectRoot, file), PrHandoff, { projectRoot, display: file, maxBytes: HANDOFF_MAX_BYTES });
  const handoff = read?.ok ? {
    created_at: read.value.created_at,
    status: read.value.status,
    text: [read.value.summary ?? "", ...read.value.files_changed ?? [], read.body].join("\n")
  } : null;
  return { story_id: id, module: entry.module ?? id, agent: entry.agent, state: entry.state, depends_on: entry.depends_on ?? [], handoff };
}
async function exchangesShowReading(projectRoot, lines, entry) {
  if (entry.picked_up_at === null || entry.completed_at === null)
    return null;
  const from = fromIso(entry.picked_up_at);
  const to = fromIso(entry.completed_at);
  const during = lines.filter((line) => line.agent === entry.agent && line.started_at !== null && fromIso(line.started_at) >= from && fromIso(line.started_at) <= to);
  if (during.length === 0)
    return null;
  for (const line of during) {
    try {
      if (READS_BROADCASTS.test(await readFile(inProject(projectRoot, line.file), "utf8")))
        return true;
    } catch (error) {
      if (error.code !== "ENOENT")
        throw error;
    }
  }
  return false;
}

// dist/src/swarm/inspection-page.js
async function inspectionPage(projectRoot, tracking, headers, input) {
  const offset = parseCursor(input.cursor ?? null);
  const gathered = await gatherInspection(projectRoot, tracking, headers, input.batch ?? null);
  const { modules, flags } = inspect(gathered);
  const page = {
    ok: true,
    batch: input.batch ?? null,
    transcripts: gathered.transcripts,
    modules: { total: modules.length, items: offset === 0 ? modules.slice(0, INSPECT_MODULES_SHOWN) : [] },
    items: [],
    ...pageStart(flags.length, input.limit, input.cursor)
  };
  fillOffsetPage(page, flags.slice(offset, offset + input.limit), offset, flags.length);
  if (page.items.length === 0)
    page.message = emptyMessage(input.batch ?? null, modules.length, offset > 0, gathered.transcripts);
  return page;
}
function emptyMessage(batch, modules, paged, transcripts) {
  if (paged)
    return "No more flags after this cursor. Drop cursor to start again.";
  if (modules === 0) {
    return batch === null ? "No tracked or finished task has a batch or a module, so there is nothing to inspect. The dispatcher sets batch and module in the task front matter." : `No tracked or finished task has batch "${batch}". Check the name (forge status lists tasks), or omit batch to inspect every module.`;
  }
  return `Nothing to flag across ${modules} module(s): no consumer handed off before a breaking broadcast it depends on, no interface was broadcast with two types${transcripts ? ", and every completed module read the broadcasts" : " (no transcript memory, so reading the broadcasts was not checked)"}.`;
}

export {
  inspect,
  gatherInspection,
  inspectionPage
};
