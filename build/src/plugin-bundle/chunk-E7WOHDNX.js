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

// dist/src/commands/attach.js
var attach_default = defineCommand({
  usage: "forge attach NAME [--read-only] [--project DIR]",
  summary: "Attach to a managed worker's live session; Ctrl+D detaches and the worker keeps running.",
  help: `Runs tmux attach on the project's own socket (tmux -L forge-<project_id>), session NAME.
Ctrl+D detaches (so does the tmux prefix, Ctrl+B then d); the worker keeps running either way.

options:
  --read-only   watch without typing into the session

Needs tmux; on native Windows it fails with one line (run forge under WSL).`,
  options: { "read-only": { type: "boolean" } },
  allowPositionals: true,
  async run(args, io) {
    const name = args.positionals[0];
    if (!name || args.positionals.length > 1)
      throw new ForgeError("usage", "expected one worker name\nusage: forge attach NAME [--read-only]");
    const [{ clientConfig }, { workerSession }, { spawn }] = await Promise.all([
      import("./chunk-HC3DYR3B.js"),
      import("./chunk-A5V2CQHK.js"),
      import("node:child_process")
    ]);
    const root = resolveProjectRoot(args.values.project, io.cwd, io.env);
    const tmux = await workerSession(root, await clientConfig(root, io.env), name, io.env);
    const argv = ["-L", tmux.socket, "attach-session", "-t", `=${name}`, ...args.values["read-only"] ? ["-r"] : []];
    const env = { ...io.env };
    delete env.TMUX;
    const child = spawn("tmux", argv, { stdio: "inherit", env });
    return new Promise((resolve, reject) => {
      child.on("error", reject);
      child.on("exit", (code) => resolve(code ?? 1));
    });
  }
});
export {
  attach_default as default
};
