import {
  writeBroadcast
} from "./chunk-4U3L7L6D.js";
import {
  storyExchanges
} from "./chunk-XDVUA3Z4.js";
import {
  broadcastPage,
  describeSiblings,
  findFocus,
  focusBroadcasts,
  itemOf,
  siblingsOfFocus
} from "./chunk-G7R7LDAZ.js";
import {
  inspectionPage
} from "./chunk-CGHBJ7HA.js";
import {
  DONE_STATES
} from "./chunk-YIINDENA.js";
import {
  agentOf,
  requireAgent
} from "./chunk-LGJTDXMZ.js";
import {
  readBroadcast
} from "./chunk-RVEGSIF3.js";
import {
  BODY_PAGE_CHARS,
  CONTRACTS_SHOWN,
  STATE_BROADCASTS_SHOWN,
  STATE_EXCHANGES_SHOWN,
  STATE_SIBLINGS_SHOWN,
  TOOL_NAMES,
  toolDefinition
} from "./chunk-JA434GMB.js";
import {
  fillOffsetPage,
  jsonBytes,
  pageStart
} from "./chunk-PHA7OQQT.js";
import {
  isBroadcastId,
  renderContracts
} from "./chunk-2I5MPK32.js";
import {
  parseSince
} from "./chunk-24Q4VPTS.js";
import {
  parseCursor,
  searchExchanges
} from "./chunk-RRLJGAGD.js";
import {
  getExchange
} from "./chunk-NLWAGP7F.js";
import {
  handOff
} from "./chunk-SXZWUYH7.js";
import {
  clientConfig
} from "./chunk-ELYTFZPC.js";
import {
  clip
} from "./chunk-W46PSUSI.js";
import {
  TASK_STATES
} from "./chunk-K5P7XI4W.js";
import {
  canonicalTaskType
} from "./chunk-5U7VJXKJ.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  closestWord
} from "./chunk-DOM6QX5O.js";
import {
  renderDiagnostic,
  shortRender
} from "./chunk-LDN7OS7T.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import {
  BROADCASTS_DIR
} from "./chunk-MSTBUHMK.js";
import {
  rosterOf
} from "./chunk-UILLDLYA.js";

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

// dist/src/tools/knowledge.js
async function searchKnowledge(context, input) {
  const now = context.clock.now();
  return searchExchanges(context.projectRoot, {
    query: input.query,
    session: input.session ?? null,
    story: input.story ?? null,
    agent: input.agent ?? null,
    sinceMs: parseSince(input.since, now),
    limit: input.limit,
    cursor: input.cursor ?? null,
    now
  });
}
async function getExchange2(context, input) {
  return getExchange(context.projectRoot, { exchangeId: input.exchange_id, session: input.session ?? null, full: false });
}

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
  inspect_batch: inspectBatch
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
