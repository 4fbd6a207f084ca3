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

// dist/src/commands/kb-stats.js
var kb_stats_default = defineCommand({
  usage: "forge kb stats [--json]",
  summary: "How big the transcript memory is: sessions, exchanges, bytes read, index size, last ingest and last compound; and what the code index holds.",
  help: `Reads _state.json and the sizes of the index files; no exchange is read, so it answers at once
however long the history. The last compound is the last "compound exited with N" line of
_vibe-chain-output/exchanges/_compound.log. The code index line is forge doctor's: files indexed,
definitions, files with parse errors and files skipped by reason, read from the index file (which
this command never builds).`,
  options: {},
  async run(args, io) {
    const { codeIndexLine } = await import("./chunk-EKCB2USL.js");
    const { kbStats } = await import("./chunk-PTV4AV5C.js");
    const stats = await kbStats(resolveProjectRoot(args.values.project, io.cwd, io.env), Date.now());
    if (args.values.json) {
      io.stdout(`${JSON.stringify(stats)}
`);
      return 0;
    }
    const compound = stats.last_compound === null ? "never" : `${stats.last_compound.at} (exit ${stats.last_compound.exit_code}${stats.last_compound.exit_code === 0 ? "" : ", failed"})`;
    io.stdout(`${[
      `sessions        ${stats.sessions}`,
      `exchanges       ${stats.exchanges}`,
      `transcripts     ${(stats.transcript_bytes / 1e6).toFixed(1)} MB read`,
      `index           ${(stats.index_bytes / 1e6).toFixed(1)} MB`,
      `last ingest     ${stats.last_ingest_at ?? "never"}`,
      `last compound   ${compound}`,
      `code index      ${codeIndexLine(stats.code_index)}`
    ].join("\n")}
`);
    return 0;
  }
});
export {
  kb_stats_default as default
};
