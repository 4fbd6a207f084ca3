import {
  completionDraft,
  writeBroadcast
} from "./chunk-DQY6KOLC.js";
import {
  broadcastPage,
  describeSiblings,
  findFocus,
  focusBroadcasts,
  itemOf,
  siblingsOfFocus
} from "./chunk-2X27PTQL.js";
import {
  gatherInspection,
  inspect,
  inspectionPage
} from "./chunk-ORGU2DQT.js";
import {
  publishExclusive
} from "./chunk-UXMTMLH4.js";
import {
  initProject
} from "./chunk-Y5MOI7EP.js";
import {
  storyExchanges
} from "./chunk-DXHEJKW5.js";
import {
  planFolderExists,
  planProjects,
  readPlanFolder,
  refuse,
  writeArtifacts
} from "./chunk-SI3FBSHU.js";
import {
  listDirOrEmpty
} from "./chunk-7RZ4TLVJ.js";
import {
  getExchange
} from "./chunk-Y6HDMKLP.js";
import {
  handOff
} from "./chunk-2A6QLXCQ.js";
import {
  submitTask
} from "./chunk-WO7QXKF4.js";
import {
  agentForTaskType
} from "./chunk-JH4NCKVG.js";
import {
  CODE_IMPLEMENTATIONS
} from "./chunk-VC2CGEIB.js";
import {
  agentOf,
  requireAgent
} from "./chunk-FN5BIB4B.js";
import {
  readBroadcast
} from "./chunk-JEAGG7HD.js";
import {
  readFrontMatterFile
} from "./chunk-FA4IUSWH.js";
import {
  renderFrontMatter
} from "./chunk-6BVEKIOM.js";
import {
  BODY_PAGE_CHARS,
  CONTRACTS_SHOWN,
  KNOWLEDGE_NOTES_SHOWN,
  STATE_BROADCASTS_SHOWN,
  STATE_EXCHANGES_SHOWN,
  STATE_PLANS_SHOWN,
  STATE_SIBLINGS_SHOWN,
  TOOL_NAMES,
  inspectPlan,
  toolDefinition
} from "./chunk-TJYZDHPJ.js";
import {
  parseSince
} from "./chunk-KKRDIF5F.js";
import {
  parseCursor,
  searchExchanges
} from "./chunk-UHDDLRTD.js";
import {
  pathExists
} from "./chunk-J4NJ7XEG.js";
import {
  clientConfig
} from "./chunk-WODHW2AT.js";
import {
  checkStep,
  moduleStoryId,
  planFile,
  planStatus,
  taskModule
} from "./chunk-Q3BRTBOK.js";
import {
  DONE_STATES
} from "./chunk-44A73VCQ.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  closestWord
} from "./chunk-DZG4LJL6.js";
import {
  TOOL_BYTE_BUDGET,
  fillOffsetPage,
  fillPage,
  jsonBytes,
  pageStart
} from "./chunk-C5Q5C45N.js";
import {
  isBroadcastId,
  renderContracts
} from "./chunk-5WLASJTG.js";
import {
  clip
} from "./chunk-W46PSUSI.js";
import {
  TASK_STATES
} from "./chunk-K5P7XI4W.js";
import {
  IsoTime,
  toIso
} from "./chunk-G6RW7TDQ.js";
import {
  canonicalTaskType
} from "./chunk-5U7VJXKJ.js";
import {
  renderDiagnostic,
  shortRender
} from "./chunk-RMGIHFYB.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  rosterOf
} from "./chunk-EGGF3NBR.js";
import {
  BROADCASTS_DIR,
  CONFIG_DIR,
  handoffFile
} from "./chunk-YZV3RAMM.js";

// dist/protocol/tools/input-diagnostics.js
import { z } from "zod";
function toolInputDiagnostics(tool, issues) {
  const root = z.toJSONSchema(tool.input, { io: "input" });
  const defs = root.$defs ?? {};
  const seen = /* @__PURE__ */ new Set();
  const all = issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code === "unrecognized_keys") {
      const known = Object.keys(schemaAt(root, path, defs)?.properties ?? {});
      return (issue.keys ?? []).map((key) => ({
        code: "tool_input",
        file: tool.name,
        field: [...path, key].join("."),
        expected: `one of the fields ${known.join(", ")}, e.g. ${JSON.stringify(tool.inputExample)}`,
        got: null
      }));
    }
    const schema = schemaAt(root, path, defs);
    const example = exampleAt(tool.inputExample, path);
    const accepted = schema ? acceptedForm(schema, defs) : "a value the tool's input schema allows";
    return [
      {
        code: "tool_input",
        file: tool.name,
        field: path.length === 0 ? null : path.join("."),
        expected: example === void 0 ? accepted : `${accepted}, e.g. ${example}`,
        got: issue.input === void 0 ? "nothing" : shortRender(issue.input)
      }
    ];
  });
  return all.filter((d) => !seen.has(JSON.stringify(d)) && Boolean(seen.add(JSON.stringify(d))));
}
function resolve(schema, defs) {
  const name = schema.$ref?.replace("#/$defs/", "");
  return name !== void 0 && defs[name] ? { ...defs[name], ...schema, $ref: void 0 } : schema;
}
function schemaAt(root, path, defs) {
  let current = resolve(root, defs);
  for (const key of path) {
    const branches = current.anyOf?.map((b) => resolve(b, defs)) ?? [current];
    const next = /^\d+$/.test(key) ? branches.find((b) => b.items)?.items : branches.find((b) => b.properties?.[key])?.properties?.[key];
    if (!next)
      return null;
    current = resolve(next, defs);
  }
  return current;
}
function acceptedForm(schema, defs) {
  const s = resolve(schema, defs);
  if (s.anyOf) {
    const list = s.anyOf.map((b) => resolve(b, defs)).find((b) => b.type === "array");
    if (list && s.anyOf.length === 2)
      return `${acceptedForm(list, defs)} (one value alone counts as a list of one)`;
    return s.anyOf.map((b) => acceptedForm(b, defs)).join(", or ");
  }
  if (s.enum)
    return `one of ${s.enum.map((v) => JSON.stringify(v)).join(", ")}`;
  if (s.const !== void 0)
    return JSON.stringify(s.const);
  switch (s.type) {
    case "array":
      return s.items ? `a list, each ${acceptedForm(s.items, defs)}` : "a list";
    case "string":
      return ["a string", length(s), s.pattern ? `matching /${s.pattern}/` : ""].filter(Boolean).join(" ");
    case "integer":
    case "number":
      return `${s.type === "integer" ? "a whole number" : "a number"}${range(s)}`;
    case "boolean":
      return "true or false";
    case "object": {
      const required = new Set(s.required ?? []);
      const fields = Object.keys(s.properties ?? {}).map((key) => required.has(key) ? `${key} (required)` : key);
      return `an object with ${fields.join(", ")}`;
    }
    default:
      return "a value the tool's input schema allows";
  }
}
function length(s) {
  if (s.minLength !== void 0 && s.maxLength !== void 0)
    return `of ${s.minLength} to ${s.maxLength} characters`;
  if (s.maxLength !== void 0)
    return `of at most ${s.maxLength} characters`;
  if (s.minLength !== void 0 && s.minLength > 0)
    return `of at least ${s.minLength} character${s.minLength === 1 ? "" : "s"}`;
  return "";
}
function range(s) {
  if (s.maximum !== void 0 && s.maximum >= Number.MAX_SAFE_INTEGER)
    return range({ ...s, maximum: void 0 });
  if (s.minimum !== void 0 && s.minimum <= Number.MIN_SAFE_INTEGER)
    return range({ ...s, minimum: void 0 });
  if (s.minimum !== void 0 && s.maximum !== void 0)
    return ` from ${s.minimum} to ${s.maximum}`;
  if (s.minimum !== void 0)
    return ` of at least ${s.minimum}`;
  if (s.maximum !== void 0)
    return ` of at most ${s.maximum}`;
  return "";
}
function exampleAt(example, path) {
  let value = example;
  for (const key2 of path) {
    if (value === null || typeof value !== "object")
      return void 0;
    value = value[key2];
  }
  if (value === void 0 || path.length === 0)
    return void 0;
  const key = path[path.length - 1];
  return /^\d+$/.test(key) ? JSON.stringify(value) : `"${key}": ${JSON.stringify(value)}`;
}

