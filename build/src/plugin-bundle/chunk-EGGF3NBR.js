import {
  WATCH_SETTINGS
} from "./chunk-BFNLOJGG.js";
import {
  DEFAULT_SANDBOX_HOSTS,
  DEFAULT_SANDBOX_WRITE,
  SANDBOX_MODES
} from "./chunk-FT4YIKO6.js";
import {
  Duration
} from "./chunk-PGCD7JVV.js";

// dist/protocol/config.js
import { z } from "zod";
var dur = (fallback) => Duration.prefault(fallback);
var WorkerConfig = z.object({
  task_types: z.array(z.string()).describe("task types this worker takes"),
  adapter: z.string().optional().describe("personality adapter path, relative to the project root"),
  command: z.array(z.string()).refine((argv) => argv.length > 0, "at least the program to run").optional().describe('argv of the managed worker; default ["claude", "--dangerously-skip-permissions"]'),
  cwd: z.string().optional().describe("folder the managed worker starts in, relative to the project root; default the project root"),
  env: z.record(z.string(), z.string()).optional().describe("extra environment of the managed worker (VIBE_LAB_FORGE_TOKEN is never passed on)"),
  host: z.string().min(1).optional().describe("host name of the machine whose daemon runs this managed worker (a holder or a standby there); default the lease holder's host")
});
var DEFAULT_ROSTER = {
  anvil: ["frontend", "fullstack"],
  furnace: ["backend", "devops", "docs", "security"],
  crucible: ["test"],
  temper: ["code_review"],
  architect: ["arch_review"],
  pixel: ["ux_review"]
};
var DEFAULT_WORKER_COMMAND = ["claude", "--dangerously-skip-permissions"];
var ForgeSection = z.object({
  project_id: z.string().optional().describe("project id; defaults to the project folder name"),
  dashboard_port: z.number().int().min(0).max(65535).default(2800).describe("port of the HTTP API and dashboard"),
  bind: z.string().default("127.0.0.1").describe("interface the HTTP API binds to"),
  cors_origins: z.array(z.string()).default([]).describe("browser origins allowed to call the HTTP API")
});
var TimeoutsSection = z.object({
  orphan: dur("5m").describe("a task not picked up this long after submitted_at is orphaned"),
  dev: dur("30m").describe("stage timeout of dev tasks, counted from the pickup"),
  code_review: dur("15m").describe("stage timeout of code reviews"),
  arch_review: dur("15m").describe("stage timeout of architecture reviews"),
  ux_review: dur("10m").describe("stage timeout of UX reviews"),
  test: dur("20m").describe("stage timeout of test tasks"),
  stall: dur("10m").describe("a picked-up task whose worker shows no sign of life this long is flagged stalled")
});
var DaemonSection = z.object({
  reconcile_interval: dur("30s").describe("how often every story is re-read from its files"),
  settle: dur("250ms").describe("how long a file that fails to parse may still be being written"),
  batch_window: dur("5ms").describe("how long tracking writes that arrive together are coalesced"),
  watch: z.enum(WATCH_SETTINGS).default("auto").describe('"auto" polls when the project is on a network or FUSE filesystem (where native events miss other hosts) and watches natively elsewhere; "native" or "poll" force one'),
  poll_interval: dur("1s").describe("polling period when the daemon polls: each watched folder is listed and each file in it opened this often"),
  max_task_bytes: z.number().int().positive().default(1048576).describe("largest task or handoff file read"),
  lease_ttl: dur("8s").describe("the daemon lease's time to live: a standby takes over once the holder has not renewed for this long")
});
var HeimdallSection = z.object({
  escalate_after: z.number().int().positive().default(3).describe("blocked tool calls on one story before Heimdall escalates it"),
  on_parse_error: z.enum(["block", "allow"]).default("block").describe("what Heimdall does with a command it cannot parse"),
  deny: z.array(z.string()).default([]).describe("extra command patterns to block"),
  allow: z.array(z.string()).default([]).describe("extra command patterns to allow"),
  allow_temp_writes: z.boolean().default(true).describe("let workers write (not recursively delete) in the system temp folder"),
  sandbox: z.enum(SANDBOX_MODES).default("required").describe("the OS sandbox under managed workers and degraded runs: required (refuse to start without it), best-effort, off"),
  sandbox_hosts: z.array(z.string()).default([...DEFAULT_SANDBOX_HOSTS]).describe("hosts sandboxed commands may reach (package registries by default)"),
  sandbox_write: z.array(z.string()).default([...DEFAULT_SANDBOX_WRITE]).describe("folders beside the worktree sandboxed commands may write (toolchain caches by default)")
});
var WorkersSection = z.object({
  offline_after: dur("15m").describe("a worker silent this long is offline"),
  idle_wait: dur("60s").describe("how long the Stop hook waits for a task before letting the session stop"),
  prompt_budget: z.number().int().positive().default(24576).describe("bytes of adapter plus instructions in a prompt")
}).catchall(WorkerConfig);
var TranscriptsSection = z.object({
  dirs: z.array(z.string()).default([]).describe("extra folders of Claude Code transcripts")
});
var CompoundSection = z.object({
  threshold_tokens: z.number().int().positive().default(1e5).describe("transcript tokens that trigger the compound command"),
  command: z.string().optional().describe("command run to compound a long transcript"),
  lock_stale: dur("3h").describe("a compound lock its holder has not refreshed for this long (the holder died) is taken over"),
  on_precompact: z.boolean().default(true).describe("the PreCompact hook runs the command when the session passed the watermark")
});
var LabSection = z.object({
  hub_url: z.string().optional().describe("lab hub; when set, the daemon POSTs each event to {hub_url}/api/projects/{project_id}/events"),
  degraded_command: z.string().default("claude -p").describe("command run with the prompt as last argument when no worker can take a task; a bare claude is the worker's own Claude Code when its command names one"),
  when_busy: z.enum(["degraded", "queue"]).default("degraded").describe('what forge lab dispatch does when the worker is not free: "degraded" runs degraded_command now, "queue" puts the task in its inbox to wait'),
  sentinel_mcp: z.string().optional().describe("command that starts lab's MCP server over stdio (forge story create/status)"),
  dispatch_timeout: dur("2s").describe("how long the dispatcher waits for the daemon before spawning in degraded mode"),
  sentinel_interval: dur("2s").describe("how often the sentinel re-reads .tracking.json besides reacting to file events"),
  events_timeout: dur("1s").describe("timeout of one event POST to the hub"),
  events_queue: z.number().int().positive().default(1e3).describe("events held while the hub is slow or down; the oldest are dropped beyond this"),
  events_max_bytes: z.number().int().positive().default(10485760).describe("_vibe-chain-output/events.jsonl is rotated to events.jsonl.1 at this size"),
  // The way back from lab: polling get_story_status (FORGE-5) and the relay subscription (FORGE-6).
  status_poll_interval: dur("30s").describe("how often the daemon asks lab (get_story_status) about open stories of .forge/lab-stories.json"),
  status_poll_batch: z.number().int().positive().default(3).describe("stories asked about per poll, the longest unchecked first"),
  relay_url: z.string().optional().describe("lab's relay (wss://host); when set, the daemon subscribes to {relay_url}/subscribe?project={project_id} with $VIBE_LAB_FORGE_TOKEN")
});
var DispatchSection = z.object({
  respect_depends_on: z.boolean().default(false).describe("the Stop hook skips tasks whose depends_on are not handed off yet")
});
var SupervisorSection = z.object({
  enabled: z.boolean().default(false).describe("the daemon runs the workers itself, one tmux session each"),
  workers: z.array(z.string()).optional().describe("the workers it runs; default every roster worker"),
  restart_backoff: dur("1s").describe("wait before restarting a worker that exited, doubling up to max_backoff"),
  max_backoff: dur("5m").describe("longest wait between restarts"),
  crash_loop: z.number().int().positive().default(5).describe("this many exits within crash_window make the worker failed"),
  crash_window: dur("10m").describe("window in which crash_loop exits make the worker failed"),
  stop_grace: dur("10s").describe("how long a stopping worker may take before it is killed"),
  keep_workers_on_stop: z.boolean().default(false).describe("leave the workers running when the daemon stops")
});
var Config = z.object({
  forge: ForgeSection.prefault({}),
  timeouts: TimeoutsSection.prefault({}),
  daemon: DaemonSection.prefault({}),
  heimdall: HeimdallSection.prefault({}),
  workers: WorkersSection.prefault({}),
  transcripts: TranscriptsSection.prefault({}),
  compound: CompoundSection.prefault({}),
  lab: LabSection.prefault({}),
  dispatch: DispatchSection.prefault({}),
  supervisor: SupervisorSection.prefault({})
});
var DEFAULT_CONFIG = Config.parse({});
function rosterOf(config) {
  const configured = {};
  for (const [key, value] of Object.entries(config.workers)) {
    if (typeof value === "object" && value !== null && "task_types" in value)
      configured[key] = value;
  }
  if (Object.keys(configured).length > 0)
    return configured;
  return Object.fromEntries(Object.entries(DEFAULT_ROSTER).map(([name, types]) => [name, { task_types: types }]));
}
function workerCommandOf(config, agent) {
  return rosterOf(config)[agent]?.command ?? DEFAULT_WORKER_COMMAND;
}
function workerEnvOf(config, agent) {
  return rosterOf(config)[agent]?.env ?? {};
}
function stageTimeout(config, stage) {
  return config.timeouts[stage];
}
function managedWorkers(config) {
  if (!config.supervisor.enabled)
    return [];
  return config.supervisor.workers ?? Object.keys(rosterOf(config));
}

export {
  WorkerConfig,
  DEFAULT_ROSTER,
  DEFAULT_WORKER_COMMAND,
  ForgeSection,
  TimeoutsSection,
  DaemonSection,
  HeimdallSection,
  WorkersSection,
  TranscriptsSection,
  CompoundSection,
  LabSection,
  DispatchSection,
  SupervisorSection,
  Config,
  DEFAULT_CONFIG,
  rosterOf,
  workerCommandOf,
  workerEnvOf,
  stageTimeout,
  managedWorkers
};
