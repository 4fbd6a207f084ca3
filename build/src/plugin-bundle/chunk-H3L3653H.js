import {
  TASK_FIELD_FLAGS,
  taskFieldsFromFlags
} from "./chunk-DSVJTDXG.js";
import {
  readBodyInput
} from "./chunk-MMSYV4MA.js";
import {
  COMMON_FLAGS,
  listFlag
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

// dist/src/commands/lab-dispatch.js
var lab_dispatch_default = defineCommand({
  usage: "forge lab dispatch --story ID --type TYPE [--file task.md] [options]",
  summary: "Reference dispatcher: give a story to a free worker, or run it in degraded mode when none is.",
  help: `Asks the daemon GET /api/workers/available?task_type=TYPE. A free worker gets the task in its
inbox (temp file + rename, as forge submit writes it). A handshake (POST /api/handshake) runs
first. When the worker is not free (busy, offline, no worker for the type), the daemon does not
answer within [lab] dispatch_timeout (2s), or it speaks another protocol or serves another
project, [lab] when_busy decides (--when-busy overrides it):

  degraded (the default)  the story runs now in degraded mode: [lab] degraded_command (default
            "claude -p") with the worker's personality adapter prepended to the prompt, in the
            task's worktree. "claude" is the worker's own Claude Code when its [workers.NAME]
            command names one by path, else claude on PATH; a client that is not found is said
            before anything runs (forge doctor checks it too, check "degraded command"). The
            orphan window ([timeouts] orphan, 5m) only covers a free worker that does not pick
            its task up: then forge lab sentinel runs the story in degraded mode.
  queue     the task goes into the roster worker's inbox anyway and waits there until the
            worker takes it. The orphan window is then the longest it may wait: a task still
            not picked up [timeouts] orphan after it was submitted is orphaned, and the sentinel
            leaves it for a person (forge retry --story ID) instead of running it degraded. Set
            [timeouts] orphan longer than the work queued ahead of it. A type no roster worker
            takes is refused.

A --type a typo away from a task type the roster takes (frontent) is refused, naming it.
Every outcome is appended to _vibe-chain-output/lab/pipeline.jsonl; a degraded run's output goes
to _vibe-chain-output/lab/degraded/<ID>.log.

options:
  --story ID          story id (required)
  --type TYPE         task type (required): decides the worker
  --file PATH         lab's instructions (the task body); --file - reads stdin
  --body TEXT         the instructions as given
  --worktree PATH     worktree_path (default: the project root)
  --urgency LEVEL     low, normal or high
  --title TEXT        title
  --branch NAME       assigned_branch
  --module NAME       module
  --batch NAME        batch
  --depends-on IDS    depends_on, comma-separated
  --db-migration      has_db_migration: true
  --api-changes       has_api_changes: true
  --scope SIZE        small, medium (default) or large: with the flags, decides the review chain
  --skip-review LIST  reviews to skip, comma-separated (not those a flag forces)
  --daemon-url URL    the daemon's HTTP API (default: http://[forge] bind:[forge] dashboard_port)
  --when-busy POLICY  degraded or queue: what to do when the worker is not free (default:
                      [lab] when_busy, which defaults to degraded)
  --detach            in degraded mode, return once the run has started instead of waiting for it

Exit 0 when the task is in an inbox (queued or not), or the degraded run ended with a valid
pr-handoff (or was detached); 1 when the degraded run failed (an error-handoff records why), its
client is not found (nothing runs, nothing is written) or the story cannot be dispatched (id in
use); 2 on bad options. --json prints {ok, mode, story_id, agent, queued?, ...}.`,
  options: {
    ...COMMON_FLAGS,
    ...TASK_FIELD_FLAGS,
    scope: { type: "string" },
    "skip-review": { type: "string" },
    "daemon-url": { type: "string" },
    "when-busy": { type: "string" },
    detach: { type: "boolean" }
  },
  async run(args, io) {
    const [{ clientConfig }, { createDispatcher }, { daemonUrl, httpDaemonApi }, { recordDegradedEnd }, { SCOPES }] = await Promise.all([
      import("./chunk-HC3DYR3B.js"),
      import("./chunk-EBEEEXSX.js"),
      import("./chunk-AOLN6UDW.js"),
      import("./chunk-DVCF4CIY.js"),
      import("./chunk-ZZZSKI22.js")
    ]);
    const v = args.values;
    const root = resolveProjectRoot(v.project, io.cwd, io.env);
    const config = await clientConfig(root, io.env);
    const scope = v.scope;
    if (scope !== void 0 && !SCOPES.includes(scope))
      throw new ForgeError("usage", `--scope: expected one of ${SCOPES.join(", ")}, got ${JSON.stringify(scope)}`);
    const whenBusy = v["when-busy"];
    if (whenBusy !== void 0 && whenBusy !== "degraded" && whenBusy !== "queue")
      throw new ForgeError("usage", `--when-busy: expected degraded or queue, got ${JSON.stringify(whenBusy)}`);
    const request = {
      when_busy: whenBusy,
      ...taskFieldsFromFlags(v),
      estimated_scope: scope,
      skip_reviews: listFlag(v["skip-review"]),
      worktree_path: v.worktree ?? root,
      body: await readBodyInput(v, io) ?? ""
    };
    const now = () => (/* @__PURE__ */ new Date()).toISOString();
    const dispatcher = createDispatcher({
      projectRoot: root,
      config,
      env: io.env,
      api: httpDaemonApi(v["daemon-url"] ?? daemonUrl(config), config.lab.dispatch_timeout),
      warn: (message) => io.stderr(`forge lab dispatch: warning: ${message}
`),
      now
    });
    const result = await dispatcher.dispatch(request);
    if (result.mode === "inbox") {
      const line = result.queued ? `queued ${result.story_id} for ${result.agent} (${result.queued}): it waits in ${result.file} until ${result.agent} takes it, for at most the orphan window ([timeouts] orphan)
` : `dispatched ${result.story_id} to ${result.agent}: ${result.file}
`;
      io.stdout(v.json ? `${JSON.stringify({ ok: true, ...result })}
` : line);
      return 0;
    }
    const started = {
      ok: true,
      mode: result.mode,
      story_id: result.story_id,
      agent: result.agent,
      reason: result.reason,
      pid: result.run.pid,
      log: result.run.log,
      command: result.run.command
    };
    if (!v.json)
      io.stdout(`${result.story_id}: ${result.reason}; running it in degraded mode: ${result.run.command} (pid ${result.run.pid ?? "?"}), output in ${result.run.log}
`);
    if (v.detach) {
      if (v.json)
        io.stdout(`${JSON.stringify(started)}
`);
      return 0;
    }
    const stop = () => result.run.stop();
    io.stopSignal.addEventListener("abort", stop, { once: true });
    const end = await recordDegradedEnd(root, result.run, { now, maxBytes: config.daemon.max_task_bytes, interrupted: () => io.stopSignal.aborted });
    io.stopSignal.removeEventListener("abort", stop);
    if (v.json)
      io.stdout(`${JSON.stringify({ ...started, ok: end.outcome === "done", outcome: end.outcome, exit: end.exit, reason: end.reason ?? result.reason })}
`);
    else
      io.stdout(end.outcome === "done" ? `${result.story_id}: degraded run ended (${end.exit}) with a pr-handoff
` : `${result.story_id}: degraded run ended (${end.exit}) without a valid pr-handoff (${end.reason}); wrote the error-handoff
`);
    return end.outcome === "done" ? 0 : 1;
  }
});
export {
  lab_dispatch_default as default
};
