import {
  withRetryAfter
} from "./chunk-JHCKXXRS.js";
import {
  stableJson
} from "./chunk-OSW4CT7W.js";
import {
  LAB_STORIES_FILE
} from "./chunk-Z5HVWJKN.js";
import {
  KNOWN_TASK_TYPES,
  canonicalTaskType
} from "./chunk-MVX4HVOW.js";
import {
  diagnosticsFromZod
} from "./chunk-VNU2M2OD.js";
import {
  writeAtomic
} from "./chunk-F3DZ52RS.js";
import {
  StoryId
} from "./chunk-APORTJVU.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  renderDiagnostic
} from "./chunk-J6NZV2WI.js";
import "./chunk-CEHSRTBJ.js";
import {
  IsoTime
} from "./chunk-465MGB2C.js";
import {
  inProject
} from "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";

// dist/src/lab/lab-story.js
import { z } from "zod";
var SCOPES = ["small", "medium", "large"];
var PRIORITIES = ["low", "medium", "high"];
var SKIPPABLE_REVIEWS = ["code_review", "arch_review", "ux_review"];
var PRIORITY_OF_URGENCY = { low: "low", normal: "medium", high: "high" };
var CreateStoryArgs = z.object({
  project_id: z.string().min(1),
  forge_task_id: StoryId,
  type: z.enum(KNOWN_TASK_TYPES),
  priority: z.enum(PRIORITIES),
  skip_review: z.array(z.enum(SKIPPABLE_REVIEWS)),
  has_db_migration: z.boolean(),
  has_api_changes: z.boolean(),
  scope: z.enum(SCOPES).optional(),
  title: z.string().optional()
});
var GetStoryStatusArgs = z.object({
  project_id: z.string().min(1),
  forge_task_id: StoryId,
  story_id: z.string().optional().describe("lab's id, when create_story gave one")
});
var CreatedStory = z.looseObject({ story_id: z.union([z.string().min(1), z.number()]).transform(String) });
var LabStoryRecord = z.object({
  project_id: z.string(),
  forge_task_id: StoryId,
  lab_story_id: z.string(),
  type: z.string(),
  priority: z.enum(PRIORITIES),
  submitted_at: IsoTime
});
var LabStoriesFile = z.record(z.string(), LabStoryRecord);
var labStoryKey = (projectId, forgeTaskId) => `${projectId}/${forgeTaskId}`;

// dist/src/lab/lab-stories.js
import { readFile } from "node:fs/promises";
async function readLabStories(projectRoot) {
  let text;
  try {
    text = await readFile(inProject(projectRoot, LAB_STORIES_FILE), "utf8");
  } catch (error) {
    if (error.code === "ENOENT")
      return {};
    throw error;
  }
  let json;
  try {
    json = JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError))
      throw error;
    throw new ForgeError("bad_input", `${LAB_STORIES_FILE} is not valid JSON (${error.message}); fix it by hand: it records which tasks lab already has`);
  }
  const checked = LabStoriesFile.safeParse(json);
  if (!checked.success) {
    throw new ForgeError("bad_input", diagnosticsFromZod(LAB_STORIES_FILE, checked.error.issues).map(renderDiagnostic).join("\n"));
  }
  return checked.data;
}
async function writeLabStories(projectRoot, stories) {
  await writeAtomic(inProject(projectRoot, LAB_STORIES_FILE), stableJson(stories));
}

// dist/src/lab/story-submission.js
async function createLabStory(deps, input) {
  const key = labStoryKey(deps.projectId, input.forge_task_id);
  const known = (await readLabStories(deps.projectRoot))[key];
  if (known)
    return { created: false, key, record: known };
  const checked = CreateStoryArgs.safeParse({
    project_id: deps.projectId,
    forge_task_id: input.forge_task_id,
    type: canonicalTaskType(input.type),
    priority: PRIORITY_OF_URGENCY[input.urgency],
    skip_review: input.skip_review,
    has_db_migration: input.has_db_migration,
    has_api_changes: input.has_api_changes,
    scope: input.scope,
    title: input.title
  }, { reportInput: true });
  if (!checked.success)
    throw new ForgeError("usage", diagnosticsFromZod("create_story", checked.error.issues).map(renderDiagnostic).join("\n"));
  const answer = CreatedStory.safeParse(await callLab(deps, "create_story", checked.data));
  if (!answer.success)
    throw new ForgeError("bad_input", `lab's create_story answered without a story_id; nothing was written to ${LAB_STORIES_FILE}`);
  const record = {
    project_id: deps.projectId,
    forge_task_id: input.forge_task_id,
    lab_story_id: answer.data.story_id,
    type: checked.data.type,
    priority: checked.data.priority,
    submitted_at: deps.now()
  };
  const stories = await readLabStories(deps.projectRoot);
  stories[key] = record;
  await writeLabStories(deps.projectRoot, stories);
  return { created: true, key, record };
}
async function labStoryStatus(deps, forgeTaskId) {
  const record = (await readLabStories(deps.projectRoot))[labStoryKey(deps.projectId, forgeTaskId)] ?? null;
  const checked = GetStoryStatusArgs.safeParse({ project_id: deps.projectId, forge_task_id: forgeTaskId, story_id: record?.lab_story_id }, { reportInput: true });
  if (!checked.success)
    throw new ForgeError("usage", diagnosticsFromZod("get_story_status", checked.error.issues).map(renderDiagnostic).join("\n"));
  return { record, status: await callLab(deps, "get_story_status", checked.data) };
}
async function callLab(deps, tool, args) {
  const outcome = await withRetryAfter(async () => {
    const answer = await deps.transport.call(tool, args);
    if (answer.kind === "refused")
      throw new ForgeError("conflict", `lab refused ${tool}: ${answer.message}`);
    return answer.kind === "ok" ? { kind: "done", value: answer.value } : answer;
  }, deps.retry);
  if (outcome.kind === "done")
    return outcome.value;
  const after = outcome.retryAfterMs === null ? "" : ` (it asked to wait ${Math.ceil(outcome.retryAfterMs / 1e3)} s)`;
  throw new ForgeError("unavailable", `lab is rate-limiting ${tool}${after}: ${outcome.message}; nothing was written, try again later`);
}
export {
  createLabStory,
  labStoryStatus
};
