import { BROADCAST_MAX_BYTES, BroadcastFrontMatter, broadcastFile, broadcastId } from '../../protocol/broadcast.js';
import { diagnosticsFromZod, renderDiagnostic } from '../../protocol/diagnostic.js';
import { toIso } from '../../protocol/timestamps.js';
import { ForgeError } from '../errors.js';
import { publishExclusive } from '../fs/publish-exclusive.js';
import { renderFrontMatter } from '../markdown/front-matter.js';
import { inProject } from '../project/project-root.js';
import { type BroadcastHeader, headerOf } from './broadcast-files.js';

export interface BroadcastDraft {
  severity: string;
  kind: string;
  module: string;
  agent: string;
  story_id?: string | undefined;
  breaking?: boolean | undefined;
  /** The daemon's lease epoch, on its own broadcasts. */
  lease_epoch?: number | undefined;
  body: string;
}

const MAX_SEQUENCE = 999_999;

/**
 * Writes `broadcasts/<time>-<module>-<n>.md` after validating it exactly as readers will,
 * atomically and without ever replacing another broadcast.
 */
export async function writeBroadcast(projectRoot: string, draft: BroadcastDraft, nowMs: number): Promise<BroadcastHeader> {
  const checked = BroadcastFrontMatter.safeParse(
    {
      severity: draft.severity,
      kind: draft.kind,
      module: draft.module,
      agent: draft.agent,
      story_id: draft.story_id,
      breaking: draft.breaking ?? false,
      created_at: toIso(nowMs),
      lease_epoch: draft.lease_epoch,
    },
    { reportInput: true },
  );
  if (!checked.success)
    throw new ForgeError('bad_input', `not a valid broadcast:\n  ${diagnosticsFromZod('broadcast', checked.error.issues).map(renderDiagnostic).join('\n  ')}`);
  if (draft.body.trim() === '')
    throw new ForgeError('bad_input', 'the broadcast has no body: give the contract (INTERFACE:, TYPE:, MODULE:, BREAKING:) or the finding as text');
  if (draft.body.includes('\u0000')) throw new ForgeError('bad_input', 'the broadcast body is not text (it holds a NUL byte)');
  const front = checked.data;
  const text = renderFrontMatter(front, draft.body);
  const bytes = Buffer.byteLength(text);
  if (bytes > BROADCAST_MAX_BYTES)
    throw new ForgeError(
      'too_large',
      `the broadcast is ${bytes} bytes; at most ${BROADCAST_MAX_BYTES} are accepted. Broadcast the contract, and point to a file for the details.`,
    );

  // Writers racing in the same millisecond take the next n: the name is claimed by an exclusive link.
  for (let n = 1; n <= MAX_SEQUENCE; n += 1) {
    const id = broadcastId(nowMs, front.module, n);
    if (await publishExclusive(inProject(projectRoot, broadcastFile(id)), text)) return headerOf(id, front, draft.body);
  }
  throw new ForgeError('conflict', `more than ${MAX_SEQUENCE} broadcasts of module ${front.module} in one millisecond`);
}
