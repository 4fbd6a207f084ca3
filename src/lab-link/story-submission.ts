import { diagnosticsFromZod, renderDiagnostic } from '../../protocol/diagnostic.js';
import type { Urgency } from '../../protocol/task-types.js';
import { ForgeError } from '../errors.js';
import { LAB_STORIES_FILE } from '../lab-reference/lab-paths.js';
import { type RetryPolicy, withRetryAfter } from '../net/retry-after.js';
import { modifyLabStories, readLabStories, updateLabStories } from './lab-stories.js';
import {
  CreatedStory,
  CreateStoryArgs,
  GetStoryStatusArgs,
  type LabStoryRecord,
  labStoryKey,
  labTaskType,
  NOT_FOUND,
  StoryStatusAnswer,
  SUBMITTED,
} from './lab-story.js';
import type { LabTool, StoryTransport } from './story-transport.js';

export interface SubmissionDeps {
  projectRoot: string;
  projectId: string;
  /** The daemon's session id: lab's correlation key. */
  sessionId: string;
  transport: StoryTransport;
  retry: RetryPolicy;
  now: () => string;
}

export interface StoryInput {
  forge_task_id: string;
  task_type: string;
  urgency: Urgency;
  skip_reviews: string[];
  has_db_migration: boolean;
  has_api_changes: boolean;
  estimated_scope?: string | undefined;
}

export type CreateOutcome = { created: boolean; key: string; record: LabStoryRecord };

/** The create_story arguments for a task, checked against lab's contract before anything is sent. */
export function createStoryArgs(sessionId: string, input: StoryInput): CreateStoryArgs {
  const checked = CreateStoryArgs.safeParse(
    {
      forge_task_id: input.forge_task_id,
      source: 'forge',
      session_id: sessionId,
      task_type: labTaskType(input.task_type),
      urgency: input.urgency,
      skip_reviews: input.skip_reviews,
      has_db_migration: input.has_db_migration,
      has_api_changes: input.has_api_changes,
      ...(input.estimated_scope === undefined ? {} : { estimated_scope: input.estimated_scope }),
    },
    { reportInput: true },
  );
  if (!checked.success) throw new ForgeError('usage', diagnosticsFromZod('create_story', checked.error.issues).map(renderDiagnostic).join('\n'));
  return checked.data;
}

/**
 * Submits a forge task to lab as a story, once: a task already in `.forge/lab-stories.json` is
 * answered from there without calling lab. Nothing is written unless lab created the story.
 */
export async function createLabStory(deps: SubmissionDeps, input: StoryInput): Promise<CreateOutcome> {
  const key = labStoryKey(deps.projectId, input.forge_task_id);
  const known = (await readLabStories(deps.projectRoot))[key];
  if (known) return { created: false, key, record: known };

  const args = createStoryArgs(deps.sessionId, input);
  const answer = CreatedStory.safeParse(await callLab(deps, 'create_story', args));
  if (!answer.success) throw new ForgeError('bad_input', `lab's create_story answered without a lab_story_id; nothing was written to ${LAB_STORIES_FILE}`);

  const record: LabStoryRecord = {
    project_id: deps.projectId,
    forge_task_id: input.forge_task_id,
    lab_story_id: answer.data.lab_story_id,
    status: answer.data.status ?? SUBMITTED,
    last_checked: deps.now(),
  };
  // Read again under the lock: another submission may have landed while lab was answering.
  const stories = await modifyLabStories(deps.projectRoot, (current) => {
    if (current[key]) return false;
    current[key] = record;
    return true;
  });
  return { created: true, key, record: stories[key]! };
}

/** The get_story_status arguments for a task of this project. */
export function storyStatusArgs(projectRoot: string, forgeTaskId: string): Record<string, unknown> {
  const checked = GetStoryStatusArgs.safeParse({ forge_task_id: forgeTaskId, project_path: projectRoot }, { reportInput: true });
  if (!checked.success) throw new ForgeError('usage', diagnosticsFromZod('get_story_status', checked.error.issues).map(renderDiagnostic).join('\n'));
  return checked.data;
}

/** lab's get_story_status answer, or a diagnostic naming what it lacked. */
export function readStatusAnswer(value: Record<string, unknown>): { ok: true; answer: StoryStatusAnswer } | { ok: false; problem: string } {
  const checked = StoryStatusAnswer.safeParse(value);
  if (checked.success) return { ok: true, answer: checked.data };
  return { ok: false, problem: diagnosticsFromZod("lab's get_story_status answer", checked.error.issues).map(renderDiagnostic).join('; ') };
}

/** The status an entry takes from lab's answer: lab's word, `not_found` when lab does not know the story. */
export const statusFromAnswer = (answer: StoryStatusAnswer): string => (answer.found ? (answer.status ?? SUBMITTED) : NOT_FOUND);

/** lab's view of a submitted task's story; the task's entry in lab-stories.json takes its status. */
export async function labStoryStatus(deps: SubmissionDeps, forgeTaskId: string): Promise<{ record: LabStoryRecord | null; status: StoryStatusAnswer }> {
  const key = labStoryKey(deps.projectId, forgeTaskId);
  const value = await callLab(deps, 'get_story_status', storyStatusArgs(deps.projectRoot, forgeTaskId));
  const read = readStatusAnswer(value);
  if (!read.ok) throw new ForgeError('bad_input', read.problem);
  const updated = await updateLabStories(deps.projectRoot, { [key]: { status: statusFromAnswer(read.answer), last_checked: deps.now() } });
  return { record: updated[key] ?? null, status: read.answer };
}

async function callLab(deps: SubmissionDeps, tool: LabTool, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const outcome = await withRetryAfter(async () => {
    const answer = await deps.transport.call(tool, args);
    if (answer.kind === 'refused') throw new ForgeError('conflict', `lab refused ${tool}: ${answer.message}`);
    return answer.kind === 'ok' ? { kind: 'done' as const, value: answer.value } : answer;
  }, deps.retry);
  if (outcome.kind === 'done') return outcome.value;
  const after = outcome.retryAfterMs === null ? '' : ` (it asked to wait ${Math.ceil(outcome.retryAfterMs / 1000)} s)`;
  throw new ForgeError('unavailable', `lab is rate-limiting ${tool}${after}: ${outcome.message}; nothing was written, try again later`);
}
