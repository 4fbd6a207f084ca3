import { readFile, stat } from 'node:fs/promises';
import { type Diagnostic, diagnosticsFromZod, renderDiagnostic } from '../../protocol/diagnostic.js';
import { TRACKING_FILE } from '../../protocol/paths.js';
import { TrackingFile } from '../../protocol/tracking.js';
import { ForgeError } from '../errors.js';
import { inProject } from '../project/project-root.js';

export type TrackingRead = { ok: true; tracking: TrackingFile } | { ok: false; diagnostics: Diagnostic[] };

/**
 * Reads `.tracking.json` for the clients (status, submit, handoff, confirm). Null when there is no
 * file (the daemon never ran); a file that does not parse or validate comes back as diagnostics,
 * never as an exception, because only the daemon may repair it.
 */
export async function readTracking(projectRoot: string): Promise<TrackingRead | null> {
  const file = inProject(projectRoot, TRACKING_FILE);
  let text: string;
  let facts: string;
  try {
    const info = await stat(file);
    facts = `${info.ino}:${info.mtimeMs}:${info.size}`;
    // A long-lived reader (the MCP server, the HTTP API) pays for parsing and validating only
    // when the daemon has written a new version: every write is a new inode.
    const cached = lastRead.get(file);
    if (cached?.facts === facts) return cached.read;
    text = await readFile(file, 'utf8');
  } catch (error) {
    // ENOENT: no daemon has written one yet; ENOTDIR: the output folder is a file.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
  const read = parseTracking(text);
  lastRead.set(file, { facts, read });
  return read;
}

const lastRead = new Map<string, { facts: string; read: TrackingRead }>();

export function parseTracking(text: string): TrackingRead {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const message = (error as SyntaxError).message;
    return { ok: false, diagnostics: [{ code: 'tracking_corrupt', file: TRACKING_FILE, field: null, expected: 'valid JSON', got: message }] };
  }
  const checked = TrackingFile.safeParse(json);
  if (checked.success) return { ok: true, tracking: checked.data };
  return { ok: false, diagnostics: diagnosticsFromZod(TRACKING_FILE, checked.error.issues).map((d) => ({ ...d, code: 'tracking_corrupt' as const })) };
}

/** The tracking file when it is there and sound; a corrupt one is an error for callers that need it. */
export async function readTrackingOrFail(projectRoot: string): Promise<TrackingFile | null> {
  const read = await readTracking(projectRoot);
  if (read === null) return null;
  if (read.ok) return read.tracking;
  const shown = read.diagnostics.slice(0, 3).map(renderDiagnostic).join('\n  ');
  const more = read.diagnostics.length > 3 ? `\n  (+${read.diagnostics.length - 3} more)` : '';
  throw new ForgeError(
    'bad_input',
    `cannot use ${TRACKING_FILE}:\n  ${shown}${more}\nthe daemon replaces it with a valid one and keeps the broken copy beside it`,
  );
}