// dist/src/tools/broadcast-finding.js
async function broadcastFinding(context, input) {
  const agent = requireAgent(context, input.agent, "broadcast_finding");
  const parts = [input.contracts && input.contracts.length > 0 ? renderContracts(input.contracts) : null, input.body?.trim() ? input.body.trim() : null].filter(Boolean);
  if (parts.length === 0)
    throw new ForgeError("bad_input", "give the contract as contracts [{interface, type}] or the finding as body text; both are empty");
  const header = await writeBroadcast(context.projectRoot, {
    severity: input.severity,
    kind: input.kind,
    module: input.module,
    agent,
    story_id: input.story_id,
    breaking: input.breaking,
    body: `${parts.join("\n\n")}
`
  }, context.clock.now());
  return { ok: true, id: header.id, file: header.file, created_at: header.created_at, summary: header.summary, escalates: header.escalates };
}

// dist/src/tools/get-broadcast.js
async function getBroadcast(context, input) {
  const read = await readBroadcast(context.projectRoot, input.id);
  if (read === null)
    throw new ForgeError("not_found", `no broadcast ${input.id} in ${BROADCASTS_DIR}/; list them with get_broadcasts (forge broadcasts)`);
  if (!read.ok)
    throw new ForgeError("bad_input", `${read.file} is not a valid broadcast:
  ${read.errors.map(renderDiagnostic).join("\n  ")}`);
  const { header, body } = read;
  const start = input.cursor === void 0 ? 0 : Number(input.cursor);
  if (start > 0 && start >= body.length)
    throw new ForgeError("usage", `cursor ${start} is past the end of the body (${body.length} characters); omit cursor to read from the start`);
  const slice = sliceWithin(body, start, BODY_PAGE_CHARS, BODY_PAGE_BYTES);
  const end = start + slice.length;
  const { contracts, escalates, breaking, ...rest } = header;
  const shown = contracts.slice(0, CONTRACTS_SHOWN).map((contract) => ({ ...contract, type: contract.type === null ? null : clip(contract.type, 300) }));
  while (shown.length > 1 && jsonBytes(shown) > CONTRACTS_BYTES)
    shown.pop();
  return {
    ok: true,
    broadcast: {
      id: rest.id,
      file: rest.file,
      severity: rest.severity,
      kind: rest.kind,
      module: rest.module,
      agent: rest.agent,
      story_id: rest.story_id,
      breaking,
      escalates,
      created_at: rest.created_at,
      summary: rest.summary
    },
    contracts: shown,
    contracts_total: contracts.length,
    body: slice,
    body_chars: body.length,
    cursor: input.cursor ?? null,
    nextCursor: end < body.length ? String(end) : null,
    hasMore: end < body.length,
    truncated: end < body.length
  };
}
var BODY_PAGE_BYTES = 6e3;
var CONTRACTS_BYTES = 2500;
function sliceWithin(text, start, maxChars, maxBytes) {
  let low = 1;
  let high = Math.min(maxChars, text.length - start);
  if (jsonBytes(text.slice(start, start + high)) <= maxBytes)
    return text.slice(start, start + high);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (jsonBytes(text.slice(start, start + mid)) <= maxBytes)
      low = mid;
    else
      high = mid - 1;
  }
  return text.slice(start, start + low);
}

// dist/src/tools/get-broadcasts.js
async function getBroadcasts(context, input) {
  if (input.cursor !== void 0 && !isBroadcastId(input.cursor)) {
    throw new ForgeError("usage", `cursor takes the nextCursor of an earlier get_broadcasts (a broadcast id), got ${JSON.stringify(input.cursor)}`);
  }
  const sinceMs = parseSince(input.since, context.clock.now());
  const snapshot = await context.broadcasts.refresh();
  return broadcastPage(snapshot, { severity: input.severity, kind: input.kind, module: input.module, sinceMs, limit: input.limit, cursor: input.cursor });
}

// dist/src/tools/get-siblings.js
async function getSiblings(context, input) {
  const offset = parseCursor(input.cursor ?? null);
  const tracking = await context.tracking();
  const agent = agentOf(context, input.agent);
  const focus = findFocus(tracking, agent, input.story_id);
  const all = tracking && focus ? siblingsOfFocus(tracking, focus) : [];
  const page = {
    ok: true,
    story_id: focus?.id ?? null,
    module: focus?.entry.module ?? null,
    batch: focus?.entry.batch ?? null,
    items: [],
    ...pageStart(all.length, input.limit, input.cursor)
  };
  fillOffsetPage(page, await describeSiblings(context.projectRoot, all.slice(offset, offset + input.limit)), offset, all.length);
  if (page.items.length === 0)
    page.message = emptyMessage(tracking === null, focus === null, agent, offset > 0, focus?.entry.module ?? null, focus?.entry.batch ?? null);
  return page;
}
function emptyMessage(noTracking, noFocus, agent, paged, module, batch) {
  if (noTracking)
    return "No .tracking.json in this project: the daemon has not run here yet (forge start), so no tasks are known.";
  if (noFocus)
    return agent === null ? "No agent and no story_id given: pass story_id (or agent) to say whose siblings to list." : `${agent} holds no picked-up task; pass story_id to list the siblings of a specific task.`;
  if (paged)
    return "No more siblings after this cursor. Drop cursor to start again.";
  if (module === null && batch === null)
    return "This task has neither a batch nor a module in its front matter, so no task counts as its sibling. The dispatcher sets batch (or module) on tasks built together.";
  return `No other tracked task shares ${batch !== null ? `batch "${batch}"` : ""}${batch !== null && module !== null ? " or " : ""}${module !== null ? `the module prefix of "${module}"` : ""}. Tasks already confirmed and cleaned up are no longer tracked.`;
}

