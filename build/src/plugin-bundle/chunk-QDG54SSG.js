import {
  readBodyInput
} from "./chunk-MMSYV4MA.js";
import {
  COMMON_FLAGS,
  countFlag,
  flagErrors,
  listFlag,
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

// dist/src/commands/handoff.js
var handoff_default = defineCommand({
  usage: "forge handoff --story ID --status completed|failed|blocked [options]",
  summary: "Worker: write the pr-handoff of a story, validated against the handoff schema first.",
  help: `Writes _vibe-chain-output/handoffs/<ID>-pr-handoff.md (temp file + rename). The daemon then
marks the story handed_off and the sentinel can confirm it.

required:
  --story ID          the story
  --status STATUS     completed, failed or blocked

options:
  --agent NAME        the worker (default: the story's agent, from .tracking.json or the inbox
                      folder holding its task file; required when neither knows the story)
  --summary TEXT      summary
  --branch NAME       branch
  --pr-url URL        pr_url
  --files A,B         files_changed: comma-separated paths
  --module NAME       module
  --tests-passed N    tests.passed (give both or neither)
  --tests-failed N    tests.failed
  --body TEXT         the Markdown body for the reviewers (default: the summary)
  --file PATH         the body from a file; --file - reads stdin
  --force             replace a valid <ID>-pr-handoff.md already written (one that does not
                      validate, which the daemon asks to be written again, is replaced without it)
  created_at is now, ipc_protocol is ipc-v1.

Exit 1 when the story is unknown (without --agent), belongs to another agent, or already has a
valid handoff (without --force); exit 2 on bad options. --json prints
{"ok":true,"story_id","agent","status","file"}, and "replaced_invalid":true when it replaced one
that did not validate.`,
  options: {
    ...COMMON_FLAGS,
    story: { type: "string" },
    status: { type: "string" },
    agent: { type: "string" },
    summary: { type: "string" },
    branch: { type: "string" },
    "pr-url": { type: "string" },
    files: { type: "string" },
    module: { type: "string" },
    "tests-passed": { type: "string" },
    "tests-failed": { type: "string" },
    body: { type: "string" },
    file: { type: "string" },
    force: { type: "boolean" }
  },
  async run(args, io) {
    const { handOff } = await import("./chunk-EWTJG6VY.js");
    const v = args.values;
    const passed = countFlag(v["tests-passed"], "--tests-passed");
    const failed = countFlag(v["tests-failed"], "--tests-failed");
    if (passed === void 0 !== (failed === void 0))
      throw new ForgeError("usage", "give --tests-passed and --tests-failed together");
    const draft = {
      story_id: requireFlag(v.story, "--story"),
      status: requireFlag(v.status, "--status"),
      agent: v.agent,
      summary: v.summary,
      branch: v.branch,
      pr_url: v["pr-url"],
      files_changed: listFlag(v.files),
      module: v.module,
      tests: passed === void 0 || failed === void 0 ? void 0 : { passed, failed }
    };
    const body = await readBodyInput(v, io) ?? (v.summary === void 0 ? "" : `${v.summary}
`);
    const root = resolveProjectRoot(v.project, io.cwd, io.env);
    const result = await handOff(root, draft, body, { now: (/* @__PURE__ */ new Date()).toISOString(), replace: v.force ?? false });
    if (!result.ok)
      throw flagErrors("handoff", result.errors, HANDOFF_FLAGS);
    const replaced = result.replaced_invalid ? ", replacing the one that did not validate" : "";
    io.stdout(v.json ? `${JSON.stringify(result)}
` : `handed off ${result.story_id} (${result.status}) for ${result.agent}: ${result.file}${replaced}
`);
    return 0;
  }
});
var HANDOFF_FLAGS = {
  story_id: "--story",
  status: "--status",
  agent: "--agent",
  summary: "--summary",
  branch: "--branch",
  pr_url: "--pr-url",
  files_changed: "--files",
  module: "--module",
  tests: "--tests-passed/--tests-failed"
};
export {
  handoff_default as default
};
