import { type Diagnostic, renderDiagnostic } from '../../protocol/diagnostic.js';
import { HISTORY_FILE, handoffFile, signalFile } from '../../protocol/paths.js';
import { ForgeError } from '../errors.js';
import { readHistoryRecords } from '../tracking/history-records.js';
import { readTracking } from '../tracking/read-tracking.js';
import { locateStory } from './locate-story.js';
import { readHandoff } from './read-handoff.js';
import { storyIdErrors } from './story-id-check.js';
import { writeConfirmed } from './write-confirmed.js';

export interface ConfirmOptions {
  force: boolean;
  by: string;
  now: string;
  maxBytes: number;
}

export type ConfirmResult =
  | { ok: true; story_id: string; agent: string; file: string; already_confirmed: boolean; handed_off: boolean }
  | { ok: false; errors: Diagnostic[] };

/**
 * Writes `<id>.confirmed` beside the story's task (sentinel). A story counts as handed off when a
 * valid pr-handoff or error-handoff for it exists; anything else is refused unless forced, because
 * confirming makes the daemon record the story as finished and remove its task.
 */
export async function confirmStory(projectRoot: string, id: string, options: ConfirmOptions): Promise<ConfirmResult> {
  const idErrors = storyIdErrors(id, 'confirm');
  if (idErrors.length > 0) return { ok: false, errors: idErrors };
  const read = await readTracking(projectRoot);
  const location = await locateStory(projectRoot, id, read?.ok ? read.tracking : null);
  if (location === null) {
    const finished = (await readHistoryRecords(projectRoot)).findLast((record) => record.story_id === id && record.state === 'confirmed');
    if (finished) return { ok: true, story_id: id, agent: finished.agent, file: HISTORY_FILE, already_confirmed: true, handed_off: finished.handoff !== null };
    throw new ForgeError('not_found', `no story ${id} in .tracking.json, in any inbox folder or confirmed in ${HISTORY_FILE}: nothing to confirm`);
  }
  const state = location.entry?.state;
  if (state === 'invalid') {
    throw new ForgeError(
      'conflict',
      `story ${id} is invalid: the daemon does not act on .confirmed for an invalid task file; fix the task file, or remove it to drop the story`,
    );
  }
  const [pr, error] = await Promise.all([readHandoff(projectRoot, id, 'pr', options.maxBytes), readHandoff(projectRoot, id, 'error', options.maxBytes)]);
  const handedOff = pr?.ok === true || error?.ok === true;
  if (!handedOff && !options.force) {
    const why =
      pr && !pr.ok ? `${pr.file} is not valid: ${renderDiagnostic(pr.errors[0]!)}` : `there is no ${handoffFile(id, 'pr')} or ${handoffFile(id, 'error')}`;
    throw new ForgeError(
      'conflict',
      `story ${id} is not handed off (${state ? `state ${state}` : 'not tracked yet'}): ${why}. Confirming tells the daemon the story is finished: it records it in the ledger and removes the task. Pass --force to confirm anyway`,
    );
  }
  const file = signalFile(location.agent, id, 'confirmed');
  const written = await writeConfirmed(projectRoot, location.agent, id, { at: options.now, by: options.by });
  return { ok: true, story_id: id, agent: location.agent, file, already_confirmed: !written, handed_off: handedOff };
}
