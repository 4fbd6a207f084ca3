import { z } from 'zod';
import { StoryId } from '../../protocol/story-id.js';
import { URGENCIES } from '../../protocol/task-types.js';
import { IsoTime } from '../../protocol/timestamps.js';

/** lab's words for a story's kind, size and the reviews it may skip (its contract, not forge's task types). */
export const LAB_TASK_TYPES = ['frontend', 'backend', 'arch', 'docs', 'test', 'devops', 'security'] as const;
export const SCOPES = ['small', 'medium', 'large'] as const;
export const SKIPPABLE_REVIEWS = ['code_review', 'arch_review', 'ux_review'] as const;

/** forge's task types lab knows under another word. */
const LAB_TYPE_OF: Record<string, string> = { arch_review: 'arch' };
export const labTaskType = (taskType: string): string => LAB_TYPE_OF[taskType] ?? taskType;

/**
 * The arguments of lab's `create_story`, exactly: nothing more is sent. `source` is always
 * "forge"; `session_id` is the daemon's session, lab's correlation key. lab maps urgency to its
 * own priority (low→low, normal→medium, high→high): forge never sends a priority.
 */
export const CreateStoryArgs = z.strictObject({
  forge_task_id: StoryId,
  source: z.literal('forge'),
  session_id: z.string().min(1),
  task_type: z.enum(LAB_TASK_TYPES),
  urgency: z.enum(URGENCIES),
  skip_reviews: z.array(z.enum(SKIPPABLE_REVIEWS)).default([]),
  has_db_migration: z.boolean().default(false),
  has_api_changes: z.boolean().default(false),
  estimated_scope: z.enum(SCOPES).optional().describe('lab reads an absent scope as "medium"'),
});
export type CreateStoryArgs = z.infer<typeof CreateStoryArgs>;

/** The arguments of lab's `get_story_status`, exactly. */
export const GetStoryStatusArgs = z.strictObject({
  forge_task_id: StoryId,
  project_path: z.string().min(1).describe("the project's root folder"),
});

/** lab's answer to create_story: its own id for the story (a string or a number), and maybe its first status. */
export const CreatedStory = z
  .looseObject({
    lab_story_id: z.union([z.string().min(1), z.number()]).optional(),
    story_id: z.union([z.string().min(1), z.number()]).optional(),
    status: z.string().optional(),
  })
  .refine((answer) => answer.lab_story_id !== undefined || answer.story_id !== undefined, { message: 'lab_story_id' })
  .transform((answer) => ({ lab_story_id: String(answer.lab_story_id ?? answer.story_id), status: answer.status }));

const maybe = z.string().nullable().optional();

/** lab's answer to get_story_status. */
export const StoryStatusAnswer = z.looseObject({
  lab_story_id: z
    .union([z.string(), z.number()])
    .nullable()
    .optional()
    .transform((id) => (id === null || id === undefined ? null : String(id))),
  found: z.boolean(),
  status: maybe,
  title: maybe,
  assigned_to: maybe,
  started: maybe,
  completed: maybe,
  pr: maybe,
  branch: maybe,
});
export type StoryStatusAnswer = z.infer<typeof StoryStatusAnswer>;

/** The status an entry starts with when lab's create_story answer names none, and the one a story lab does not know gets. */
export const SUBMITTED = 'submitted';
export const NOT_FOUND = 'not_found';

/** Statuses after which lab's story no longer moves: such entries are not polled any more. */
export const CLOSED_STATUSES: ReadonlySet<string> = new Set(['done', 'completed', 'merged', 'released', 'closed', 'cancelled', 'rejected', NOT_FOUND]);

/**
 * One entry of `.forge/lab-stories.json`, keyed by `{project_id}/{forge_task_id}`. Entries written
 * before `status` and `last_checked` existed are read with `status: "submitted"` and
 * `last_checked: null` (never checked), and keep the fields they held.
 */
export const LabStoryRecord = z.looseObject({
  project_id: z.string(),
  forge_task_id: StoryId,
  lab_story_id: z.string(),
  status: z.string().default(SUBMITTED),
  last_checked: IsoTime.nullable().default(null),
});
export type LabStoryRecord = z.infer<typeof LabStoryRecord>;

export const LabStoriesFile = z.record(z.string(), LabStoryRecord);
export type LabStoriesFile = z.infer<typeof LabStoriesFile>;

export const labStoryKey = (projectId: string, forgeTaskId: string) => `${projectId}/${forgeTaskId}`;
