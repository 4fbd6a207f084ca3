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

// dist/src/commands/kb-ingest.js
var kb_ingest_default = defineCommand({
  usage: "forge kb ingest [--dir D] [--rebuild] [--json]",
  summary: "Turn pending Claude Code transcripts into exchange files and the exchange index, then exit.",
  help: `options:
  --dir D         ingest this transcripts folder only (default: the folders of the project root
                  and of every tracked worktree, under this HOME and each managed worker's,
                  and [transcripts] dirs)
  --rebuild       forget how far each transcript was read and read all of them again

Only the bytes a transcript gained since the last ingest are read. Writes
_vibe-chain-output/exchanges/<session>/<exchange-id>.md, _index.jsonl and _state.json. The token
watermark is left alone (only the daemon starts [compound] command). Run it while the daemon is
stopped: the daemon keeps its own reading position in memory.`,
  options: {
    dir: { type: "string" },
    rebuild: { type: "boolean" }
  },
  async run(args, io) {
    const projectRoot = resolveProjectRoot(args.values.project, io.cwd, io.env);
    const [{ loadConfig }, { TranscriptService }, { systemClock }, { activeWorktrees }, { resolve }] = await Promise.all([
      import("./chunk-7K3ASUA5.js"),
      import("./chunk-Z2L2XQPH.js"),
      import("./chunk-T7EV6BHS.js"),
      import("./chunk-GH2EROOE.js"),
      import("node:path")
    ]);
    const loaded = await loadConfig(projectRoot, io.env);
    if (loaded.errors.length > 0)
      throw new ForgeError("config", `the configuration has ${loaded.errors.length} error(s); run "forge status" or fix _vibe-chain/config.toml`);
    const service = await TranscriptService.open({
      projectRoot,
      config: loaded.config,
      clock: systemClock,
      env: io.env,
      compound: false,
      rebuild: Boolean(args.values.rebuild)
    });
    const dirs = args.values.dir !== void 0 ? [{ dir: resolve(io.cwd, args.values.dir), agent: null, storyId: null }] : await service.locate(await activeWorktrees(projectRoot));
    const report = await service.ingestDirs(dirs);
    if (args.values.json) {
      const sessions = report.sessions.map((s) => ({
        session_id: s.sessionId,
        exchanges: s.counters.exchanges,
        context_tokens: s.counters.context_tokens,
        corrupt: s.counters.corrupt,
        skipped: s.counters.skipped,
        rebuilt: s.rebuilt
      }));
      io.stdout(`${JSON.stringify({ ok: true, dirs: report.dirs, files: report.files, bytes_read: report.bytesRead, sessions, problems: report.problems })}
`);
      return 0;
    }
    for (const problem of report.problems)
      io.stderr(`warning: ${problem}
`);
    if (report.dirs.length === 0)
      io.stdout("No transcripts folder found for this project (Claude Code keeps them under ~/.claude/projects/<slug>).\n");
    for (const s of report.sessions)
      io.stdout(`${s.sessionId}: ${s.counters.exchanges} exchanges, context ${s.counters.context_tokens ?? "-"} tokens${s.counters.corrupt ? `, ${s.counters.corrupt} corrupt lines skipped` : ""}
`);
    io.stdout(`${report.files} transcript files in ${report.dirs.length} folder(s), ${report.sessions.length} session(s) updated, ${(report.bytesRead / 1e6).toFixed(1)} MB read
`);
    return 0;
  }
});
export {
  kb_ingest_default as default
};
