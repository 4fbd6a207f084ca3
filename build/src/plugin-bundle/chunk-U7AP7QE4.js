import {
  withRetryAfter
} from "./chunk-3CGSNBTG.js";
import {
  modifyLabStories,
  readLabStories,
  updateLabStories
} from "./chunk-YTGQNNBO.js";
import {
  CreateStoryArgs,
  CreatedStory,
  GetStoryStatusArgs,
  NOT_FOUND,
  SUBMITTED,
  StoryStatusAnswer,
  labStoryKey,
  labTaskType
} from "./chunk-Q6YQOQJE.js";
import {
  LAB_STORIES_FILE
} from "./chunk-2SZZPO6G.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  diagnosticsFromZod
} from "./chunk-WAEJA4S5.js";
import {
  renderDiagnostic
} from "./chunk-RMGIHFYB.js";

// dist/src/lab-link/story-submission.js
function createStoryArgs(sessionId, input) {
  const checked = CreateStoryArgs.safeParse({
    forge_task_id: input.forge_task_id,
    source: "forge",
    session_id: sessionId,
    task_type: labTaskType(input.task_type),
    urgency: input.urgency,
    skip_reviews: input.skip_reviews,
    has_db_migration: input.has_db_migration,
    has_api_changes: input.has_api_changes,
    ...input.estimated_scope === void 0 ? {} : { estimated_scope: input.estimated_scope }
  }, { reportInput: true });
  if (!checked.success)
    throw new ForgeError("usage", diagnosticsFromZod("create_story", checked.error.issues).map(renderDiagnostic).join("\n"));
  return checked.data;
}
async function createLabStory(deps, input) {
  const key = labStoryKey(deps.projectId, input.forge_task_id);
  const known = (await readLabStories(deps.projectRoot))[key];
  if (known)
    return { created: false, key, record: known };
  const args = createStoryArgs(deps.sessionId, input);
  const answer = CreatedStory.safeParse(await callLab(deps, "create_story", args));
  if (!answer.success)
    throw new ForgeError("bad_input", `lab's create_story answered without a lab_story_id; nothing was written to ${LAB_STORIES_FILE}`);
  const record = {
    project_id: deps.projectId,
    forge_task_id: input.forge_task_id,
    lab_story_id: answer.data.lab_story_id,
    status: answer.data.status ?? SUBMITTED,
    last_checked: deps.now()
  };
  const stories = await modifyLabStories(deps.projectRoot, (current) => {
    if (current[key])
      return false;
    current[key] = record;
    return true;
  });
  return { created: true, key, record: stories[key] };
}
function storyStatusArgs(projectRoot, forgeTaskId) {
  const checked = GetStoryStatusArgs.safeParse({ forge_task_id: forgeTaskId, project_path: projectRoot }, { reportInput: true });
  if (!checked.success)
    throw new ForgeError("usage", diagnosticsFromZod("get_story_status", checked.error.issues).map(renderDiagnostic).join("\n"));
  return checked.data;
}
function readStatusAnswer(value) {
  const checked = StoryStatusAnswer.safeParse(value);
  if (checked.success)
    return { ok: true, answer: checked.data };
  return { ok: false, problem: diagnosticsFromZod("lab's get_story_status answer", checked.error.issues).map(renderDiagnostic).join("; ") };
}
var statusFromAnswer = (answer) => answer.found ? answer.status ?? SUBMITTED : NOT_FOUND;
async function labStoryStatus(deps, forgeTaskId) {
  const key = labStoryKey(deps.projectId, forgeTaskId);
  const value = await callLab(deps, "get_story_status", storyStatusArgs(deps.projectRoot, forgeTaskId));
  const read = readStatusAnswer(value);
  if (!read.ok)
    throw new ForgeError("bad_input", read.problem);
  const updated = await updateLabStories(deps.projectRoot, { [key]: { status: statusFromAnswer(read.answer), last_checked: deps.now() } });
  return { record: updated[key] ?? null, status: read.answer };
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
  createStoryArgs,
  createLabStory,
  storyStatusArgs,
  readStatusAnswer,
  statusFromAnswer,
  labStoryStatus
};
