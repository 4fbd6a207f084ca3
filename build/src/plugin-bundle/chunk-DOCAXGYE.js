import {
  COMMON_FLAGS,
  flagErrors,
  requireFlag
} from "./chunk-SJRH2Q4E.js";
import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  resolveProjectRoot
} from "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/release.js
var release_default = defineCommand({
  usage: "forge release --story ID",
  summary: "Person: release a stuck claim by removing <id>.picked-up; the story is submitted again.",
  help: `Removes _vibe-chain-output/worker-inbox/<agent>/<ID>.picked-up. The daemon puts the story back
to submitted with a fresh orphan window, and any worker may claim it (PROTOCOL.md 10.3). The
worker that held it is not told: stop it first if it is still working.

options:
  --story ID     the story (required)

Exit 1 when the story is unknown, has no claim, is confirmed, or timed out (its .timeout keeps
it timed out: forge retry writes a fresh task instead); exit 2 on bad options. --json prints
{"ok":true,"story_id","agent","file"}.`,
  options: { ...COMMON_FLAGS, story: { type: "string" } },
  async run(args, io) {
    const { releaseClaim } = await import("./chunk-IID5W2RS.js");
    const v = args.values;
    const root = resolveProjectRoot(v.project, io.cwd, io.env);
    const result = await releaseClaim(root, requireFlag(v.story, "--story"));
    if (!result.ok)
      throw flagErrors("story id", result.errors, { story_id: "--story" });
    io.stdout(v.json ? `${JSON.stringify(result)}
` : `released ${result.story_id}: removed ${result.file}; the story is submitted again
`);
    return 0;
  }
});
export {
  release_default as default
};
