import {
  loadIndex
} from "./chunk-CPMRLUAO.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  KB_BYTE_BUDGET
} from "./chunk-JEEXHUZ3.js";
import {
  fromIso,
  toIso
} from "./chunk-G6RW7TDQ.js";
import {
  inProject
} from "./chunk-NIJSFRD2.js";

// dist/src/transcripts/search.js
import { readFile } from "node:fs/promises";

// dist/src/transcripts/rank.js
var SNIPPET_MAX = 80;
var PHRASE_BONUS = 0.5;
var FREQUENCY_WEIGHT = 0.1;
var RECENCY_WEIGHT = 0.3;
var RECENCY_HALF_LIFE_MS = 14 * 864e5;
function parseQuery(text) {
  const phrase = flatten(text).trim();
  const terms = [...new Set(phrase.split(/[^\p{L}\p{N}_]+/u).filter((t) => t !== ""))];
  return { terms, phrase };
}
function flatten(text) {
  return text.toLowerCase().replace(/\s+/g, " ");
}
function prepare(text) {
  const display = text.replace(/\s+/g, " ");
  const lower = display.toLowerCase();
  return { lower, display: lower.length === display.length ? display : lower };
}
function rankDocument(doc, query, ageMs) {
  const flat = doc.lower;
  let matched = 0;
  let frequency = 0;
  let first = -1;
  for (const term of query.terms) {
    let at = flat.indexOf(term);
    if (at === -1)
      continue;
    matched += 1;
    if (first === -1 || at < first)
      first = at;
    let count = 0;
    while (at !== -1 && count < 5) {
      count += 1;
      at = flat.indexOf(term, at + term.length);
    }
    frequency += count / 5;
  }
  if (matched === 0)
    return null;
  const phraseAt = query.terms.length > 1 ? flat.indexOf(query.phrase) : -1;
  const coverage = matched / query.terms.length;
  const recency = ageMs === null ? 0 : RECENCY_WEIGHT * 0.5 ** (Math.max(0, ageMs) / RECENCY_HALF_LIFE_MS);
  const score = coverage + (phraseAt === -1 ? 0 : PHRASE_BONUS) + FREQUENCY_WEIGHT * frequency / query.terms.length + recency;
  return { score: Math.round(score * 1e3) / 1e3, snippet: snippetAt(doc.display, phraseAt === -1 ? first : phraseAt) };
}
function snippetAt(text, at) {
  const room = SNIPPET_MAX - 2;
  const start = Math.max(0, Math.min(at - Math.floor(room / 3), text.length - room));
  const end = Math.min(text.length, start + room);
  return `${start > 0 ? "\u2026" : ""}${text.slice(start, end).trim()}${end < text.length ? "\u2026" : ""}`;
}

// dist/src/transcripts/search.js
async function searchExchanges(projectRoot, request) {
  const query = parseQuery(request.query);
  if (query.terms.length === 0)
    throw new ForgeError("usage", "the query has no words to search for");
  const offset = parseCursor(request.cursor);
  const { lines } = await loadIndex(projectRoot);
  const candidates = lines.filter((line) => inScope(line, request));
  const ranked = [];
  for (const line of candidates) {
    const text = await readBody(projectRoot, line);
    if (text === null)
      continue;
    const started = line.started_at === null ? null : fromIso(line.started_at);
    const hit = rankDocument(prepare(text), query, started === null ? null : request.now - started);
    if (hit === null)
      continue;
    ranked.push({ exchange_id: line.exchange_id, session_id: line.session_id, snippet: hit.snippet, score: hit.score, timestamp: line.started_at, order: `${line.session_id}/${line.exchange_id}` });
  }
  ranked.sort((a, b) => b.score - a.score || (b.timestamp ?? "").localeCompare(a.timestamp ?? "") || a.order.localeCompare(b.order));
  const view = {
    ok: true,
    query: request.query,
    filters: { session: request.session, since: request.sinceMs === null ? null : toIso(request.sinceMs) },
    hits: [],
    total: ranked.length,
    limit: request.limit,
    cursor: request.cursor,
    nextCursor: null,
    hasMore: false,
    truncated: false
  };
  const budget = request.budget ?? KB_BYTE_BUDGET;
  let size = JSON.stringify(view).length + 120;
  for (const { order: _order, ...hit } of ranked.slice(offset, offset + request.limit)) {
    const hitSize = JSON.stringify(hit).length + 1;
    if (view.hits.length > 0 && size + hitSize > budget) {
      view.truncated = true;
      break;
    }
    size += hitSize;
    view.hits.push(hit);
  }
  const shown = offset + view.hits.length;
  view.hasMore = shown < ranked.length;
  view.nextCursor = view.hasMore ? String(shown) : null;
  if (view.hits.length === 0)
    view.message = emptyMessage(request, candidates.length, lines.length, offset);
  return view;
}
function inScope(line, request) {
  if (request.session !== null && line.session_id !== request.session)
    return false;
  if (request.sinceMs !== null) {
    const last = line.ended_at ?? line.started_at;
    if (last === null || fromIso(last) < request.sinceMs)
      return false;
  }
  return true;
}
async function readBody(projectRoot, line) {
  let text;
  try {
    text = await readFile(inProject(projectRoot, line.file), "utf8");
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
  const end = text.startsWith("---\n") ? text.indexOf("\n---\n", 4) : -1;
  return (end === -1 ? text : text.slice(end + 5)).replace(/`{3,}(text)?|\*\*|^#+ |^> /gm, "");
}
function parseCursor(cursor) {
  if (cursor === null)
    return 0;
  if (!/^\d{1,9}$/.test(cursor))
    throw new ForgeError("usage", `--cursor takes the nextCursor of an earlier answer (a number), got "${cursor}"`);
  return Number(cursor);
}
function emptyMessage(request, searched, indexed, offset) {
  if (offset > 0)
    return "No more hits after this cursor. Drop --cursor to see the best hits again.";
  if (indexed === 0)
    return 'The exchange index is empty: nothing has been ingested yet. Run "forge kb ingest" (or start the daemon), then search again.';
  const scope = [request.session === null ? null : `session ${request.session}`, request.sinceMs === null ? null : `since ${toIso(request.sinceMs)}`].filter(Boolean).join(", ");
  if (searched === 0)
    return `No exchange matches the filters (${scope}) out of ${indexed} indexed. Widen --since or drop --session.`;
  return `No exchange out of ${searched} searched${scope ? ` (${scope})` : ""} contains any of: ${parseQuery(request.query).terms.join(", ")}. Try fewer or different words, or drop the filters.`;
}

export {
  searchExchanges,
  parseCursor
};