// dist/src/tools/planning/state-plans.js
async function statePlans(projectRoot, project) {
  if (project !== void 0 && !await planFolderExists(projectRoot, project))
    throw new ForgeError("not_found", `no plan folder _vibe-chain/plans/${project}/: get_project_history lists the plans, create_project starts one`);
  const projects = project === void 0 ? await planProjects(projectRoot) : [project];
  if (projects.length === 0)
    return void 0;
  const statuses = await Promise.all(projects.map(async (name) => {
    const folder = await readPlanFolder(projectRoot, name);
    const { artifacts: _artifacts, ...status } = planStatus(folder);
    return { status, created: folder.files.project?.ok ? folder.files.project.front.created_at : "" };
  }));
  statuses.sort((a, b) => a.created < b.created ? 1 : a.created > b.created ? -1 : 0);
  return { total: statuses.length, items: statuses.slice(0, STATE_PLANS_SHOWN).map((s) => s.status) };
}

// dist/src/tools/get-state.js
async function getState(context, input) {
  const tracking = await context.tracking();
  const agent = agentOf(context, input.agent);
  const focus = findFocus(tracking, agent, input.story_id);
  const counts = Object.fromEntries(TASK_STATES.map((state2) => [state2, 0]));
  let blocked = 0;
  for (const entry of Object.values(tracking?.tasks ?? {})) {
    counts[entry.state] += 1;
    if (!DONE_STATES.has(entry.state) && (entry.blocked_by?.length ?? 0) > 0)
      blocked += 1;
  }
  const siblings = tracking && focus ? siblingsOfFocus(tracking, focus) : [];
  const broadcasts = focusBroadcasts((await context.broadcasts.refresh()).headers, focus, siblings, STATE_BROADCASTS_SHOWN);
  const state = {
    ok: true,
    updated_at: tracking?.updated_at ?? null,
    counts,
    blocked,
    agent: focus?.entry.agent ?? agent,
    task: focus ? {
      story_id: focus.id,
      state: focus.entry.state,
      stage: focus.entry.stage,
      module: focus.entry.module ?? null,
      batch: focus.entry.batch ?? null,
      deadline_at: focus.entry.deadline_at,
      depends_on: focus.entry.depends_on ?? [],
      blocked_by: focus.entry.blocked_by ?? [],
      blocks: focus.entry.blocks ?? []
    } : null,
    siblings: { total: siblings.length, items: await describeSiblings(context.projectRoot, siblings.slice(0, STATE_SIBLINGS_SHOWN)) },
    broadcasts: { items: broadcasts.items.map(itemOf), older: broadcasts.older, critical: broadcasts.critical }
  };
  if (focus)
    state.exchanges = await storyExchanges(context.projectRoot, focus.id, STATE_EXCHANGES_SHOWN);
  const plans = await statePlans(context.projectRoot, input.project);
  if (plans)
    state.plans = plans;
  if (!focus)
    state.message = noTaskMessage(tracking === null, agent);
  return state;
}
function noTaskMessage(noTracking, agent) {
  if (noTracking)
    return "No .tracking.json in this project: the daemon has not run here yet (forge start), so there is no task to describe. Broadcasts are listed all the same.";
  if (agent === null)
    return "No agent given, so no current task: pass agent or story_id (or start the server with forge mcp --agent NAME) to see your task and its siblings.";
  return `${agent} holds no picked-up task right now. Pass story_id to look at a specific task; counts and broadcasts cover the whole project.`;
}

// dist/src/tools/inspect-batch.js
async function inspectBatch(context, input) {
  const { headers } = await context.broadcasts.refresh();
  return inspectionPage(context.projectRoot, await context.tracking(), headers, input);
}

// dist/src/planning/knowledge-notes.js
import { z as z2 } from "zod";
var NoteFront = z2.looseObject({
  title: z2.string().min(1),
  kind: z2.enum(["pattern", "gotcha"]),
  project: z2.string().nullable().default(null),
  tags: z2.array(z2.string()).default([]),
  created_at: IsoTime
});
var notesDir = (kind) => `${CONFIG_DIR}/knowledge/${kind}s`;
function noteId(title) {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60);
  return slug || "note";
}
async function writeNote(projectRoot, kind, note) {
  const id = noteId(note.title);
  const file = `${notesDir(kind)}/${id}.md`;
  const text = renderFrontMatter({ title: note.title, kind, project: note.project, tags: note.tags, created_at: note.created_at }, note.body);
  if (!await publishExclusive(inProject(projectRoot, file), text))
    throw new ForgeError("conflict", `a ${kind} titled like that exists already: ${file}; give another title`);
  return { id, file };
}
async function readNotesAndProblems(projectRoot, kind) {
  const dir = notesDir(kind);
  const names = (await listDirOrEmpty(inProject(projectRoot, dir))).filter((e) => e.isFile() && e.name.endsWith(".md")).map((e) => e.name);
  const notes = [];
  const invalid = [];
  for (const name of names.sort()) {
    const file = `${dir}/${name}`;
    const read = await readFrontMatterFile(inProject(projectRoot, file), NoteFront, { projectRoot, display: file, maxBytes: 262144 });
    if (read === null)
      continue;
    if (!read.ok) {
      invalid.push({ file, problem: read.errors.map(renderDiagnostic).join("; ") });
      continue;
    }
    const { title, project, tags, created_at } = read.value;
    notes.push({ id: name.slice(0, -3), title, project, tags, created_at, body: read.body });
  }
  notes.sort((a, b) => a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : a.id < b.id ? -1 : 1);
  return { notes, invalid };
}
async function readNotes(projectRoot, kind) {
  return (await readNotesAndProblems(projectRoot, kind)).notes;
}
function matchesQuery(note, query) {
  if (!query)
    return true;
  const text = `${note.title}
${note.tags.join(" ")}
${note.body}`.toLowerCase();
  return query.toLowerCase().split(/\s+/).filter(Boolean).every((word) => text.includes(word));
}
async function matchingNotes(projectRoot, query) {
  const found = [];
  for (const kind of ["gotcha", "pattern"])
    for (const note of await readNotes(projectRoot, kind))
      if (matchesQuery(note, query))
        found.push({ kind, id: note.id, title: note.title, created_at: note.created_at });
  return found.sort((a, b) => a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0).map(({ kind, id, title }) => ({ kind, id, title }));
}

