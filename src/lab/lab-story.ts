import { z } from 'zod';
import { StoryId } from '../../protocol/story-id.js';
import { KNOWN_TASK_TYPES, URGENCIES } from '../../protocol/task-types.js';
import { IsoTime } from '../../protocol/timestamps.js';

/** What forge sends to lab's `create_story` and `get_story_status`, and what it keeps of the answers. */
export const SCOPES = ['small', 'medium', 'large'] as const;
export const PRIORITIES = ['low', 'medium', 'high'] as const;
export const SKIPPABLE_REVIEWS = ['code_review', 'arch_review', 'ux_review'] as const;

/** forge's urgency words and lab's priority words name the same three levels. */
export const PRIORITY_OF_URGENCY: Record<(typeof URGENCIES)[number], (typeof PRIORITIES)[number]> = { low: 'low', normal: 'medium', high: 'high' };

export const CreateStoryArgs = z.object({
  project_id: z.string().min(1),
  forge_task_id: StoryId,
  type: z.enum(KNOWN_TASK_TYPES),
  priority: z.enum(PRIORITIES),
  skip_review: z.array(z.enum(SKIPPABLE_REVIEWS)),
  has_db_migration: z.boolean(),
  has_api_changes: z.boolean(),
  scope: z.enum(SCOPES).optional(),
  title: z.string().optional(),
});
export type CreateStoryArgs = z.infer<typeof CreateStoryArgs>;

export const GetStoryStatusArgs = z.object({
  project_id: z.string().min(1),
  forge_task_id: StoryId,
  story_id: z.string().optional().describe("lab's id, when create_story gave one"),
});

/** lab's answer to create_story: its own id for the story (a string or a number), anything else kept. */
export const CreatedStory = z.looseObject({ story_id: z.union([z.string().min(1), z.number()]).transform(String) });

/** One entry of `.forge/lab-stories.json`, keyed by `{project_id}/{forge_task_id}`. */
export const LabStoryRecord = z.object({
  project_id: z.string(),
  forge_task_id: StoryId,
  lab_story_id: z.string(),
  type: z.string(),
  priority: z.enum(PRIORITIES),
  submitted_at: IsoTime,
});
export type LabStoryRecord = z.infer<typeof LabStoryRecord>;

export const LabStoriesFile = z.record(z.string(), LabStoryRecord);
export type LabStoriesFile = z.infer<typeof LabStoriesFile>;

export const labStoryKey = (projectId: string, forgeTaskId: string) => `${projectId}/${forgeTaskId}`;
