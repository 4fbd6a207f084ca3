import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/hook-pre-compact.js
var BUDGET_MS = 8e3;
var hook_pre_compact_default = defineCommand({
  usage: "forge hook pre-compact [--project DIR]",
  summary: "PreCompact hook: ingest the session's pending transcript lines, and run [compound] command if the session passed the watermark.",
  help: `Registered as a Claude Code "PreCompact" hook. Reads the hook JSON on stdin (transcript_path),
ingests what that transcript gained since the last ingest, and, when [compound] on_precompact is
true (the default), starts [compound] command detached if the session's context grew by
[compound] threshold_tokens since its last compound (the daemon's watermark rule), so what the
compaction is about to summarise is in the memory first.

Never blocks the compaction: it always exits 0, prints nothing on stdout, and gives up after ${BUDGET_MS / 1e3} s
(one line on stderr); whatever it did not read is read by the daemon or the next ingest.`,
  options: {},
  strictOptions: false,
  async run(args, io) {
    const v = args.values;
    let timer;
    try {
      const work = ingestForCompaction(typeof v.project === "string" ? v.project : void 0, io);
      const timeout = new Promise((resolve) => {
        timer = setTimeout(() => resolve(`gave up after ${BUDGET_MS} ms; the next ingest reads the rest`), BUDGET_MS);
        timer.unref();
      });
      const problem = await Promise.race([work, timeout]);
      if (problem !== null)
        io.stderr(`forge hook pre-compact: ${problem}
`);
    } catch (error) {
      io.stderr(`forge hook pre-compact: ${error.message.split("\n")[0]}
`);
    } finally {
      clearTimeout(timer);
    }
    return 0;
  }
});
async function ingestForCompaction(project, io) {
  const [{ resolveProjectRoot }, { loadConfig }, { TranscriptService }, { systemClock }, { activeWorktrees }, { sourceOf }, { dirname, resolve }] = await Promise.all([
    import("./chunk-V36FZA4O.js"),
    import("./chunk-7K3ASUA5.js"),
    import("./chunk-Z2L2XQPH.js"),
    import("./chunk-T7EV6BHS.js"),
    import("./chunk-GH2EROOE.js"),
    import("./chunk-LTOMLTFQ.js"),
    import("node:path")
  ]);
  const input = parseHookInput(await io.readStdin());
  if (input === null)
    return "no transcript_path in the hook input";
  const projectRoot = resolveProjectRoot(project, io.cwd, io.env);
  const { config, errors } = await loadConfig(projectRoot, io.env);
  if (errors.length > 0)
    return `the configuration has ${errors.length} error(s); nothing ingested`;
  const service = await TranscriptService.open({ projectRoot, config, clock: systemClock, env: io.env, compound: config.compound.on_precompact });
  const file = resolve(input);
  const dirs = await service.locate(await activeWorktrees(projectRoot, config.daemon.max_task_bytes));
  const dir = dirs.find((d) => d.dir === dirname(file)) ?? { dir: dirname(file), agent: null, storyId: null };
  const source = sourceOf(dir, file);
  if (source === null)
    return `${file} is not a session transcript`;
  const report = await service.ingestSources([source]);
  return report.problems.length === 0 ? null : report.problems.join("; ");
}
function parseHookInput(text) {
  try {
    const input = JSON.parse(text);
    return typeof input.transcript_path === "string" && input.transcript_path !== "" ? input.transcript_path : null;
  } catch (error) {
    if (error instanceof SyntaxError)
      return null;
    throw error;
  }
}
export {
  hook_pre_compact_default as default
};
