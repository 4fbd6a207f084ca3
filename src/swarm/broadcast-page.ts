import { clip } from '../../protocol/clip.js';
import { renderDiagnostic } from '../../protocol/diagnostic.js';
import { BROADCASTS_DIR } from '../../protocol/paths.js';
import { fromIso, toIso } from '../../protocol/timestamps.js';
import { type BroadcastItem, fillPage, pageStart } from '../../protocol/tools/common.js';
import type { GetBroadcastsOutput } from '../../protocol/tools/get-broadcasts.js';
import type { BroadcastHeader } from './broadcast-files.js';
import type { BroadcastSnapshot } from './broadcast-index.js';
import { moduleMatches } from './modules.js';

/**
 * One page of `get_broadcasts`, newest first, keyset-paginated on the id (new broadcasts arrive
 * at the top, so an offset would shift under a reader; "after this id" does not).
 */
export interface BroadcastQuery {
  severity?: BroadcastHeader['severity'][] | undefined;
  kind?: BroadcastHeader['kind'][] | undefined;
  module?: string | undefined;
  sinceMs?: number | null | undefined;
  limit: number;
  cursor?: string | undefined;
  budget?: number;
}

const INVALID_SHOWN = 5;

export function itemOf(header: BroadcastHeader): BroadcastItem {
  const { id, severity, kind, module, agent, created_at, summary } = header;
  return { id, severity, kind, module, agent, created_at, summary };
}

export function broadcastPage(snapshot: BroadcastSnapshot, query: BroadcastQuery): GetBroadcastsOutput {
  const since = query.sinceMs ?? null;
  const matching = snapshot.headers.filter(
    (header) =>
      (!query.severity || query.severity.includes(header.severity)) &&
      (!query.kind || query.kind.includes(header.kind)) &&
      (!query.module || moduleMatches(header.module, query.module)) &&
      (since === null || fromIso(header.created_at) >= since),
  );
  const remaining = query.cursor ? matching.filter((header) => header.id < query.cursor!) : matching;
  const page: GetBroadcastsOutput = {
    ok: true,
    items: [],
    filters: { severity: query.severity ?? null, kind: query.kind ?? null, module: query.module ?? null, since: since === null ? null : toIso(since) },
    ...pageStart(matching.length, query.limit, query.cursor),
    invalid: {
      total: snapshot.invalid.length,
      items: query.cursor
        ? []
        : snapshot.invalid.slice(0, INVALID_SHOWN).map((bad) => ({ file: bad.file, problem: clip(renderDiagnostic(bad.errors[0]!), 240) })),
    },
  };
  fillPage(page, remaining.slice(0, query.limit).map(itemOf), query.budget);
  page.hasMore = remaining.length > page.items.length;
  page.nextCursor = page.hasMore ? (page.items[page.items.length - 1]?.id ?? null) : null;
  if (page.items.length === 0) page.message = emptyMessage(snapshot, query, matching.length);
  return page;
}

function emptyMessage(snapshot: BroadcastSnapshot, query: BroadcastQuery, matching: number): string {
  const invalid = snapshot.invalid.length > 0 ? ` ${snapshot.invalid.length} file(s) there do not validate: see invalid.` : '';
  if (snapshot.headers.length === 0) {
    return `No broadcasts in ${BROADCASTS_DIR}/ yet.${invalid} Workers publish contracts with broadcast_finding (CLI: forge broadcast); check the project folder if you expected some.`;
  }
  if (query.cursor && matching > 0) return 'No more broadcasts after this cursor. Drop cursor to start from the newest again.';
  const filters = [
    query.severity ? `severity ${query.severity.join(' or ')}` : null,
    query.kind ? `kind ${query.kind.join(' or ')}` : null,
    query.module ? `module ${query.module}` : null,
    query.sinceMs ? `since ${toIso(query.sinceMs)}` : null,
  ].filter(Boolean);
  return `No broadcast with ${filters.join(' and ')} among ${snapshot.headers.length}.${invalid} Widen or drop the filters.`;
}
