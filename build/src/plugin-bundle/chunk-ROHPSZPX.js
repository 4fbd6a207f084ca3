import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/hooks-install.js
import { resolve } from "node:path";
var hooks_install_default = defineCommand({
  usage: "forge hooks install [--worktree DIR] [--project DIR]",
  summary: "write or merge .claude/settings.local.json with Heimdall and the worker hooks, for workers started by hand without the plugin",
  help: `Writes the hooks a worker started by hand needs when it does not use the plugin: Heimdall
(PreToolUse), the Stop hook that delivers tasks and the Notification hook. Run it before the
session starts: Claude Code takes its hooks when a session starts, and a later change may or may
not be loaded.

The hooks name no agent and no story, so any number of workers may share the folder: each call
takes the agent from the session's FORGE_AGENT and the task from that agent's claim. Start each
worker with FORGE_AGENT=<name> (a session without it is no worker: the hooks do nothing in it,
Heimdall aside, which guards it with the task whose worktree holds it, if any).

options:
  --worktree DIR   the folder the workers' sessions run in (default: the project root); the file
                   is DIR/.claude/settings.local.json

Existing keys and other hooks are kept; older forge entries are replaced; running it twice
changes nothing. The file is checked against Claude Code's rules before it is written. With the
plugin installed as well, both run: Heimdall records each call once (by its tool_use_id) and a
session's Stop hook claims once.`,
  options: { worktree: { type: "string" }, context: { type: "string" } },
  async run(args, io) {
    const { worktree, context, project, json } = args.values;
    if (context !== void 0)
      throw new ForgeError("usage", "--context is gone: hooks written into a folder must not name a story, since any session may open the folder; Heimdall finds the task from the session (FORGE_AGENT and its claim)\nusage: forge hooks install [--worktree DIR] [--project DIR]");
    const [{ installHooks }, { heimdallEntries }, { workerHookEntries }, { clientConfig }, { resolveProjectRoot }] = await Promise.all([
      import("./chunk-VDWPBSFU.js"),
      import("./chunk-V7OI6NCM.js"),
      import("./chunk-ROALKHMI.js"),
      import("./chunk-HC3DYR3B.js"),
      import("./chunk-V36FZA4O.js")
    ]);
    const projectRoot = resolveProjectRoot(typeof project === "string" ? project : void 0, io.cwd, io.env);
    const config = await clientConfig(projectRoot, io.env);
    const entries = [...heimdallEntries({ context: null, project: projectRoot }), ...workerHookEntries(projectRoot, null, config)];
    const result = await installHooks(resolve(io.cwd, typeof worktree === "string" ? worktree : projectRoot), entries);
    if (json)
      io.stdout(`${JSON.stringify({ ok: true, file: result.file, changed: result.changed })}
`);
    else
      io.stdout(`${result.changed ? "wrote" : "unchanged"} ${result.file}
`);
    return 0;
  }
});
export {
  hooks_install_default as default
};