// dist/src/tools/knowledge.js
async function searchKnowledge(context, input) {
  const now = context.clock.now();
  const view = await searchExchanges(context.projectRoot, {
    query: input.query,
    session: input.session ?? null,
    story: input.story ?? null,
    agent: input.agent ?? null,
    sinceMs: parseSince(input.since, now),
    limit: input.limit,
    cursor: input.cursor ?? null,
    now
  });
  if (input.cursor === void 0) {
    const notes = await matchingNotes(context.projectRoot, input.query);
    if (notes.length > 0)
      view.notes = { total: notes.length, items: notes.slice(0, KNOWLEDGE_NOTES_SHOWN) };
  }
  return view;
}
async function getExchange2(context, input) {
  return getExchange(context.projectRoot, { exchangeId: input.exchange_id, session: input.session ?? null, full: false });
}

// dist/protocol/planning/dispatch.js
function dispatchModules(project, plan, previous, agentOf2) {
  const round = previous?.round ?? 1;
  const known = new Map((previous?.modules ?? []).map((task) => [task.id, task]));
  const modules = [];
  const toWrite = [];
  for (const module of plan.modules) {
    const kept = known.get(module.id);
    if (kept) {
      modules.push(kept);
      continue;
    }
    modules.push({ id: module.id, story_id: moduleStoryId(project, module.id, round), agent: agentOf2(module), round });
    toWrite.push(module.id);
  }
  const inPlan = new Set(plan.modules.map((module) => module.id));
  const dropped = [...known.keys()].filter((id) => !inPlan.has(id));
  return { modules, toWrite, dropped };
}
function sendBack(project, implementation, failed) {
  const round = implementation.round + 1;
  const reasons = new Map(failed.map((item) => [item.module, item.reason]));
  const modules = implementation.modules.map((task) => {
    const reason = reasons.get(task.id);
    if (reason === void 0)
      return task;
    return {
      id: task.id,
      story_id: moduleStoryId(project, task.id, round),
      agent: task.agent,
      round,
      returned_for: reason
    };
  });
  return { modules, toWrite: [...reasons.keys()], dropped: [] };
}
function dependencyStories(plan, modules, id) {
  const byId = new Map(modules.map((task) => [task.id, task.story_id]));
  return (plan.modules.find((module) => module.id === id)?.depends_on ?? []).flatMap((dep) => {
    const story = byId.get(dep);
    return story === void 0 ? [] : [story];
  });
}

// dist/src/planning/code-context.js
var noCodeContext = async () => null;

// dist/src/planning/module-task.js
var SIBLINGS_SHOWN = 20;
function moduleTaskBody(input) {
  const { project, module } = input;
  const typeOf = (owner, name) => input.design.interfaces.find((i) => i.module === owner && i.interface === name)?.type ?? "(see design.md)";
  const producerOf = (name) => input.plan.modules.find((m) => m.provides.includes(name))?.id ?? "?";
  const taskOf = (id) => input.tasks.find((t) => t.id === id);
  const lines = [`# ${module.title} (module ${module.id} of plan ${project})`, ""];
  if (input.returnedFor)
    lines.push("## Sent back by the inspection", "", input.returnedFor, "", "Fix this first; the rest of the module stands.", "");
  if (module.description)
    lines.push(module.description, "");
  lines.push(`The plan is in \`${planFile(project, "plan")}\`, the types in \`${planFile(project, "design")}\`.`, "");
  if (module.provides.length > 0) {
    lines.push("## Interfaces you provide", "");
    for (const name of module.provides)
      lines.push(`- \`${name}\`: \`${typeOf(module.id, name)}\``);
    lines.push("");
  }
  if (module.consumes.length > 0) {
    lines.push("## Interfaces you call", "");
    for (const name of module.consumes)
      lines.push(`- \`${name}\` from ${producerOf(name)}: \`${typeOf(producerOf(name), name)}\``);
    lines.push("");
  }
  const cases = input.testPlan.cases.filter((c) => c.module === module.id);
  lines.push("## Tests", "", ...cases.map((c) => `- ${c.kind}: ${c.description}`), "");
  const siblings = input.plan.modules.filter((m) => m.id !== module.id);
  lines.push("## Sibling modules", "");
  for (const sibling of siblings.slice(0, SIBLINGS_SHOWN)) {
    const task = taskOf(sibling.id);
    const relation = module.depends_on.includes(sibling.id) ? ", you depend on it" : sibling.depends_on.includes(module.id) ? ", depends on you" : "";
    lines.push(`- ${sibling.id}: ${sibling.title} (${task ? `${task.story_id}, ${task.agent}` : "not dispatched"}${relation})`);
  }
  if (siblings.length > SIBLINGS_SHOWN)
    lines.push(`- ... and ${siblings.length - SIBLINGS_SHOWN} more in plan.md`);
  lines.push("");
  const prefix = `${project}/`;
  const recent = input.broadcasts.filter((b) => b.module.startsWith(prefix)).slice(0, 10);
  if (recent.length > 0) {
    lines.push("## Broadcasts when this task was written", "");
    for (const b of recent)
      lines.push(`- ${b.id} (${b.severity} ${b.kind}, ${b.module}): ${b.summary}`);
    lines.push("", "Read the newest with get_broadcasts before you build against a sibling.", "");
  }
  if (input.codeContext)
    lines.push("## Code context", "", input.codeContext, "");
  lines.push("## Mandatory broadcasts", "", `Broadcast (broadcast_finding, module \`${taskModule(project, module.id)}\`) every interface you provide as soon as you know it, in this form, before you finish:`, "", "```", `INTERFACE: ${module.provides[0] ?? "<name>"}`, `TYPE: ${module.provides[0] ? typeOf(module.id, module.provides[0]) : "<type>"}`, `MODULE: ${taskModule(project, module.id)}`, "BREAKING: no", "```", "", "A change to an interface a sibling already uses is BREAKING: yes (severity critical): it reaches the architect. A blocker is kind blocker.", "", "## When you are done", "", `Call submit_implementation with project "${project}", module "${module.id}" and a summary. It writes your handoff and broadcasts your completion.`);
  return `${lines.join("\n")}
`;
}

