import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/hook-pre-tool.js
var hook_pre_tool_default = defineCommand({
  usage: "forge hook pre-tool [--context FILE] < hook-input.json",
  summary: "Heimdall as a forge verb: the Claude Code PreToolUse hook (same as bin-scripts/heimdall)",
  help: `options:
  --context FILE   the task's <id>.context.json (else FORGE_CONTEXT, else the tracked task whose worktree holds cwd)

Reads the PreToolUse JSON on stdin. Exit 0 allows; exit 2 blocks, with the reason on stderr and a
deny decision on stdout. bin-scripts/heimdall starts faster and is what forge hooks install uses.`,
  options: { context: { type: "string" } },
  async run(args, io) {
    const { runHook } = await import("./chunk-K2R745XJ.js");
    const { diskFsView } = await import("./chunk-HFRKG3OH.js");
    const { systemClock } = await import("./chunk-T7EV6BHS.js");
    const result = await runHook(await io.readStdin(), { context: args.values.context ?? null, project: args.values.project ?? null }, { env: io.env, processCwd: io.cwd, clock: systemClock, fs: diskFsView });
    if (result.stdout)
      io.stdout(result.stdout);
    if (result.stderr)
      io.stderr(result.stderr);
    return result.exitCode;
  }
});
export {
  hook_pre_tool_default as default
};
