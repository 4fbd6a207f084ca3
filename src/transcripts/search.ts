import { readFileSync } from 'node:fs';
import { exchangeFile, KB_BYTE_BUDGET, type SearchHit, type SearchView } from '../../protocol/exchange.js';
import { toIso } from '../../protocol/timestamps.js';
import { ForgeError } from '../errors.js';
import { inProject } from '../project/project-root.js';
import { loadIndex } from './index-store.js';
import { indexScore, parseQuery, prepare, rankDocument } from './rank.js';
import { COUNT_CAP, type DocMeta, type IndexView, markComplete, openIndex, SearchIndexWriter, tailPostings } from './search-index.js';

/** How many times the shown page's depth is read and ranked exactly. */
const EXACT_WINDOW = 2;

/**
 * `forge kb search`: the search index gives the exchanges holding a word that starts with each
 * query term (optionally narrowed to a session, story, worker or time) and an estimated score;
 * only the exchanges near the page shown are read, to rank them exactly and cut their snippets.
 * The cursor is the number of hits already shown.
 */
export interface SearchRequest {
  query: string;
  session: string | null;
  story?: string | null;
  agent?: string | null;
  sinceMs: number | null;
  limit: number;
  cursor: string | null;
  now: number;
  budget?: number;
}

export async function searchExchanges(projectRoot: string, request: SearchRequest): Promise<SearchView> {
  const query = parseQuery(request.query);
  if (query.terms.length === 0) throw new ForgeError('usage', 'the query has no words to search for');
  const offset = parseCursor(request.cursor);
  let index = openIndex(projectRoot);
  if (index === null || !index.complete) {
    index?.close();
    await rebuildSearchIndex(projectRoot);
    index = openIndex(projectRoot);
  }
  let found: ReturnType<typeof estimate> = { estimated: [], total: 0, searched: 0, indexed: 0 };
  if (index !== null) {
    try {
      found = estimate(index, query.terms, request, (offset + request.limit) * EXACT_WINDOW);
    } finally {
      index.close();
    }
  }
  const { estimated, searched, indexed } = found;
  // Only the pages around what is shown are read, to rank them exactly (phrase bonus) and cut snippets.
  const window = estimated.slice(0, (offset + request.limit) * EXACT_WINDOW);
  const ranked: Array<SearchHit & { order: string }> = [];
  for (const { doc } of window) {
    const text = readBody(projectRoot, exchangeFile(doc.sessionId, doc.exchangeId));
    if (text === null) continue;
    const hit = rankDocument(prepare(text), query, doc.startedMs === null ? null : request.now - doc.startedMs);
    if (hit === null) continue;
    ranked.push({
      exchange_id: doc.exchangeId,
      session_id: doc.sessionId,
      snippet: hit.snippet,
      score: hit.score,
      timestamp: doc.startedMs === null ? null : toIso(doc.startedMs),
      order: orderOf(doc),
    });
  }
  ranked.sort((a, b) => b.score - a.score || (b.timestamp ?? '').localeCompare(a.timestamp ?? '') || a.order.localeCompare(b.order));
  const view: SearchView = {
    ok: true,
    query: request.query,
    filters: {
      session: request.session,
      story: request.story ?? null,
      agent: request.agent ?? null,
      since: request.sinceMs === null ? null : toIso(request.sinceMs),
    },
    hits: [],
    total: Math.max(found.total - window.length + ranked.length, ranked.length),
    limit: request.limit,
    cursor: request.cursor,
    nextCursor: null,
    hasMore: false,
    truncated: false,
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
  if (view.hits.length === 0) view.message = emptyMessage(request, searched, indexed, offset);
  return view;
}

interface Estimated {
  doc: DocMeta;
  score: number;
}

/**
 * Every exchange holding a word that starts with a query term gets an estimated score from the
 * index; the best `depth` of them come back in order, with how many matched (`total`), how many
 * the filters let through (`searched`) and how many are indexed. Scores go into flat arrays and
 * only the exchanges at or above the depth-th score are looked up and sorted.
 */
function estimate(
  index: IndexView,
  terms: string[],
  request: SearchRequest,
  depth: number,
): { estimated: Estimated[]; total: number; searched: number; indexed: number } {
  const named = request.session !== null || (request.story ?? null) !== null || (request.agent ?? null) !== null;
  const filtered = named || request.sinceMs !== null;
  const capacity = index.segments.reduce((sum, { reader }) => sum + reader.docs, index.tail.docs.size);
  const scores = new Float64Array(capacity);
  const refs = new Float64Array(capacity);
  let total = 0;
  const segmentStarts: Float64Array[] = [];
  let searched = 0;
  let indexed = 0;
  const ageOf = (startedMs: number | null) => (startedMs === null ? null : request.now - startedMs);
  const scoreOf = (counts: ArrayLike<number | undefined>) => {
    let matched = 0;
    let frequency = 0;
    for (let t = 0; t < counts.length; t++) {
      const count = counts[t];
      if (count === undefined || count === 0) continue;
      matched += 1;
      frequency += count / COUNT_CAP;
    }
    return { matched, frequency };
  };
  for (const [s, { reader, dead }] of index.segments.entries()) {
    const started = reader.started();
    segmentStarts.push(started);
    let scope: Uint8Array | null = null;
    if (filtered) {
      // Only a filter naming a session, story or worker reads the ids; --since alone reads the times.
      const fields = named ? reader.allDocs() : null;
      const ended = reader.ended();
      scope = new Uint8Array(reader.docs);
      for (let d = 0; d < reader.docs; d++) {
        const f = fields?.[d] ?? [];
        const doc: DocMeta = {
          sessionId: f[1] ?? '',
          exchangeId: f[2] ?? '',
          storyId: f[3] || null,
          agent: f[4] || null,
          startedMs: numberOrNull(started[d]!),
          endedMs: numberOrNull(ended[d]!),
        };
        if (inScope(doc, request)) scope[d] = 1;
      }
    }
    const accs: Uint8Array[] = [];
    for (const term of terms) {
      const acc = new Uint8Array(reader.docs);
      reader.addPrefix(term, acc, COUNT_CAP);
      accs.push(acc);
    }
    for (let d = 0; d < reader.docs; d++) {
      if (dead[d] === 1) continue;
      indexed += 1;
      if (scope !== null && scope[d] !== 1) continue;
      searched += 1;
      let matched = 0;
      let frequency = 0;
      for (let t = 0; t < accs.length; t++) {
        const count = accs[t]![d]!;
        if (count === 0) continue;
        matched += 1;
        frequency += count / COUNT_CAP;
      }
      if (matched === 0) continue;
      scores[total] = indexScore(matched, frequency, terms.length, ageOf(numberOrNull(started[d]!)));
      refs[total++] = s * SEGMENT_DOCS + d;
    }
  }
  const tailDocs = [...index.tail.docs];
  const tailCounts = terms.map((term) => tailPostings(index, term));
  for (const [i, [key, doc]] of tailDocs.entries()) {
    indexed += 1;
    if (!inScope(doc, request)) continue;
    searched += 1;
    const { matched, frequency } = scoreOf(tailCounts.map((byDoc) => byDoc.get(key)));
    if (matched === 0) continue;
    scores[total] = indexScore(matched, frequency, terms.length, ageOf(doc.startedMs));
    refs[total++] = -1 - i;
  }
  const floor = kthLargest(scores.subarray(0, total), depth);
  const estimated: Estimated[] = [];
  for (let i = 0; i < total; i++) {
    if (scores[i]! < floor) continue;
    const ref = refs[i]!;
    if (ref < 0) {
      estimated.push({ doc: tailDocs[-1 - ref]![1], score: scores[i]! });
      continue;
    }
    const s = Math.floor(ref / SEGMENT_DOCS);
    const d = ref % SEGMENT_DOCS;
    const fields = index.segments[s]!.reader.doc(d);
    estimated.push({ doc: { ...fields, startedMs: numberOrNull(segmentStarts[s]![d]!), endedMs: null }, score: scores[i]! });
  }
  estimated.sort((a, b) => b.score - a.score || (b.doc.startedMs ?? 0) - (a.doc.startedMs ?? 0) || orderOf(a.doc).localeCompare(orderOf(b.doc)));
  return { estimated: estimated.slice(0, depth), total, searched, indexed };
}

/** The k-th largest of the values (-Infinity when there are fewer), kept in a min-heap of k. */
function kthLargest(values: Float64Array, k: number): number {
  if (values.length <= k || k === 0) return -Infinity;
  const heap = new Float64Array(k);
  for (let i = 0; i < k; i++) heap[i] = values[i]!;
  const sift = (from: number) => {
    let at = from;
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let least = at;
      if (left < k && heap[left]! < heap[least]!) least = left;
      if (right < k && heap[right]! < heap[least]!) least = right;
      if (least === at) return;
      [heap[at], heap[least]] = [heap[least]!, heap[at]!];
      at = least;
    }
  };
  for (let i = (k >> 1) - 1; i >= 0; i--) sift(i);
  for (let i = k; i < values.length; i++) {
    if (values[i]! <= heap[0]!) continue;
    heap[0] = values[i]!;
    sift(0);
  }
  return heap[0]!;
}

