import {
  defineCommand
} from "./chunk-PZO625G3.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/hooks-install.js
import { resolve } from "node:path";
var hooks_install_default = defineCommand({
  usage: "forge hooks install --worktree DIR [--context FILE]",
  summary: "write or merge .claude/settings.local.json so Heimdall guards every tool call in a worktree",
  help: `options:
  --worktree DIR   the worker's worktree (required); the file is DIR/.claude/settings.local.json
  --context FILE   the task's <id>.context.json, passed to Heimdall (else it finds the task by cwd)

Existing keys and other hooks are kept; an older Heimdall entry is replaced; running it twice changes nothing.`,
  options: { worktree: { type: "string" }, context: { type: "string" } },
  async run(args, io) {
    const { worktree, context, project, json } = args.values;
    if (!worktree)
      throw new ForgeError("usage", "missing --worktree DIR\nusage: forge hooks install --worktree DIR [--context FILE]");
    const { installHooks } = await import("./chunk-NW55OKNA.js");
    const { heimdallEntries } = await import("./chunk-V7OI6NCM.js");
    const entries = heimdallEntries({ context: context ? resolve(io.cwd, context) : null, project: project ? resolve(io.cwd, project) : null });
    const result = await installHooks(resolve(io.cwd, worktree), entries);
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
