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

// dist/src/commands/confirm.js
var confirm_default = defineCommand({
  usage: "forge confirm --story ID [--force] [--by NAME]",
  summary: "Sentinel: confirm a handed-off story by writing <id>.confirmed beside its task.",
  help: `Writes _vibe-chain-output/worker-inbox/<agent>/<ID>.confirmed (exclusive create), where <agent>
is the story's agent from .tracking.json or the inbox folder holding its task file. The daemon
then appends the story's final record to .history.jsonl and removes the task file, its signals,
its context and its tracking entry. Handoff files are left in place.

options:
  --story ID     the story (required)
  --force        confirm even when the story is not handed off (no valid pr-handoff or
                 error-handoff exists), for example to drop a timed-out or orphaned story
  --by NAME      who confirms, written into the signal as "by" (default: sentinel)

Confirming twice is not an error: the second run says the story was already confirmed.
Exit 1 when the story is unknown, is invalid (the daemon ignores .confirmed for an invalid
task), or is not handed off without --force; exit 2 on bad options. --json prints
{"ok":true,"story_id","agent","file","already_confirmed","handed_off"}.`,
  options: {
    ...COMMON_FLAGS,
    story: { type: "string" },
    force: { type: "boolean" },
    by: { type: "string" }
  },
  async run(args, io) {
    const [{ confirmStory }, { clientConfig }] = await Promise.all([import("./chunk-WMKMKZ62.js"), import("./chunk-HC3DYR3B.js")]);
    const v = args.values;
    const id = requireFlag(v.story, "--story");
    const root = resolveProjectRoot(v.project, io.cwd, io.env);
    const config = await clientConfig(root, io.env);
    const result = await confirmStory(root, id, {
      force: v.force ?? false,
      by: v.by ?? "sentinel",
      now: (/* @__PURE__ */ new Date()).toISOString(),
      maxBytes: config.daemon.max_task_bytes
    });
    if (!result.ok)
      throw flagErrors("story id", result.errors, { story_id: "--story" });
    const text = result.already_confirmed ? `${id} was already confirmed (${result.file})` : `confirmed ${id}: wrote ${result.file}; the daemon records it in the ledger and cleans up`;
    io.stdout(v.json ? `${JSON.stringify(result)}
` : `${text}
`);
    return 0;
  }
});
export {
  confirm_default as default
};
