import {
  IsoTime
} from "./chunk-G6RW7TDQ.js";
import {
  StoryId
} from "./chunk-APORTJVU.js";
import {
  URGENCIES
} from "./chunk-5U7VJXKJ.js";

// dist/src/lab-link/lab-story.js
import { z } from "zod";
var LAB_TASK_TYPES = ["frontend", "backend", "arch", "docs", "test", "devops", "security"];
var SCOPES = ["small", "medium", "large"];
var SKIPPABLE_REVIEWS = ["code_review", "arch_review", "ux_review"];
var LAB_TYPE_OF = { arch_review: "arch" };
var labTaskType = (taskType) => LAB_TYPE_OF[taskType] ?? taskType;
var CreateStoryArgs = z.strictObject({
  forge_task_id: StoryId,
  source: z.literal("forge"),
  session_id: z.string().min(1),
  task_type: z.enum(LAB_TASK_TYPES),
  urgency: z.enum(URGENCIES),
  skip_reviews: z.array(z.enum(SKIPPABLE_REVIEWS)).default([]),
  has_db_migration: z.boolean().default(false),
  has_api_changes: z.boolean().default(false),
  estimated_scope: z.enum(SCOPES).optional().describe('lab reads an absent scope as "medium"')
});
var GetStoryStatusArgs = z.strictObject({
  forge_task_id: StoryId,
  project_path: z.string().min(1).describe("the project's root folder")
});
var CreatedStory = z.looseObject({
  lab_story_id: z.union([z.string().min(1), z.number()]).optional(),
  story_id: z.union([z.string().min(1), z.number()]).optional(),
  status: z.string().optional()
}).refine((answer) => answer.lab_story_id !== void 0 || answer.story_id !== void 0, { message: "lab_story_id" }).transform((answer) => ({ lab_story_id: String(answer.lab_story_id ?? answer.story_id), status: answer.status }));
var maybe = z.string().nullable().optional();
var StoryStatusAnswer = z.looseObject({
  lab_story_id: z.union([z.string(), z.number()]).nullable().optional().transform((id) => id === null || id === void 0 ? null : String(id)),
  found: z.boolean(),
  status: maybe,
  title: maybe,
  assigned_to: maybe,
  started: maybe,
  completed: maybe,
  pr: maybe,
  branch: maybe
});
var SUBMITTED = "submitted";
var NOT_FOUND = "not_found";
var CLOSED_STATUSES = /* @__PURE__ */ new Set(["done", "completed", "merged", "released", "closed", "cancelled", "rejected", NOT_FOUND]);
var LabStoryRecord = z.looseObject({
  project_id: z.string(),
  forge_task_id: StoryId,
  lab_story_id: z.string(),
  status: z.string().default(SUBMITTED),
  last_checked: IsoTime.nullable().default(null)
});
var LabStoriesFile = z.record(z.string(), LabStoryRecord);
var labStoryKey = (projectId, forgeTaskId) => `${projectId}/${forgeTaskId}`;

export {
  LAB_TASK_TYPES,
  SCOPES,
  SKIPPABLE_REVIEWS,
  labTaskType,
  CreateStoryArgs,
  GetStoryStatusArgs,
  CreatedStory,
  StoryStatusAnswer,
  SUBMITTED,
  NOT_FOUND,
  CLOSED_STATUSES,
  LabStoryRecord,
  LabStoriesFile,
  labStoryKey
};
