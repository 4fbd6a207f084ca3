import type { PrHandoff } from '../../protocol/handoff.js';
import type { BroadcastDraft } from './write-broadcast.js';

const FILES_SHOWN = 20;
const SUMMARY_CHARS = 2_000;

/**
 * The `info` broadcast written when a pr-handoff with status completed is accepted, so siblings
 * see the module is done: `Module "<module>" completed. Files changed: ... Summary: ...`.
 */
export function completionDraft(handoff: PrHandoff, module: string): BroadcastDraft {
  const files = handoff.files_changed ?? [];
  const shown =
    files.length === 0
      ? 'none listed'
      : `${files.slice(0, FILES_SHOWN).join(', ')}${files.length > FILES_SHOWN ? ` (+${files.length - FILES_SHOWN} more)` : ''}`;
  const summary = (handoff.summary ?? '').trim().replace(/\s+/g, ' ').slice(0, SUMMARY_CHARS) || 'none given';
  return {
    severity: 'info',
    kind: 'completion',
    module,
    agent: handoff.agent,
    story_id: handoff.story_id,
    breaking: false,
    body: `Module "${module}" completed. Files changed: ${shown}. Summary: ${summary}\n`,
  };
}
