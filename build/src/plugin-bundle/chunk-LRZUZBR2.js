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

// dist/src/commands/pickup.js
import { randomUUID } from "node:crypto";
var pickup_default = defineCommand({
  usage: "forge pickup --agent NAME [--story ID] [--session ID]",
  summary: "Worker: claim the next task of an inbox by exclusive create of <id>.picked-up, and print it.",
  help: `Looks in _vibe-chain-output/worker-inbox/<NAME>/ for task files that are not picked up,
orphaned, timed out, escalated, confirmed or invalid, takes them in claim order (urgency high,
normal, low; then the oldest submitted_at; then the id) and claims the first one by creating
<id>.picked-up exclusively: of any number of racing pickers exactly one wins each task; a
picker that loses moves on to the next task. A task whose id also has a task file in another
agent's folder is left alone (the daemon reports the duplicate). With [dispatch]
respect_depends_on = true, a task waits until every story in its depends_on is handed off.

options:
  --agent NAME      the worker whose inbox to pick from (required)
  --story ID        claim this story only
  --session ID      session_id written into the claim (default: $FORGE_SESSION_ID, else a new UUID)

The claim file holds "agent", "session_id" and "at" as YAML key: value lines.
Prints the task as Markdown (front matter, then lab's instructions) and a one-line note on
stderr; --json prints {"ok":true,"story_id","agent","file","claim":{...},"front_matter":{...},"body"}.
Exit 1 when nothing could be claimed, with the reason (the inbox, how many tasks were in
which state); exit 2 on bad options.`,
  options: {
    ...COMMON_FLAGS,
    agent: { type: "string" },
    story: { type: "string" },
    session: { type: "string" }
  },
  async run(args, io) {
    const [{ pickNext }, { describeEmptyPick }, { clientConfig }, { renderFrontMatter }, { AgentName, StoryId }] = await Promise.all([
      import("./chunk-NC7CCPHD.js"),
      import("./chunk-7K33BKJZ.js"),
      import("./chunk-HC3DYR3B.js"),
      import("./chunk-Q6XA6AYW.js"),
      import("./chunk-CXHWFY6I.js")
    ]);
    const v = args.values;
    const agent = requireFlag(v.agent, "--agent");
    if (!AgentName.safeParse(agent).success)
      throw new ForgeError("usage", `--agent: expected an agent name (lower-case letters, digits, _ or -), got ${JSON.stringify(agent)}`);
    if (v.story !== void 0 && !StoryId.safeParse(v.story).success)
      throw new ForgeError("usage", `--story: expected a story id, got ${JSON.stringify(v.story)}`);
    const root = resolveProjectRoot(v.project, io.cwd, io.env);
    const config = await clientConfig(root, io.env);
    const result = await pickNext(root, {
      agent,
      story: v.story,
      session_id: v.session ?? io.env.FORGE_SESSION_ID ?? randomUUID(),
      now: () => (/* @__PURE__ */ new Date()).toISOString(),
      maxBytes: config.daemon.max_task_bytes,
      respectDependsOn: config.dispatch.respect_depends_on
    });
    if (!result.picked)
      throw new ForgeError("not_found", describeEmptyPick(result.tally, agent, v.story));
    const { picked } = result;
    if (v.json) {
      const claim = { file: picked.claimFile, ...picked.claim };
      io.stdout(`${JSON.stringify({ ok: true, story_id: picked.id, agent, file: picked.file, claim, front_matter: picked.frontMatter, body: picked.body })}
`);
    } else {
      io.stderr(`forge pickup: claimed ${picked.id} (${picked.claimFile})
`);
      io.stdout(renderFrontMatter(picked.frontMatter, picked.body));
    }
    return 0;
  }
});
export {
  pickup_default as default
};
