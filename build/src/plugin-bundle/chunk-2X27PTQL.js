import {
  moduleMatches,
  modulePrefix,
  siblingsOf,
  swarmTaskOf
} from "./chunk-QEYQT5OM.js";
import {
  readFrontMatterFile
} from "./chunk-FA4IUSWH.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  fillPage,
  pageStart
} from "./chunk-C5Q5C45N.js";
import {
  clip
} from "./chunk-W46PSUSI.js";
import {
  fromIso,
  toIso
} from "./chunk-G6RW7TDQ.js";
import {
  renderDiagnostic
} from "./chunk-RMGIHFYB.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  DEFAULT_CONFIG
} from "./chunk-EGGF3NBR.js";
import {
  BROADCASTS_DIR
} from "./chunk-YZV3RAMM.js";

// dist/src/swarm/broadcast-page.js
var INVALID_SHOWN = 5;
function itemOf(header) {
  const { id, severity, kind, module, agent, created_at, summary } = header;
  return { id, severity, kind, module, agent, created_at, summary };
}
function broadcastPage(snapshot, query) {
  const since = query.sinceMs ?? null;
  const matching = snapshot.headers.filter((header) => (!query.severity || query.severity.includes(header.severity)) && (!query.kind || query.kind.includes(header.kind)) && (!query.module || moduleMatches(header.module, query.module)) && (since === null || fromIso(header.created_at) >= since));
  const remaining = query.cursor ? matching.filter((header) => header.id < query.cursor) : matching;
  const page = {
    ok: true,
    items: [],
    filters: { severity: query.severity ?? null, kind: query.kind ?? null, module: query.module ?? null, since: since === null ? null : toIso(since) },
    ...pageStart(matching.length, query.limit, query.cursor),
    invalid: {
      total: snapshot.invalid.length,
      items: query.cursor ? [] : snapshot.invalid.slice(0, INVALID_SHOWN).map((bad) => ({ file: bad.file, problem: clip(renderDiagnostic(bad.errors[0]), 240) }))
    }
  };
  fillPage(page, remaining.slice(0, query.limit).map(itemOf), query.budget);
  page.hasMore = remaining.length > page.items.length;
  page.nextCursor = page.hasMore ? page.items[page.items.length - 1]?.id ?? null : null;
  if (page.items.length === 0)
    page.message = emptyMessage(snapshot, query, matching.length);
  return page;
}
function emptyMessage(snapshot, query, matching) {
  const invalid = snapshot.invalid.length > 0 ? ` ${snapshot.invalid.length} file(s) there do not validate: see invalid.` : "";
  if (snapshot.headers.length === 0) {
    return `No broadcasts in ${BROADCASTS_DIR}/ yet.${invalid} Workers publish contracts with broadcast_finding (CLI: forge broadcast); check the project folder if you expected some.`;
  }
  if (query.cursor && matching > 0)
    return "No more broadcasts after this cursor. Drop cursor to start from the newest again.";
  const filters = [
    query.severity ? `severity ${query.severity.join(" or ")}` : null,
    query.kind ? `kind ${query.kind.join(" or ")}` : null,
    query.module ? `module ${query.module}` : null,
    query.sinceMs ? `since ${toIso(query.sinceMs)}` : null
  ].filter(Boolean);
  return `No broadcast with ${filters.join(" and ")} among ${snapshot.headers.length}.${invalid} Widen or drop the filters.`;
}

// dist/src/swarm/relevant-broadcasts.js
function relevantBroadcasts(headersNewestFirst, modules, count) {
  const prefixes = new Set([...modules].map(modulePrefix));
  const related = (header) => prefixes.has(modulePrefix(header.module)) ? 0 : 1;
  const critical = (header) => header.severity === "critical" ? 0 : 1;
  const ranked = headersNewestFirst.map((header, order) => ({ header, order })).sort((a, b) => critical(a.header) - critical(b.header) || related(a.header) - related(b.header) || a.order - b.order);
  const items = ranked.slice(0, count).map(({ header }) => header);
  return { items, older: headersNewestFirst.length - items.length, critical: headersNewestFirst.filter((header) => critical(header) === 0).length };
}

// dist/src/swarm/task-description.js
import { z } from "zod";
var DESCRIPTION_CHARS = 120;
var AnyFrontMatter = z.record(z.string(), z.unknown());
async function describeTask(projectRoot, file) {
  const read = await readFrontMatterFile(inProject(projectRoot, file), AnyFrontMatter, {
    projectRoot,
    display: file,
    maxBytes: DEFAULT_CONFIG.daemon.max_task_bytes
  });
  if (read === null || !read.ok)
    return "";
  const title = read.value.title;
  if (typeof title === "string" && title.trim() !== "")
    return clip(title.trim().replace(/\s+/g, " "), DESCRIPTION_CHARS);
  const line = read.body.split("\n").map((text) => text.replace(/^#+\s*/, "").trim()).find((text) => text !== "");
  return clip(line ?? "", DESCRIPTION_CHARS);
}

// dist/src/swarm/swarm-view.js
function findFocus(tracking, agent, storyId) {
  if (storyId !== void 0) {
    const entry = tracking?.tasks[storyId];
    if (!entry)
      throw new ForgeError("not_found", `story ${storyId} is not tracked${tracking ? ` (${Object.keys(tracking.tasks).length} tasks in .tracking.json)` : " (no .tracking.json: the daemon has not run here)"}; check the id, or omit story_id to use your current task`);
    return { id: storyId, entry };
  }
  if (agent === null || tracking === null)
    return null;
  const current = tracking.workers[agent]?.current_task;
  if (current && tracking.tasks[current])
    return { id: current, entry: tracking.tasks[current] };
  const held = Object.entries(tracking.tasks).filter(([, entry]) => entry.agent === agent && entry.state === "picked_up").sort(([a], [b]) => a < b ? -1 : 1)[0];
  return held ? { id: held[0], entry: held[1] } : null;
}
function siblingsOfFocus(tracking, focus) {
  return siblingsOf(swarmTaskOf(focus.id, focus.entry), Object.entries(tracking.tasks).map(([id, entry]) => swarmTaskOf(id, entry)));
}
async function describeSiblings(projectRoot, siblings) {
  return Promise.all(siblings.map(async (task) => ({
    story_id: task.story_id,
    module: task.module,
    agent: task.agent,
    state: task.state,
    description: await describeTask(projectRoot, task.file) || task.story_id,
    relation: task.relation
  })));
}
function focusBroadcasts(headers, focus, siblings, count) {
  const modules = [focus?.entry.module, ...siblings.map((sibling) => sibling.module)].filter((module) => typeof module === "string");
  return relevantBroadcasts(headers, modules, count);
}

export {
  itemOf,
  broadcastPage,
  relevantBroadcasts,
  findFocus,
  siblingsOfFocus,
  describeSiblings,
  focusBroadcasts
};
