import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { OUTPUT_DIR } from '../../protocol/paths.js';
import { createExclusive } from '../fs/exclusive-create.js';

/** One empty file per recorded call, by session and tool_use_id: run state, git-ignored. */
export const RECORDED_CALLS_DIR = `${OUTPUT_DIR}/.heimdall-calls`;

const SAFE = /^[A-Za-z0-9._-]{1,200}$/;

/**
 * Whether this hook is the first to record the call: the exclusive create of
 * `<session>/<tool_use_id>` has exactly one winner among the registrations that judged it. A call
 * without ids (an older client, a hand test) is always recorded. Only blocks and audited allows
 * get here, so the folder grows with those, not with every call.
 */
export async function firstToRecord(projectRoot: string, sessionId: string | null, toolUseId: string | null): Promise<boolean> {
  if (!sessionId || !toolUseId || !SAFE.test(sessionId) || !SAFE.test(toolUseId)) return true;
  const dir = join(projectRoot, ...RECORDED_CALLS_DIR.split('/'), sessionId);
  await mkdir(dir, { recursive: true });
  return createExclusive(join(dir, toolUseId), '');
}
