import {
  COMMON_FLAGS
} from "./chunk-SJRH2Q4E.js";
import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/init.js
import { resolve } from "node:path";
var init_default = defineCommand({
  usage: "forge init [DIR]",
  summary: "Set a project up: commented config.toml, output folders, personality adapters, .gitignore lines.",
  help: `Creates, in DIR (default: --project, else the current directory):
  _vibe-chain/config.toml                 every key commented out with its default and meaning
  _vibe-chain/agents/forge/<agent>.md     personality adapters for the default roster
  _vibe-chain-output/worker-inbox/<agent>/, handoffs/, broadcasts/, lab/review-queue/
  .gitignore lines                        temp files of atomic writes, lock directories, the daemon lock and its cache
Idempotent: an existing file is never overwritten (it is listed as kept), and .gitignore only
gains the lines it lacks; a second run changes nothing. --json prints {ok, root, created, kept, gitignore}.
Next: forge doctor, then forge start.`,
  options: { ...COMMON_FLAGS },
  allowPositionals: true,
  async run(args, io) {
    const { initProject } = await import("./chunk-CH44C3XV.js");
    if (args.positionals.length > 1)
      throw new ForgeError("usage", `forge init takes one folder, got ${args.positionals.length}`);
    const root = resolve(io.cwd, args.positionals[0] ?? args.values.project ?? ".");
    const report = await initProject(root);
    if (args.values.json) {
      io.stdout(`${JSON.stringify({ ok: true, ...report })}
`);
      return 0;
    }
    const lines = [`forge init ${root}`];
    for (const path of report.created)
      lines.push(`  created ${path}`);
    for (const path of report.kept)
      lines.push(`  kept    ${path} (already there; not touched)`);
    lines.push(`  .gitignore: ${report.gitignore === "unchanged" ? "already has the vibe-chain lines" : report.gitignore}`);
    lines.push(report.created.length === 0 && report.gitignore === "unchanged" ? "nothing to do: the project was already set up" : "next: forge doctor, then forge start");
    io.stdout(`${lines.join("\n")}
`);
    return 0;
  }
});
export {
  init_default as default
};
