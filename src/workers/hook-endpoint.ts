import { randomBytes } from 'node:crypto';
import { OUTPUT_DIR } from '../../protocol/paths.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { readOptionalText } from '../fs/read-optional.js';
import { inProject } from '../project/project-root.js';

/**
 * Where the resident hooks are reached: the token every hook request carries and the port the
 * daemon last listened on. Both outlive a daemon run on purpose: a managed session keeps the
 * settings and the environment it was started with, so a restarted daemon must answer it on the
 * same port with the same token, or the session's guarded calls stay blocked. Run state, git-ignored,
 * readable by its owner only (mode 0600): the token is a secret.
 */
export const HOOK_ENDPOINT_FILE = `${OUTPUT_DIR}/supervisor/hook-endpoint.json`;

export interface HookEndpoint {
  token: string;
  /** The port the daemon listened on, or null before its first start. */
  port: number | null;
}

export async function readHookEndpoint(projectRoot: string): Promise<HookEndpoint | null> {
  const text = await readOptionalText(inProject(projectRoot, HOOK_ENDPOINT_FILE));
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // A file broken by hand: a new token is made (sessions started with the old one are restarted).
    if (error instanceof SyntaxError) return null;
    throw error;
  }
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (typeof record.token !== 'string' || record.token.length < 32) return null;
  return { token: record.token, port: typeof record.port === 'number' && Number.isInteger(record.port) && record.port > 0 ? record.port : null };
}

/** The endpoint of this project, made on first use; `port` records where the daemon now listens. */
export async function keepHookEndpoint(projectRoot: string, port: number | null): Promise<HookEndpoint> {
  const known = await readHookEndpoint(projectRoot);
  const endpoint: HookEndpoint = { token: known?.token ?? randomBytes(32).toString('base64url'), port: port ?? known?.port ?? null };
  if (known?.token !== endpoint.token || known.port !== endpoint.port)
    await writeAtomic(inProject(projectRoot, HOOK_ENDPOINT_FILE), `${JSON.stringify(endpoint, null, 2)}\n`, { mode: 0o600 });
  return endpoint;
}
