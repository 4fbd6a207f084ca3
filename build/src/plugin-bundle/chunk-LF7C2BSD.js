import {
  COUNT_CAP,
  SearchIndexWriter,
  loadDocs,
  lookupTerms
} from "./chunk-5ZJGHV4I.js";
import {
  loadIndex
} from "./chunk-WOKPV4IV.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  KB_BYTE_BUDGET,
  exchangeFile
} from "./chunk-E4Q6A6JA.js";
import {
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
  const recency = recencyBonus(ageMs);
  const score = coverage + (phraseAt === -1 ? 0 : PHRASE_BONUS) + FREQUENCY_WEIGHT * frequency / query.terms.length + recency;
  return { score: Math.round(score * 1e3) / 1e3, snippet: snippetAt(doc.display, phraseAt === -1 ? first : phraseAt) };
}
function indexScore(matched, frequency, terms, ageMs) {
  return matched / terms + FREQUENCY_WEIGHT * frequency / terms + recencyBonus(ageMs);
}
function recencyBonus(ageMs) {
  return ageMs === null ? 0 : RECENCY_WEIGHT * 0.5 ** (Math.max(0, ageMs) / RECENCY_HALF_LIFE_MS);
}
function snippetAt(text, at) {
  const room = SNIPPET_MAX - 2;
  const start = Math.max(0, Math.min(at - Math.floor(room / 3), text.length - room));
  const end = Math.min(text.length, start + room);
  return `${start > 0 ? "\u2026" : ""}${text.slice(start, end).trim()}${end < text.length ? "\u2026" : ""}`;
}

// dist/src/transcripts/search.js
var EXACT_WINDOW = 2;
async function searchExchanges(projectRoot, request) {
  const query = parseQuery(request.query);
  if (query.terms.length === 0)
    throw new ForgeError("usage", "the query has no words to search for");
  const offset = parseCursor(request.cursor);
  const docs = await loadDocs(projectRoot) ?? await rebuildSearchIndex(projectRoot);
  const inScopeDocs = [...docs.entries()].filter(([, doc]) => inScope(doc, request));
  const postings = await lookupTerms(projectRoot, query.terms);
  const estimated = [];
  for (const [key, doc] of inScopeDocs) {
    let matched = 0;
    let frequency = 0;
    for (const byDoc of postings) {
      const count = byDoc.get(key);
      if (count === void 0)
        continue;
      matched += 1;
      frequency += count / COUNT_CAP;
    }
    if (matched === 0)
      continue;
    estimated.push({ key, doc, score: indexScore(matched, frequency, query.terms.length, doc.startedMs === null ? null : request.now - doc.startedMs) });
  }
  const byEstimate = (a, b) => b.score - a.score || (b.doc.startedMs ?? 0) - (a.doc.startedMs ?? 0) || orderOf(a.doc).localeCompare(orderOf(b.doc));
  estimated.sort(byEstimate);
  const window = estimated.slice(0, (offset + request.limit) * EXACT_WINDOW);
  const ranked = [];
  for (const { doc } of window) {
    const text = await readBody(projectRoot, exchangeFile(doc.sessionId, doc.exchangeId));
    if (text === null)
      continue;
    const hit = rankDocument(prepare(text), query, doc.startedMs === null ? null : request.now - doc.startedMs);
    if (hit === null)
      continue;
    ranked.push({
      exchange_id: doc.exchangeId,
      session_id: doc.sessionId,
      snippet: hit.snippet,
      score: hit.score,
      timestamp: doc.startedMs === null ? null : toIso(doc.startedMs),
      order: orderOf(doc)
    });
  }
  ranked.sort((a, b) => b.score - a.score || (b.timestamp ?? "").localeCompare(a.timestamp ?? "") || a.order.localeCompare(b.order));
  const view = {
    ok: true,
    query: request.query,
    filters: {
      session: request.session,
      story: request.story ?? null,
      agent: request.agent ?? null,
      since: request.sinceMs === null ? null : toIso(request.sinceMs)
    },
    hits: [],
    total: Math.max(estimated.length - window.length + ranked.length, ranked.length),
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
  view.hasMore = shown < view.total;
  view.nextCursor = view.hasMore ? String(shown) : null;
  if (view.hits.length === 0)
    view.message = emptyMessage(request, inScopeDocs.length, docs.size, offset);
  return view;
}
function inScope(doc, request) {
  if (request.session !== null && doc.sessionId !== request.session)
    return false;
  if ((request.story ?? null) !== null && doc.storyId !== request.story)
    return false;
  if ((request.agent ?? null) !== null && doc.agent !== request.agent)
    return false;
  if (request.sinceMs !== null) {
    const last = doc.endedMs ?? doc.startedMs;
    if (last === null || last < request.sinceMs)
      return false;
  }
  return true;
}
function orderOf(doc) {
  return `${doc.sessionId}/${doc.exchangeId}`;
}
async function rebuildSearchIndex(projectRoot) {
  const { lines } = await loadIndex(projectRoot);
  const writer = new SearchIndexWriter(projectRoot);
  for (const line of lines) {
    const text = await readBody(projectRoot, line.file);
    if (text !== null)
      writer.put(line, text, true);
  }
  await writer.flush();
  return await loadDocs(projectRoot) ?? /* @__PURE__ */ new Map();
}
async function readBody(projectRoot, file) {
  let text;
  try {
    text = await readFile(inProject(projectRoot, file), "utf8");
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
  const scope = [
    request.session === null ? null : `session ${request.session}`,
    request.story ? `story ${request.story}` : null,
    request.agent ? `agent ${request.agent}` : null,
    request.sinceMs === null ? null : `since ${toIso(request.sinceMs)}`
  ].filter(Boolean).join(", ");
  if (searched === 0)
    return `No exchange matches the filters (${scope}) out of ${indexed} indexed. Widen --since or drop --session, --story or --agent.`;
  return `No exchange out of ${searched} searched${scope ? ` (${scope})` : ""} contains any of: ${parseQuery(request.query).terms.join(", ")}. Try fewer or different words, or drop the filters.`;
}

export {
  searchExchanges,
  parseCursor
};