/** Docs per segment in a flat reference (segment * SEGMENT_DOCS + doc): far above any segment. */
const SEGMENT_DOCS = 2 ** 32;
const numberOrNull = (value: number): number | null => (Number.isNaN(value) ? null : value);

function inScope(doc: DocMeta, request: SearchRequest): boolean {
  if (request.session !== null && doc.sessionId !== request.session) return false;
  if ((request.story ?? null) !== null && doc.storyId !== request.story) return false;
  if ((request.agent ?? null) !== null && doc.agent !== request.agent) return false;
  if (request.sinceMs !== null) {
    const last = doc.endedMs ?? doc.startedMs;
    if (last === null || last < request.sinceMs) return false;
  }
  return true;
}

function orderOf(doc: DocMeta): string {
  return `${doc.sessionId}/${doc.exchangeId}`;
}

/**
 * Builds a missing index: every exchange file is read once and indexed, so
 * deleting `_search/` costs one rebuild.
 */
async function rebuildSearchIndex(projectRoot: string): Promise<void> {
  const { lines } = await loadIndex(projectRoot);
  const writer = new SearchIndexWriter(projectRoot);
  for (const line of lines) {
    const text = readBody(projectRoot, line.file);
    if (text !== null) writer.put(line, text, true);
    if (writer.full) await writer.flush();
  }
  await writer.flush();
  await markComplete(projectRoot);
}

