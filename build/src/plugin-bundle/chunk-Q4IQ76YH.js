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
} from "./chunk-PZO625G3.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import {
  resolveProjectRoot
} from "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/lab-dispatch.js
var lab_dispatch_default = defineCommand({
  usage: "forge lab dispatch --story ID --type TYPE [--file task.md] [options]",
  summary: "Reference dispatcher: give a story to a free worker, or run it in degraded mode when none is.",
  help: `Asks the daemon GET /api/workers/available?task_type=TYPE. A free worker gets the task in its
inbox (temp file + rename, as forge submit writes it). When no worker is free, or the daemon
does not answer within [lab] dispatch_timeout (2s), the story runs in degraded mode: [lab]
degraded_command (default "claude -p") with the worker's personality adapter prepended to the
prompt, in the task's worktree. A handshake (POST /api/handshake) runs first; a daemon speaking
another protocol or serving another project means degraded mode, with a warning.
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
  --detach            in degraded mode, return once the run has started instead of waiting for it

Exit 0 when the task is in an inbox, or the degraded run ended with a valid pr-handoff (or was
detached); 1 when the degraded run failed (an error-handoff records why) or the story cannot
be dispatched (id in use, bad options). --json prints {ok, mode, story_id, agent, ...}.`,
  options: {
    ...COMMON_FLAGS,
    ...TASK_FIELD_FLAGS,
    scope: { type: "string" },
    "skip-review": { type: "string" },
    "daemon-url": { type: "string" },
    detach: { type: "boolean" }
  },
  async run(args, io) {
    const [{ clientConfig }, { createDispatcher }, { daemonUrl, httpDaemonApi }, { recordDegradedEnd }, { SCOPES }] = await Promise.all([
      import("./chunk-MZKNPYBY.js"),
      import("./chunk-PAO4ZZ6V.js"),
      import("./chunk-J4ZW4PHK.js"),
      import("./chunk-HBVO5EF6.js"),
      import("./chunk-TNN3EOXZ.js")
    ]);
    const v = args.values;
    const root = resolveProjectRoot(v.project, io.cwd, io.env);
    const config = await clientConfig(root, io.env);
    const scope = v.scope;
    if (scope !== void 0 && !SCOPES.includes(scope))
      throw new ForgeError("usage", `--scope: expected one of ${SCOPES.join(", ")}, got ${JSON.stringify(scope)}`);
    const request = {
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
      io.stdout(v.json ? `${JSON.stringify({ ok: true, ...result })}
` : `dispatched ${result.story_id} to ${result.agent}: ${result.file}
`);
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
