import { readFile } from 'node:fs/promises';
import { KB_BYTE_BUDGET, type IndexLine, type SearchHit, type SearchView } from '../../protocol/exchange.js';
import { fromIso, toIso } from '../../protocol/timestamps.js';
import { ForgeError } from '../errors.js';
import { inProject } from '../project/project-root.js';
import { loadIndex } from './index-store.js';
import { parseQuery, prepare, rankDocument } from './rank.js';

/**
 * `forge kb search`: every exchange in the index (optionally one session, or only those that
 * ended after `since`) is read, ranked, and one bounded page is returned. The cursor is the
 * number of hits already shown.
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
  const { lines } = await loadIndex(projectRoot);
  const candidates = lines.filter((line) => inScope(line, request));
  const ranked: Array<SearchHit & { order: string }> = [];
  for (const line of candidates) {
    const text = await readBody(projectRoot, line);
    if (text === null) continue;
    const started = line.started_at === null ? null : fromIso(line.started_at);
    const hit = rankDocument(prepare(text), query, started === null ? null : request.now - started);
    if (hit === null) continue;
    ranked.push({ exchange_id: line.exchange_id, session_id: line.session_id, snippet: hit.snippet, score: hit.score, timestamp: line.started_at, order: `${line.session_id}/${line.exchange_id}` });
  }
  ranked.sort((a, b) => b.score - a.score || (b.timestamp ?? '').localeCompare(a.timestamp ?? '') || a.order.localeCompare(b.order));
  const view: SearchView = {
    ok: true,
    query: request.query,
    filters: { session: request.session, story: request.story ?? null, agent: request.agent ?? null, since: request.sinceMs === null ? null : toIso(request.sinceMs) },
    hits: [],
    total: ranked.length,
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
  view.hasMore = shown < ranked.length;
  view.nextCursor = view.hasMore ? String(shown) : null;
  if (view.hits.length === 0) view.message = emptyMessage(request, candidates.length, lines.length, offset);
  return view;
}

function inScope(line: IndexLine, request: SearchRequest): boolean {
  if (request.session !== null && line.session_id !== request.session) return false;
  if ((request.story ?? null) !== null && line.story_id !== request.story) return false;
  if ((request.agent ?? null) !== null && line.agent !== request.agent) return false;
  if (request.sinceMs !== null) {
    const last = line.ended_at ?? line.started_at;
    if (last === null || fromIso(last) < request.sinceMs) return false;
  }
  return true;
}

/**
 * The exchange body without its front matter (field names would match every query) and without
 * the Markdown marks that would only clutter snippets.
 */
async function readBody(projectRoot: string, line: IndexLine): Promise<string | null> {
  let text: string;
  try {
    text = await readFile(inProject(projectRoot, line.file), 'utf8');
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
  const scope = [request.session === null ? null : `session ${request.session}`, request.story ? `story ${request.story}` : null, request.agent ? `agent ${request.agent}` : null, request.sinceMs === null ? null : `since ${toIso(request.sinceMs)}`].filter(Boolean).join(', ');
  if (searched === 0) return `No exchange matches the filters (${scope}) out of ${indexed} indexed. Widen --since or drop --session, --story or --agent.`;
  return `No exchange out of ${searched} searched${scope ? ` (${scope})` : ''} contains any of: ${parseQuery(request.query).terms.join(', ')}. Try fewer or different words, or drop the filters.`;
}

