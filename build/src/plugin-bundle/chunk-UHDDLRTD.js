import {
  COUNT_CAP,
  SearchIndexWriter,
  markComplete,
  openIndex,
  tailPostings
} from "./chunk-WZ5W3UN4.js";
import {
  loadIndex
} from "./chunk-ZKWPFRFB.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  KB_BYTE_BUDGET
} from "./chunk-JC3QF5J2.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  exchangeFile
} from "./chunk-YZV3RAMM.js";

// dist/src/transcripts/search.js
import { readFileSync } from "node:fs";

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
  let index = openIndex(projectRoot);
  if (index === null || !index.complete) {
    index?.close();
    await rebuildSearchIndex(projectRoot);
    index = openIndex(projectRoot);
  }
  let found = { estimated: [], total: 0, searched: 0, indexed: 0 };
  if (index !== null) {
    try {
      found = estimate(index, query.terms, request, (offset + request.limit) * EXACT_WINDOW);
    } finally {
      index.close();
    }
  }
  const { estimated, searched, indexed } = found;
  const window = estimated.slice(0, (offset + request.limit) * EXACT_WINDOW);
  const ranked = [];
  for (const { doc } of window) {
    const text = readBody(projectRoot, exchangeFile(doc.sessionId, doc.exchangeId));
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
    total: Math.max(found.total - window.length + ranked.length, ranked.length),
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
    view.message = emptyMessage(request, searched, indexed, offset);
  return view;
}
function estimate(index, terms, request, depth) {
  const named = request.session !== null || (request.story ?? null) !== null || (request.agent ?? null) !== null;
  const filtered = named || request.sinceMs !== null;
  const capacity = index.segments.reduce((sum, { reader }) => sum + reader.docs, index.tail.docs.size);
  const scores = new Float64Array(capacity);
  const refs = new Float64Array(capacity);
  let total = 0;
  const segmentStarts = [];
  let searched = 0;
  let indexed = 0;
  const ageOf = (startedMs) => startedMs === null ? null : request.now - startedMs;
  const scoreOf = (counts) => {
    let matched = 0;
    let frequency = 0;
    for (let t = 0; t < counts.length; t++) {
      const count = counts[t];
      if (count === void 0 || count === 0)
        continue;
      matched += 1;
      frequency += count / COUNT_CAP;
    }
    return { matched, frequency };
  };
  for (const [s, { reader, dead }] of index.segments.entries()) {
    const started = reader.started();
    segmentStarts.push(started);
    let scope = null;
    if (filtered) {
      const fields = named ? reader.allDocs() : null;
      const ended = reader.ended();
      scope = new Uint8Array(reader.docs);
      for (let d = 0; d < reader.docs; d++) {
        const f = fields?.[d] ?? [];
        const doc = {
          sessionId: f[1] ?? "",
          exchangeId: f[2] ?? "",
          storyId: f[3] || null,
          agent: f[4] || null,
          startedMs: numberOrNull(started[d]),
          endedMs: numberOrNull(ended[d])
        };
        if (inScope(doc, request))
          scope[d] = 1;
      }
    }
    const accs = [];
    for (const term of terms) {
      const acc = new Uint8Array(reader.docs);
      reader.addPrefix(term, acc, COUNT_CAP);
      accs.push(acc);
    }
    for (let d = 0; d < reader.docs; d++) {
      if (dead[d] === 1)
        continue;
      indexed += 1;
      if (scope !== null && scope[d] !== 1)
        continue;
      searched += 1;
      let matched = 0;
      let frequency = 0;
      for (let t = 0; t < accs.length; t++) {
        const count = accs[t][d];
        if (count === 0)
          continue;
        matched += 1;
        frequency += count / COUNT_CAP;
      }
      if (matched === 0)
        continue;
      scores[total] = indexScore(matched, frequency, terms.length, ageOf(numberOrNull(started[d])));
      refs[total++] = s * SEGMENT_DOCS + d;
    }
  }
  const tailDocs = [...index.tail.docs];
  const tailCounts = terms.map((term) => tailPostings(index, term));
  for (const [i, [key, doc]] of tailDocs.entries()) {
    indexed += 1;
    if (!inScope(doc, request))
      continue;
    searched += 1;
    const { matched, frequency } = scoreOf(tailCounts.map((byDoc) => byDoc.get(key)));
    if (matched === 0)
      continue;
    scores[total] = indexScore(matched, frequency, terms.length, ageOf(doc.startedMs));
    refs[total++] = -1 - i;
  }
  const floor = kthLargest(scores.subarray(0, total), depth);
  const estimated = [];
  for (let i = 0; i < total; i++) {
    if (scores[i] < floor)
      continue;
    const ref = refs[i];
    if (ref < 0) {
      estimated.push({ doc: tailDocs[-1 - ref][1], score: scores[i] });
      continue;
    }
    const s = Math.floor(ref / SEGMENT_DOCS);
    const d = ref % SEGMENT_DOCS;
    const fields = index.segments[s].reader.doc(d);
    estimated.push({ doc: { ...fields, startedMs: numberOrNull(segmentStarts[s][d]), endedMs: null }, score: scores[i] });
  }
  estimated.sort((a, b) => b.score - a.score || (b.doc.startedMs ?? 0) - (a.doc.startedMs ?? 0) || orderOf(a.doc).localeCompare(orderOf(b.doc)));
  return { estimated: estimated.slice(0, depth), total, searched, indexed };
}
function kthLargest(values, k) {
  if (values.length <= k || k === 0)
    return -Infinity;
  const heap = new Float64Array(k);
  for (let i = 0; i < k; i++)
    heap[i] = values[i];
  const sift = (from) => {
    let at = from;
    for (; ; ) {
      const left = at * 2 + 1;
      const right = left + 1;
      let least = at;
      if (left < k && heap[left] < heap[least])
        least = left;
      if (right < k && heap[right] < heap[least])
        least = right;
      if (least === at)
        return;
      [heap[at], heap[least]] = [heap[least], heap[at]];
      at = least;
    }
  };
  for (let i = (k >> 1) - 1; i >= 0; i--)
    sift(i);
  for (let i = k; i < values.length; i++) {
    if (values[i] <= heap[0])
      continue;
    heap[0] = values[i];
    sift(0);
  }
  return heap[0];
}
var SEGMENT_DOCS = 2 ** 32;
var numberOrNull = (value) => Number.isNaN(value) ? null : value;
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
    const text = readBody(projectRoot, line.file);
    if (text !== null)
      writer.put(line, text, true);
    if (writer.full)
      await writer.flush();
  }
  await writer.flush();
  await markComplete(projectRoot);
}
function readBody(projectRoot, file) {
  let text;
  try {
    text = readFileSync(inProject(projectRoot, file), "utf8");
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
  readBody,
  parseCursor
};
