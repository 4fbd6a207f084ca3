import {
  COMMON_FLAGS,
  requireFlag
} from "./chunk-SJRH2Q4E.js";
import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  resolveProjectRoot
} from "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/story-status.js
var MAX_ANSWER_CHARS = 8e3;
var story_status_default = defineCommand({
  usage: "forge story status --task-id ID [--local]",
  summary: "Where a submitted task's story is: lab's get_story_status, and what the daemon last heard.",
  help: `Calls get_story_status on lab's MCP server ([lab] sentinel_mcp) with exactly
{forge_task_id, project_path} and prints lab's answer {lab_story_id, found, status, title,
assigned_to, started, completed, pr, branch} (cut at 8,000 characters). The task's entry in
.forge/lab-stories.json takes lab's status and last_checked. Then it prints the entry and the
relay subscription's state (.forge/lab-relay.json), which the daemon keeps current by polling
and from lab's relay.

  --local    do not ask lab: print the entry and the relay's state only (also what happens
             when [lab] sentinel_mcp is not set)

Exit 1 when lab is unreachable or refuses, or (--local) the task was not submitted from here.
--json prints {ok, record, status, relay}; status is null with --local.`,
  options: { ...COMMON_FLAGS, "task-id": { type: "string" }, local: { type: "boolean" } },
  async run(args, io) {
    const [{ clientConfig }, { withLab }, { labStoryStatus }, { readLabStories }, { labStoryKey }, { projectIdOf }, { readRelayState }] = await Promise.all([
      import("./chunk-HC3DYR3B.js"),
      import("./chunk-5CHQMPMO.js"),
      import("./chunk-GEHRL4PC.js"),
      import("./chunk-COVYJGL3.js"),
      import("./chunk-ZZZSKI22.js"),
      import("./chunk-2PVYZECN.js"),
      import("./chunk-MUQ6EEZQ.js")
    ]);
    const taskId = requireFlag(args.values["task-id"], "--task-id");
    const root = resolveProjectRoot(args.values.project, io.cwd, io.env);
    const config = await clientConfig(root, io.env);
    const local = Boolean(args.values.local) || !config.lab.sentinel_mcp;
    const key = labStoryKey(projectIdOf(config, root), taskId);
    const answer = local ? { record: (await readLabStories(root))[key] ?? null, status: null } : await withLab(root, config, io.env, (deps) => labStoryStatus(deps, taskId));
    if (local && answer.record === null)
      throw new ForgeError("not_found", `${taskId} was not submitted from this project (no ${key} in .forge/lab-stories.json); forge story create submits it`);
    const relay = await readRelayState(root);
    const status = JSON.stringify(answer.status);
    const shown = status.length > MAX_ANSWER_CHARS ? { truncated: true, text: status.slice(0, MAX_ANSWER_CHARS) } : answer.status;
    if (args.values.json) {
      io.stdout(`${JSON.stringify({ ok: true, record: answer.record, status: shown, relay })}
`);
      return 0;
    }
    const lines = [];
    if (answer.status !== null) {
      lines.push(answer.record ? `${taskId}: lab story ${answer.record.lab_story_id}` : `${taskId}: not submitted from this project (asked lab by task id)`);
      lines.push(Object.entries(answer.status).map(([name, value]) => `  ${name}: ${typeof value === "string" ? value : JSON.stringify(value)}`).join("\n").slice(0, MAX_ANSWER_CHARS));
    }
    if (answer.record)
      lines.push(`recorded: ${answer.record.status} (last checked ${answer.record.last_checked ?? "never"})`);
    lines.push(relay ? `relay: ${relay.state}${relay.reason ? ` (${relay.reason})` : ""}, last event ${relay.last_event_at ?? "none"}` : "relay: no subscription ([lab] relay_url)");
    io.stdout(`${lines.join("\n")}
`);
    return 0;
  }
});
export {
  story_status_default as default
};
