import {
  lastCompound
} from "./chunk-SM6UB4YF.js";
import {
  loadState
} from "./chunk-ICIU7UZV.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-ISHTDNEO.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import {
  inProject
} from "./chunk-QUD75Q2X.js";
import {
  EXCHANGES_INDEX,
  EXCHANGES_STATE,
  SEARCH_DIR
} from "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";

// dist/src/transcripts/kb-stats.js
import { readdir, stat } from "node:fs/promises";
async function kbStats(projectRoot) {
  const { state } = await loadState(projectRoot);
  const sessions = Object.values(state.sessions);
  const searchDir = inProject(projectRoot, SEARCH_DIR);
  const searchFiles = await readdir(searchDir).catch((error) => error.code === "ENOENT" ? [] : Promise.reject(error));
  let indexBytes = (await sizeOf(inProject(projectRoot, EXCHANGES_INDEX)))?.size ?? 0;
  for (const name of searchFiles)
    indexBytes += (await sizeOf(`${searchDir}/${name}`))?.size ?? 0;
  const stateStat = await sizeOf(inProject(projectRoot, EXCHANGES_STATE));
  return {
    ok: true,
    sessions: sessions.length,
    exchanges: sessions.reduce((sum, s) => sum + s.totals.exchanges, 0),
    transcript_bytes: Object.values(state.files).reduce((sum, f) => sum + f.offset, 0),
    index_bytes: indexBytes,
    last_ingest_at: stateStat === null ? null : toIso(stateStat.mtimeMs),
    last_compound: await lastCompound(projectRoot)
  };
}
async function sizeOf(file) {
  try {
    return await stat(file);
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}
export {
  kbStats
};
