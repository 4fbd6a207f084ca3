import { readFile } from 'node:fs/promises';
import { exchangeFile, KB_BYTE_BUDGET, type SearchHit, type SearchView } from '../../protocol/exchange.js';
import { toIso } from '../../protocol/timestamps.js';
import { ForgeError } from '../errors.js';
import { inProject } from '../project/project-root.js';
import { loadIndex } from './index-store.js';
import { indexScore, parseQuery, prepare, rankDocument } from './rank.js';
import { COUNT_CAP, type DocMeta, loadDocs, lookupTerms, SearchIndexWriter } from './search-index.js';

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
  const docs = (await loadDocs(projectRoot)) ?? (await rebuildSearchIndex(projectRoot));
  const inScopeDocs = [...docs.entries()].filter(([, doc]) => inScope(doc, request));
  const postings = await lookupTerms(projectRoot, query.terms);
  const estimated: Array<{ key: string; doc: DocMeta; score: number }> = [];
  for (const [key, doc] of inScopeDocs) {
    let matched = 0;
    let frequency = 0;
    for (const byDoc of postings) {
      const count = byDoc.get(key);
      if (count === undefined) continue;
      matched += 1;
      frequency += count / COUNT_CAP;
    }
    if (matched === 0) continue;
    estimated.push({ key, doc, score: indexScore(matched, frequency, query.terms.length, doc.startedMs === null ? null : request.now - doc.startedMs) });
  }
  const byEstimate = (a: { score: number; doc: DocMeta }, b: { score: number; doc: DocMeta }) =>
    b.score - a.score || (b.doc.startedMs ?? 0) - (a.doc.startedMs ?? 0) || orderOf(a.doc).localeCompare(orderOf(b.doc));
  estimated.sort(byEstimate);
  // Only the pages around what is shown are read, to rank them exactly (phrase bonus) and cut snippets.
  const window = estimated.slice(0, (offset + request.limit) * EXACT_WINDOW);
  const ranked: Array<SearchHit & { order: string }> = [];
  for (const { doc } of window) {
    const text = await readBody(projectRoot, exchangeFile(doc.sessionId, doc.exchangeId));
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
    total: Math.max(estimated.length - window.length + ranked.length, ranked.length),
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
  if (view.hits.length === 0) view.message = emptyMessage(request, inScopeDocs.length, docs.size, offset);
  return view;
}

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
async function rebuildSearchIndex(projectRoot: string): Promise<Map<string, DocMeta>> {
  const { lines } = await loadIndex(projectRoot);
  const writer = new SearchIndexWriter(projectRoot);
  for (const line of lines) {
    const text = await readBody(projectRoot, line.file);
    if (text !== null) writer.put(line, text, true);
  }
  await writer.flush();
  return (await loadDocs(projectRoot)) ?? new Map();
}

/**
 * The exchange body without its front matter (field names would match every query) and without
 * the Markdown marks that would only clutter snippets.
 */
async function readBody(projectRoot: string, file: string): Promise<string | null> {
  let text: string;
  try {
    text = await readFile(inProject(projectRoot, file), 'utf8');
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