// dist/src/planning/dispatch-modules.js
async function rosterAgents(projectRoot, env, plan) {
  const config = await clientConfig(projectRoot, env);
  const agents = /* @__PURE__ */ new Map();
  const problems = [];
  for (const module of plan.modules) {
    const found = agentForTaskType(config, module.task_type);
    if (found.ok)
      agents.set(module.id, found.agent);
    else
      problems.push(`module ${module.id} (task_type ${module.task_type}): expected ${found.expected}`);
  }
  if (problems.length > 0)
    throw new ForgeError("config", `no task written:
  ${problems.join("\n  ")}`);
  return agents;
}
async function writeDispatch(run, dispatch, round, batch) {
  const written = /* @__PURE__ */ new Set();
  for (const id of dispatch.toWrite) {
    const task = dispatch.modules.find((m) => m.id === id);
    const module = run.plan.modules.find((m) => m.id === id);
    const codeContext = await (run.codeContext ?? noCodeContext)(run.projectRoot, { project: run.folder.project, for: { module: id, title: module.title } });
    const body = moduleTaskBody({
      project: run.folder.project,
      plan: run.plan,
      design: run.design,
      testPlan: run.testPlan,
      module,
      tasks: dispatch.modules,
      broadcasts: run.broadcasts,
      returnedFor: task.returned_for,
      codeContext
    });
    try {
      const result = await submitTask(run.projectRoot, run.env, {
        story_id: task.story_id,
        task_type: module.task_type,
        agent: task.agent,
        worktree_path: run.worktree,
        module: taskModule(run.folder.project, id),
        title: module.title,
        batch,
        depends_on: dependencyStories(run.plan, dispatch.modules, id),
        extra: { plan: run.folder.project, plan_round: task.round }
      }, body, run.now);
      if (!result.ok)
        throw new ForgeError("bad_input", `${run.tool}: the task of module ${id} is not valid:
  ${result.errors.map(renderDiagnostic).join("\n  ")}`);
      written.add(id);
    } catch (error) {
      if (!(error instanceof ForgeError && error.code === "conflict"))
        throw error;
    }
  }
  const front = { round, batch, modules: dispatch.modules };
  const saved = await writeArtifacts(run.projectRoot, run.folder, [{ artifact: "implementation", front, body: implementationBody(dispatch.modules) }], run.now, run.tool);
  return { modules: dispatch.modules, written, folder: saved.folder };
}
function implementationBody(modules) {
  return `${modules.map((m) => `- ${m.id}: ${m.story_id} (${m.agent}, round ${m.round})${m.returned_for ? `, sent back: ${m.returned_for}` : ""}`).join("\n")}
`;
}
function previousImplementation(folder) {
  const read = folder.files.implementation;
  return read?.ok ? read.front : null;
}

// dist/src/tools/planning/plan-access.js
async function folderForStep(context, project, step, module) {
  if (!await planFolderExists(context.projectRoot, project))
    throw new ForgeError("not_found", `no plan folder _vibe-chain/plans/${project}/: create_project starts one (get_project_history lists the plans)`);
  const folder = await readPlanFolder(context.projectRoot, project);
  const errors = checkStep(folder, step, module);
  if (errors.length > 0)
    throw refuse(step, errors);
  return folder;
}
function statusView(folder) {
  const status = planStatus(folder);
  return { ...status, artifacts: status.artifacts.map(({ artifact, file, state }) => ({ artifact, file, state })) };
}
function nowIso(context) {
  return toIso(context.clock.now());
}
function frontOf(folder, artifact) {
  const read = folder.files[artifact];
  if (!read?.ok)
    throw new ForgeError("internal", `${artifact} was checked current but is not readable`);
  return read.front;
}

// dist/src/tools/planning/implementation-steps.js
async function startImplementation(context, input) {
  const offset = parseCursor(input.cursor ?? null);
  const folder = await folderForStep(context, input.project, "start_implementation");
  const plan = frontOf(folder, "plan");
  const agents = await rosterAgents(context.projectRoot, context.env, plan);
  const previous = previousImplementation(folder);
  const dispatch = dispatchModules(input.project, plan, previous, (module) => agents.get(module.id));
  const project = frontOf(folder, "project");
  const { headers } = await context.broadcasts.refresh();
  const run = await writeDispatch({
    projectRoot: context.projectRoot,
    env: context.env,
    now: nowIso(context),
    folder,
    plan,
    design: frontOf(folder, "design"),
    testPlan: frontOf(folder, "test_plan"),
    worktree: project.worktree_path ?? context.projectRoot,
    broadcasts: headers,
    codeContext: context.codeContext,
    tool: "start_implementation"
  }, dispatch, previous?.round ?? 1, previous?.batch ?? input.project);
  const items = run.modules.map((m) => ({
    module: m.id,
    story_id: m.story_id,
    agent: m.agent,
    round: m.round,
    state: run.folder.completed.has(m.story_id) ? "done" : "dispatched",
    depends_on: dependencyStories(plan, run.modules, m.id),
    written: run.written.has(m.id)
  }));
  const page = {
    ok: true,
    project: input.project,
    round: previous?.round ?? 1,
    batch: previous?.batch ?? input.project,
    items: [],
    dropped: dispatch.dropped,
    status: statusView(run.folder),
    ...pageStart(items.length, input.limit, input.cursor)
  };
  fillOffsetPage(page, items.slice(offset, offset + input.limit), offset, items.length);
  return page;
}
async function submitImplementation(context, input) {
  const folder = await folderForStep(context, input.project, "submit_implementation", input.module);
  const implementation = frontOf(folder, "implementation");
  const task = implementation.modules.find((m) => m.id === input.module);
  const module = taskModule(input.project, input.module);
  const now = nowIso(context);
  const handoffPath = inProject(context.projectRoot, handoffFile(task.story_id, "pr"));
  if (await pathExists(handoffPath))
    throw new ForgeError("conflict", `submit_implementation: ${handoffFile(task.story_id, "pr")} exists already and does not say completed; fix or remove it, then submit again`);
  const { headers } = await context.broadcasts.refresh();
  const out = headers.some((h) => h.kind === "completion" && h.story_id === task.story_id);
  const broadcast = out ? null : await writeBroadcast(context.projectRoot, completionDraft({ story_id: task.story_id, agent: task.agent, status: "completed", created_at: now, summary: input.summary, files_changed: input.files_changed }, module), context.clock.now());
  const handoff = await handOff(context.projectRoot, { story_id: task.story_id, status: "completed", agent: task.agent, summary: input.summary, files_changed: input.files_changed, module, tests: input.tests }, input.body ?? `${input.summary}
`, { now, replace: false });
  if (!handoff.ok)
    throw new ForgeError("usage", `submit_implementation: not a valid handoff:
  ${handoff.errors.map(renderDiagnostic).join("\n  ")}`);
  const folderNow = { ...folder, completed: /* @__PURE__ */ new Set([...folder.completed, task.story_id]) };
  return {
    ok: true,
    project: input.project,
    module: input.module,
    story_id: task.story_id,
    handoff: handoff.file,
    broadcast: broadcast?.id ?? null,
    status: statusView(folderNow)
  };
}

