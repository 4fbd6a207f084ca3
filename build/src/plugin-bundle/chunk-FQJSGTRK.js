// dist/src/transcripts/scan-dir.js
import { basename, normalize, relative, sep } from "node:path";
import { glob } from "tinyglobby";
function sourceOf(dir, file) {
  if (!file.endsWith(".jsonl"))
    return null;
  const parts = relative(dir.dir, file).split(sep);
  const owner = { agent: dir.agent, storyId: dir.storyId, ...dir.stage == null ? {} : { stage: dir.stage } };
  const sessionId = parts.length === 1 ? basename(file, ".jsonl") : parts.length === 3 && parts[1] === "subagents" ? parts[0] : null;
  if (sessionId === null || !SESSION_ID.test(sessionId))
    return null;
  return { file, kind: parts.length === 1 ? "session" : "sidechain", sessionId, ...owner };
}
var SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
async function scanDir(dir) {
  const files = await glob(["*.jsonl", "*/subagents/*.jsonl"], {
    cwd: dir.dir,
    absolute: true,
    onlyFiles: true,
    dot: true,
    followSymbolicLinks: false,
    expandDirectories: false
  });
  return files.map((file) => sourceOf(dir, normalize(file))).filter((source) => source !== null).sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
}

export {
  sourceOf,
  scanDir
};