/**
 * The exchange body without its front matter (field names would match every query) and without
 * the Markdown marks that would only clutter snippets. Read synchronously, like the index: a query
 * reads a page's worth of small files, and each would otherwise wait its turn in the thread pool.
 */
export function readBody(projectRoot: string, file: string): string | null {
  let text: string;
  try {
    text = readFileSync(inProject(projectRoot, file), 'utf8');
  } catch (error) {
    // ENOENT: removed by hand or by a rebuild since the index was read.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const end = text.startsWith('---\n') ? text.indexOf('\n---\n', 4) : -1;
  return (end === -1 ? text : text.slice(end + 5)).replace(/`{3,}(text)?|\*\*|^#+ |^> /gm, '');
}

export function parseCursor(cursor: string | null): number {
  if (cursor === null) return 0;
  if (!/^\d{1,9}$/.test(cursor)) throw new ForgeError('usage', `--cursor takes the nextCursor of an earlier answer (a number), got "${cursor}"`);
  return Number(cursor);
}

function emptyMessage(request: SearchRequest, searched: number, indexed: number, offset: number): string {
  if (offset > 0) return 'No more hits after this cursor. Drop --cursor to see the best hits again.';
  if (indexed === 0) return 'The exchange index is empty: nothing has been ingested yet. Run "forge kb ingest" (or start the daemon), then search again.';
  const scope = [
    request.session === null ? null : `session ${request.session}`,
    request.story ? `story ${request.story}` : null,
    request.agent ? `agent ${request.agent}` : null,
    request.sinceMs === null ? null : `since ${toIso(request.sinceMs)}`,
  ]
    .filter(Boolean)
    .join(', ');
  if (searched === 0) return `No exchange matches the filters (${scope}) out of ${indexed} indexed. Widen --since or drop --session, --story or --agent.`;
  return `No exchange out of ${searched} searched${scope ? ` (${scope})` : ''} contains any of: ${parseQuery(request.query).terms.join(', ')}. Try fewer or different words, or drop the filters.`;
}
