import { diagnosticsFromZod, renderDiagnostic } from '../../protocol/diagnostic.js';
import { canonicalTaskType, type Urgency } from '../../protocol/task-types.js';
import { ForgeError } from '../errors.js';
import { LAB_STORIES_FILE } from './lab-paths.js';
import { CreatedStory, CreateStoryArgs, GetStoryStatusArgs, labStoryKey, PRIORITY_OF_URGENCY, type LabStoryRecord } from './lab-story.js';
import { readLabStories, writeLabStories } from './lab-stories.js';
import { withRetryAfter, type RetryPolicy } from './retry-after.js';
import type { LabTool, StoryTransport } from './story-transport.js';

export interface SubmissionDeps {
  projectRoot: string;
  projectId: string;
  transport: StoryTransport;
  retry: RetryPolicy;
  now: () => string;
}

export interface StoryInput {
  forge_task_id: string;
  type: string;
  urgency: Urgency;
  skip_review: string[];
  has_db_migration: boolean;
  has_api_changes: boolean;
  scope?: string | undefined;
  title?: string | undefined;
}

export type CreateOutcome = { created: true; key: string; record: LabStoryRecord } | { created: false; key: string; record: LabStoryRecord };

/**
 * Submits a forge task to lab as a story, once: a task already in `.forge/lab-stories.json` is
 * answered from there without calling lab. Nothing is written unless lab created the story.
 */
export async function createLabStory(deps: SubmissionDeps, input: StoryInput): Promise<CreateOutcome> {
  const key = labStoryKey(deps.projectId, input.forge_task_id);
  const known = (await readLabStories(deps.projectRoot))[key];
  if (known) return { created: false, key, record: known };

  const checked = CreateStoryArgs.safeParse(
    {
      project_id: deps.projectId,
      forge_task_id: input.forge_task_id,
      type: canonicalTaskType(input.type),
      priority: PRIORITY_OF_URGENCY[input.urgency],
      skip_review: input.skip_review,
      has_db_migration: input.has_db_migration,
      has_api_changes: input.has_api_changes,
      scope: input.scope,
      title: input.title,
    },
    { reportInput: true },
  );
  if (!checked.success) throw new ForgeError('usage', diagnosticsFromZod('create_story', checked.error.issues).map(renderDiagnostic).join('\n'));
  const answer = CreatedStory.safeParse(await callLab(deps, 'create_story', checked.data));
  if (!answer.success) throw new ForgeError('bad_input', `lab's create_story answered without a story_id; nothing was written to ${LAB_STORIES_FILE}`);

  const record: LabStoryRecord = {
    project_id: deps.projectId,
    forge_task_id: input.forge_task_id,
    lab_story_id: answer.data.story_id,
    type: checked.data.type,
    priority: checked.data.priority,
    submitted_at: deps.now(),
  };
  // Read again: another submission may have landed while lab was answering.
  const stories = await readLabStories(deps.projectRoot);
  stories[key] = record;
  await writeLabStories(deps.projectRoot, stories);
  return { created: true, key, record };
}

/** lab's view of a submitted task's story. */
export async function labStoryStatus(deps: SubmissionDeps, forgeTaskId: string): Promise<{ record: LabStoryRecord | null; status: Record<string, unknown> }> {
  const record = (await readLabStories(deps.projectRoot))[labStoryKey(deps.projectId, forgeTaskId)] ?? null;
  const checked = GetStoryStatusArgs.safeParse({ project_id: deps.projectId, forge_task_id: forgeTaskId, story_id: record?.lab_story_id }, { reportInput: true });
  if (!checked.success) throw new ForgeError('usage', diagnosticsFromZod('get_story_status', checked.error.issues).map(renderDiagnostic).join('\n'));
  return { record, status: await callLab(deps, 'get_story_status', checked.data) };
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