// dist/src/tools/planning/instructions.js
var PHASE_INSTRUCTIONS = {
  start_interview: "Interview the user about the idea in project.md: ask one question at a time, at most 8 in all, about who it is for, what must work first, what is out of scope, constraints (stack, data, deadlines) and how success is judged. Do not propose solutions yet. Then call submit_vision with every question and answer, a one-paragraph summary, goals, non_goals and users.",
  start_architecture: "Split the vision into modules one worker can build in one task each (a few hours at most). Give each an id, a title, a task_type the roster takes (frontend, backend, fullstack, devops, docs, security, test), depends_on (modules that must be done first), provides and consumes (the interfaces between modules, by name). Keep the graph shallow so modules run in parallel; no cycles. Then call submit_plan.",
  start_design: "Give every interface a module provides its exact type (signature, payload, props, schema): it is the contract the workers broadcast and the inspection checks. Record decisions in the body. Then call submit_design.",
  start_qa_strategy: "Write at least one test case per module (unit, integration, contract between a producer and its consumers, e2e for the user paths of the vision). Each module task carries its cases. Then call submit_test_plan, and start_implementation to dispatch the modules.",
  start_inspection: "For every flag, read the broadcasts it names (get_broadcast) and the code on both sides. A module whose interface does not match its design or its consumers fails. Then call submit_verdict: pass, or fail with each module to redo and why (it goes back to its worker as a new task)."
};

// dist/src/tools/planning/inspection-steps.js
async function inspectionOf(context, folder) {
  const plan = frontOf(folder, "plan");
  const implementation = frontOf(folder, "implementation");
  const { headers } = await context.broadcasts.refresh();
  const storyOf = new Map(implementation.modules.map((m) => [m.id, m.story_id]));
  const own = inspectPlan(folder.project, plan, frontOf(folder, "design"), headers).map((flag) => ({ ...flag, story_id: storyOf.get(flag.module) ?? null }));
  const current = new Set(implementation.modules.map((m) => m.story_id));
  const gathered = await gatherInspection(context.projectRoot, await context.tracking(), headers, implementation.batch);
  const swarm = inspect({ ...gathered, tasks: gathered.tasks.filter((task) => current.has(task.story_id)) });
  const moduleOf = new Map(implementation.modules.map((m) => [taskModule(folder.project, m.id), m.id]));
  const flags = [...own, ...swarm.flags.map((flag) => ({ ...flag, module: moduleOf.get(flag.module) ?? flag.module }))];
  return { implementation, flags, modules: swarm.modules };
}
async function startInspection(context, input) {
  const offset = parseCursor(input.cursor ?? null);
  const folder = await folderForStep(context, input.project, "start_inspection");
  const { implementation, flags, modules } = await inspectionOf(context, folder);
  const page = {
    ok: true,
    project: input.project,
    round: implementation.round,
    instructions: PHASE_INSTRUCTIONS.start_inspection,
    modules: offset === 0 ? modules.slice(0, 20).map(({ module, story_id, agent, produced, consumed }) => ({ module, story_id, agent, produced, consumed })) : [],
    items: [],
    status: statusView(folder),
    ...pageStart(flags.length, input.limit, input.cursor)
  };
  fillOffsetPage(page, flags.slice(offset, offset + input.limit), offset, flags.length);
  if (page.items.length === 0)
    page.message = offset > 0 ? "No more flags after this cursor." : `Nothing flagged over ${implementation.modules.length} module(s) of round ${implementation.round}: every designed interface was broadcast with its type and no consumer calls one differently. Check the code on both sides, then submit_verdict.`;
  return page;
}
async function submitVerdict(context, input) {
  const folder = await folderForStep(context, input.project, "submit_verdict");
  const failed = input.failed_modules ?? [];
  const implementation = frontOf(folder, "implementation");
  const file = planFile(input.project, "verdict");
  if (input.verdict === "fail" && failed.length === 0)
    throw new ForgeError("usage", `submit_verdict: ${file}: field "failed_modules": expected at least one {module, reason} with verdict fail, got nothing`);
  if (input.verdict === "pass" && failed.length > 0)
    throw new ForgeError("usage", `submit_verdict: ${file}: field "failed_modules": expected none with verdict pass`);
  const ids = implementation.modules.map((m) => m.id);
  const unknown = failed.filter((f) => !ids.includes(f.module)).map((f) => f.module);
  if (unknown.length > 0)
    throw new ForgeError("bad_input", `submit_verdict: ${file}: field "failed_modules": expected modules of the plan (${ids.join(", ")}), got ${unknown.join(", ")}`);
  const { flags } = await inspectionOf(context, folder);
  const now = nowIso(context);
  const verdict = {
    round: implementation.round,
    verdict: input.verdict,
    failed_modules: failed,
    flags: flags.slice(0, 100).map(({ code, module, message }) => ({ code, module, message }))
  };
  let saved = (await writeArtifacts(context.projectRoot, folder, [{ artifact: "verdict", front: verdict, body: input.body ?? "" }], now, "submit_verdict")).folder;
  const sent = [];
  if (input.verdict === "fail") {
    const dispatch = sendBack(input.project, implementation, failed);
    const project = frontOf(folder, "project");
    const { headers } = await context.broadcasts.refresh();
    const run = await writeDispatch({
      projectRoot: context.projectRoot,
      env: context.env,
      now,
      folder: saved,
      plan: frontOf(folder, "plan"),
      design: frontOf(folder, "design"),
      testPlan: frontOf(folder, "test_plan"),
      worktree: project.worktree_path ?? context.projectRoot,
      broadcasts: headers,
      codeContext: context.codeContext,
      tool: "submit_verdict"
    }, dispatch, implementation.round + 1, implementation.batch);
    saved = run.folder;
    for (const id of dispatch.toWrite) {
      const task = run.modules.find((m) => m.id === id);
      sent.push({ module: id, story_id: task.story_id, agent: task.agent });
    }
  }
  return { ok: true, project: input.project, round: implementation.round, verdict: input.verdict, file, sent_back: sent, status: statusView(saved) };
}

