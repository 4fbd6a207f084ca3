import {
  COMMON_FLAGS,
  requireFlag
} from "./chunk-3HEXMPJR.js";
import {
  defineCommand
} from "./chunk-PKB7GABL.js";
import "./chunk-AZZCPNZU.js";
import "./chunk-54LJ5TLE.js";
import {
  resolveProjectRoot
} from "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/story-status.js
var MAX_ANSWER_CHARS = 8e3;
var story_status_default = defineCommand({
  usage: "forge story status --task-id ID",
  summary: "Ask lab where a submitted task's story is (lab's get_story_status).",
  help: `Calls get_story_status on lab's MCP server ([lab] sentinel_mcp) with {project_id,
forge_task_id, story_id?}, where story_id is lab's id from .forge/lab-stories.json when the task
was submitted from here. Prints lab's answer (cut at 8,000 characters). Exit 1 when lab is
unreachable or refuses. --json prints {ok, record, status}.`,
  options: { ...COMMON_FLAGS, "task-id": { type: "string" } },
  async run(args, io) {
    const [{ clientConfig }, { withLab }, { labStoryStatus }] = await Promise.all([
      import("./chunk-HGZZPOSF.js"),
      import("./chunk-TO3HRET2.js"),
      import("./chunk-LAMULR6R.js")
    ]);
    const taskId = requireFlag(args.values["task-id"], "--task-id");
    const root = resolveProjectRoot(args.values.project, io.cwd, io.env);
    const config = await clientConfig(root, io.env);
    const answer = await withLab(root, config, io.env, (deps) => labStoryStatus(deps, taskId));
    const status = JSON.stringify(answer.status);
    const shown = status.length > MAX_ANSWER_CHARS ? { truncated: true, text: status.slice(0, MAX_ANSWER_CHARS) } : answer.status;
    if (args.values.json) {
      io.stdout(`${JSON.stringify({ ok: true, record: answer.record, status: shown })}
`);
      return 0;
    }
    const header = answer.record ? `${taskId}: lab story ${answer.record.lab_story_id}` : `${taskId}: not submitted from this project (asked lab by task id)`;
    const lines = Object.entries(answer.status).map(([key, value]) => `  ${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`);
    io.stdout(`${header}
${lines.join("\n").slice(0, MAX_ANSWER_CHARS)}
`);
    return 0;
  }
});
export {
  story_status_default as default
};
