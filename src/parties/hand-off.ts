import { type Diagnostic, diagnosticsFromZod } from '../../protocol/diagnostic.js';
import { PrHandoff } from '../../protocol/handoff.js';
import { IPC_PROTOCOL } from '../../protocol/task.js';
import { ForgeError } from '../errors.js';
import { readTracking } from '../tracking/read-tracking.js';
import { locateStory } from './locate-story.js';
import { storyIdErrors } from './story-id-check.js';
import { writePrHandoff } from './write-handoff.js';

/** What a worker reports; `agent` defaults to the story's agent. */
export interface HandoffDraft {
  story_id: string;
  status: string;
  agent?: string | undefined;
  summary?: string | undefined;
  branch?: string | undefined;
  pr_url?: string | undefined;
  files_changed?: string[] | undefined;
  module?: string | undefined;
  tests?: { passed: number; failed: number } | undefined;
}

export type HandoffResult =
  /** `replaced_invalid`: a handoff that did not validate was there, and this one took its place. */
  { ok: true; story_id: string; agent: string; status: PrHandoff['status']; file: string; replaced_invalid?: true } | { ok: false; errors: Diagnostic[] };

/**
 * Writes `<id>-pr-handoff.md` after validating it as the daemon will. The story must be known
 * (tracked, or a task file in an inbox) unless `agent` is given, and a given agent must be the story's.
 */
export async function handOff(projectRoot: string, draft: HandoffDraft, body: string, options: { now: string; replace: boolean }): Promise<HandoffResult> {
  const idErrors = storyIdErrors(draft.story_id, 'handoff');
  if (idErrors.length > 0) return { ok: false, errors: idErrors };
  const read = await readTracking(projectRoot);
  const location = await locateStory(projectRoot, draft.story_id, read?.ok ? read.tracking : null);
  if (location && draft.agent !== undefined && draft.agent !== location.agent) {
    throw new ForgeError('conflict', `story ${draft.story_id} belongs to ${location.agent}, not ${draft.agent}`);
  }
  const agent = draft.agent ?? location?.agent;
  if (agent === undefined) {
    throw new ForgeError(
      'not_found',
      `no story ${draft.story_id} in .tracking.json or in any inbox folder; check --story, or pass --agent to write the handoff anyway (the daemon reports a handoff for an unknown story)`,
    );
  }
  const checked = PrHandoff.safeParse(
    {
      story_id: draft.story_id,
      agent,
      status: draft.status,
      created_at: options.now,
      branch: draft.branch,
      pr_url: draft.pr_url,
      summary: draft.summary,
      files_changed: draft.files_changed,
      module: draft.module,
      tests: draft.tests,
      ipc_protocol: IPC_PROTOCOL,
    },
    { reportInput: true },
  );
  if (!checked.success) return { ok: false, errors: diagnosticsFromZod('handoff', checked.error.issues) };
  const { file, replacedInvalid } = await writePrHandoff(projectRoot, checked.data, body, { replace: options.replace });
  return { ok: true, story_id: draft.story_id, agent, status: checked.data.status, file, ...(replacedInvalid ? { replaced_invalid: true as const } : {}) };
}