// dist/src/tools/planning/knowledge-steps.js
async function collectKnowledge(context, input) {
  const { id, file } = await writeNote(context.projectRoot, input.kind, {
    title: input.title,
    project: input.project ?? null,
    tags: input.tags ?? [],
    created_at: nowIso(context),
    body: input.body
  });
  return { ok: true, id, kind: input.kind, file };
}
async function listNotes(context, kind, input) {
  const offset = parseCursor(input.cursor ?? null);
  const read = await readNotesAndProblems(context.projectRoot, kind);
  const notes = read.notes.filter((n) => matchesQuery(n, input.query) && (input.project === void 0 || n.project === input.project));
  const items = notes.map((n) => ({
    id: n.id,
    title: n.title,
    project: n.project,
    tags: n.tags,
    created_at: n.created_at,
    summary: n.body.replace(/\s+/g, " ").trim().slice(0, 200)
  }));
  const page = {
    ok: true,
    items: [],
    invalid: { total: read.invalid.length, items: offset === 0 ? read.invalid.slice(0, 5) : [] },
    ...pageStart(items.length, input.limit, input.cursor),
    message: void 0
  };
  fillOffsetPage(page, items.slice(offset, offset + input.limit), offset, items.length);
  if (page.items.length === 0)
    page.message = `No ${kind}s${input.query ? ` matching "${input.query}"` : ""}${input.project ? ` of project ${input.project}` : ""} in _vibe-chain/knowledge/${kind}s/. collect_knowledge keeps one; drop the filters to see them all.`;
  else
    delete page.message;
  return page;
}
var getPatterns = (context, input) => listNotes(context, "pattern", input);
var getGotchas = (context, input) => listNotes(context, "gotcha", input);
async function getProjectHistory(context, input) {
  const offset = parseCursor(input.cursor ?? null);
  const items = [];
  for (const project of await planProjects(context.projectRoot)) {
    const folder = await readPlanFolder(context.projectRoot, project);
    const status = planStatus(folder);
    const front = folder.files.project?.ok ? folder.files.project.front : null;
    items.push({
      project,
      title: front?.title ?? null,
      phase: status.phase,
      round: status.round,
      modules: status.modules,
      verdict: status.verdict,
      created_at: front?.created_at ?? null,
      problems: status.artifacts.filter((a) => a.state === "invalid" || a.state === "stale").length
    });
  }
  items.sort((a, b) => (a.created_at ?? "") < (b.created_at ?? "") ? 1 : (a.created_at ?? "") > (b.created_at ?? "") ? -1 : a.project < b.project ? -1 : 1);
  const page = {
    ok: true,
    items: [],
    ...pageStart(items.length, input.limit, input.cursor),
    message: void 0
  };
  fillOffsetPage(page, items.slice(offset, offset + input.limit), offset, items.length);
  if (page.items.length === 0)
    page.message = offset > 0 ? "No more plans after this cursor." : "No plans in _vibe-chain/plans/ yet: create_project starts one (the /forge skill walks through the phases).";
  else
    delete page.message;
  return page;
}
async function register(context, input) {
  if (!await planFolderExists(context.projectRoot, input.project))
    throw new ForgeError("not_found", `no folder _vibe-chain/plans/${input.project}/: create_project starts a plan; register takes in one written by hand`);
  let folder = await readPlanFolder(context.projectRoot, input.project);
  const files = [];
  if (folder.files.project === void 0) {
    const written = await writeArtifacts(context.projectRoot, folder, [{ artifact: "project", front: { title: input.title ?? input.project }, body: "Registered from a plan folder written by hand." }], nowIso(context), "register");
    files.push(...written.files);
    folder = written.folder;
  }
  const status = statusView(folder);
  const problems = planStatus(folder).artifacts.flatMap((a) => a.errors.map((d) => ({ file: d.file, field: d.field, message: renderDiagnostic(d) }))).slice(0, 30);
  return { ok: true, project: input.project, files, status, problems };
}
async function init(context) {
  const report = await initProject(context.projectRoot);
  return { ok: true, ...report };
}

// dist/src/tools/planning/phase-steps.js
var READS = {
  start_interview: ["project"],
  start_architecture: ["project", "interview", "vision"],
  start_design: ["vision", "plan"],
  start_qa_strategy: ["plan", "design"]
};
var BODY_SHARE = 2500;
async function startPhase(context, step, input) {
  const folder = await folderForStep(context, input.project, step);
  const inputs = (READS[step] ?? []).map((artifact) => {
    const read = folder.files[artifact];
    const body = read?.ok ? read.body : "";
    const front = read?.ok ? Object.fromEntries(Object.entries(read.front).filter(([key]) => key !== "based_on")) : null;
    return { artifact, file: planFile(input.project, artifact), front, body: body.slice(0, BODY_SHARE), truncated: body.length > BODY_SHARE };
  });
  const notes = [
    ...(await readNotes(context.projectRoot, "gotcha")).map((n) => ({ kind: "gotcha", id: n.id, title: n.title })),
    ...(await readNotes(context.projectRoot, "pattern")).map((n) => ({ kind: "pattern", id: n.id, title: n.title }))
  ];
  const code = await (context.codeContext ?? noCodeContext)(context.projectRoot, { project: input.project, for: { phase: step } });
  const answer = {
    ok: true,
    project: input.project,
    step,
    instructions: PHASE_INSTRUCTIONS[step] ?? "",
    inputs: [],
    knowledge: { total: notes.length, items: [] },
    code_context: { available: code !== null, text: code },
    status: statusView(folder),
    truncated: false
  };
  for (const item of inputs) {
    const fitted = jsonBytes(answer) + jsonBytes(item) > TOOL_BYTE_BUDGET - 1500 ? { ...item, front: null, body: "", truncated: true } : item;
    answer.inputs.push(fitted);
    if (fitted.truncated)
      answer.truncated = true;
  }
  const page = { items: [], truncated: false };
  fillPage(page, notes.slice(0, 10), TOOL_BYTE_BUDGET - jsonBytes(answer));
  answer.knowledge.items = page.items;
  if (answer.truncated)
    answer.message = "Some inputs were cut to stay under about 10 KB: read the files named in inputs for the whole text.";
  return answer;
}
async function submit(context, step, project, drafts) {
  const folder = await folderForStep(context, project, step);
  const written = await writeArtifacts(context.projectRoot, folder, drafts, nowIso(context), step);
  return { ok: true, project, files: written.files, status: statusView(written.folder) };
}
async function createProject(context, input) {
  const exists = await planFolderExists(context.projectRoot, input.project);
  const folder = exists ? await readPlanFolder(context.projectRoot, input.project) : { project: input.project, files: {}, completed: /* @__PURE__ */ new Set() };
  const [error] = checkStep(folder, "create_project");
  if (error)
    throw new ForgeError("conflict", `create_project: project ${input.project} exists (${error.file}); resume it: get_state {"project": "${input.project}"} says its phase`);
  const front = { title: input.title, ...input.worktree_path ? { worktree_path: input.worktree_path } : {} };
  const written = await writeArtifacts(context.projectRoot, folder, [{ artifact: "project", front, body: input.idea }], nowIso(context), "create_project");
  return { ok: true, project: input.project, files: written.files, status: statusView(written.folder) };
}
var startInterview = (context, input) => startPhase(context, "start_interview", input);
var startArchitecture = (context, input) => startPhase(context, "start_architecture", input);
var startDesign = (context, input) => startPhase(context, "start_design", input);
var startQaStrategy = (context, input) => startPhase(context, "start_qa_strategy", input);
function submitVision(context, input) {
  return submit(context, "submit_vision", input.project, [
    { artifact: "interview", front: { questions: input.interview }, body: "" },
    { artifact: "vision", front: { summary: input.summary, goals: input.goals, non_goals: input.non_goals, users: input.users }, body: input.body ?? "" }
  ]);
}
function submitPlan(context, input) {
  return submit(context, "submit_plan", input.project, [{ artifact: "plan", front: { modules: input.modules }, body: input.body ?? "" }]);
}
function submitDesign(context, input) {
  return submit(context, "submit_design", input.project, [{ artifact: "design", front: { interfaces: input.interfaces }, body: input.body ?? "" }]);
}
function submitTestPlan(context, input) {
  return submit(context, "submit_test_plan", input.project, [{ artifact: "test_plan", front: { cases: input.cases }, body: input.body ?? "" }]);
}

// dist/src/tools/planning/index.js
var PLANNING_IMPLEMENTATIONS = {
  create_project: createProject,
  start_interview: startInterview,
  submit_vision: submitVision,
  start_architecture: startArchitecture,
  submit_plan: submitPlan,
  start_design: startDesign,
  submit_design: submitDesign,
  start_qa_strategy: startQaStrategy,
  submit_test_plan: submitTestPlan,
  start_implementation: startImplementation,
  submit_implementation: submitImplementation,
  start_inspection: startInspection,
  submit_verdict: submitVerdict,
  get_project_history: getProjectHistory,
  get_patterns: getPatterns,
  get_gotchas: getGotchas,
  collect_knowledge: collectKnowledge,
  register,
  init
};

// dist/src/tools/submit-handoff.js
async function submitHandoff(context, input) {
  const { body, replace, ...draft } = input;
  const result = await handOff(context.projectRoot, { ...draft, agent: agentOf(context, input.agent) ?? void 0 }, body ?? (input.summary === void 0 ? "" : `${input.summary}
`), {
    now: toIso(context.clock.now()),
    replace
  });
  if (!result.ok)
    throw new ForgeError("usage", `not a valid handoff:
  ${result.errors.map(renderDiagnostic).join("\n  ")}`);
  return result;
}

// dist/src/tools/workers-available.js
var STATUS_ORDER = { idle: 0, busy: 1, offline: 2 };
async function workersAvailable(context, input) {
  const offset = parseCursor(input.cursor ?? null);
  const [config, tracking] = await Promise.all([clientConfig(context.projectRoot, context.env), context.tracking()]);
  const roster = rosterOf(config);
  const queued = /* @__PURE__ */ new Map();
  for (const entry of Object.values(tracking?.tasks ?? {}))
    if (entry.state === "submitted")
      queued.set(entry.agent, (queued.get(entry.agent) ?? 0) + 1);
  const names = /* @__PURE__ */ new Set([...Object.keys(roster), ...Object.keys(tracking?.workers ?? {})]);
  const wanted = input.task_type === void 0 ? null : canonicalTaskType(input.task_type);
  const all = [...names].map((agent) => {
    const worker = tracking?.workers[agent];
    return {
      agent,
      status: worker?.status ?? "offline",
      current_task: worker?.current_task ?? null,
      task_types: roster[agent]?.task_types ?? [],
      idle_since: worker?.idle_since ?? null,
      last_seen_at: worker?.last_seen_at ?? null,
      queued: queued.get(agent) ?? 0
    };
  }).filter((worker) => (wanted === null || worker.task_types.some((type) => canonicalTaskType(type) === wanted)) && (!input.status || input.status.includes(worker.status))).sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || (a.agent < b.agent ? -1 : 1));
  const page = {
    ok: true,
    items: [],
    available: all.filter((worker) => worker.status === "idle").length,
    ...pageStart(all.length, input.limit, input.cursor)
  };
  fillOffsetPage(page, all.slice(offset, offset + input.limit), offset, all.length);
  if (page.items.length === 0)
    page.message = emptyMessage2(input, names.size, offset > 0);
  else if (tracking === null)
    page.message = "No .tracking.json yet: the daemon has not run here (forge start), so every worker shows as offline.";
  return page;
}
function emptyMessage2(input, known, paged) {
  if (paged)
    return "No more workers after this cursor. Drop cursor to start again.";
  const filters = [input.task_type ? `task type ${input.task_type}` : null, input.status ? `status ${input.status.join(" or ")}` : null].filter(Boolean).join(" and ");
  return `No worker with ${filters} among ${known} in the roster ([workers.<name>] task_types in _vibe-chain/config.toml). Drop a filter to see them all.`;
}

// dist/src/tools/registry.js
var IMPLEMENTATIONS = {
  broadcast_finding: broadcastFinding,
  get_broadcasts: getBroadcasts,
  get_broadcast: getBroadcast,
  get_state: getState,
  get_siblings: getSiblings,
  search_knowledge: searchKnowledge,
  get_exchange: getExchange2,
  submit_handoff: submitHandoff,
  workers_available: workersAvailable,
  inspect_batch: inspectBatch,
  ...PLANNING_IMPLEMENTATIONS,
  ...CODE_IMPLEMENTATIONS
};
function findTool(name) {
  const tool = toolDefinition(name);
  if (tool)
    return tool;
  const guess = closestWord(name, TOOL_NAMES);
  throw new ForgeError("not_found", `no tool "${name}"${guess ? `; did you mean "${guess}"?` : ""} The tools: ${TOOL_NAMES.join(", ")}`);
}
async function runTool(context, name, rawInput) {
  const tool = findTool(name);
  const checked = tool.input.safeParse(rawInput ?? {}, { reportInput: true });
  if (!checked.success) {
    const lines = toolInputDiagnostics(tool, checked.error.issues).map(renderDiagnostic);
    throw new ForgeError("usage", `bad input for ${name}:
  ${lines.join("\n  ")}`);
  }
  return IMPLEMENTATIONS[name](context, checked.data);
}

export {
  findTool,
  runTool
};
