import {
  lastCompound
} from "./chunk-DRY6RKBH.js";
import {
  codeIndexCounts,
  codeIndexFacts
} from "./chunk-TK2DJCDW.js";
import {
  loadState
} from "./chunk-TR2HVFQL.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-GSZMS6ZI.js";
import "./chunk-2LFLE5PW.js";
import "./chunk-6CPU3H2P.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-VF46JH6B.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-JC3QF5J2.js";
import "./chunk-SN4Z7LYO.js";
import "./chunk-C5Q5C45N.js";
import "./chunk-5WLASJTG.js";
import "./chunk-W46PSUSI.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  EXCHANGES_INDEX,
  EXCHANGES_STATE,
  SEARCH_DIR
} from "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/transcripts/kb-stats.js
import { readdir, stat } from "node:fs/promises";
async function kbStats(projectRoot, now) {
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
    last_compound: await lastCompound(projectRoot),
    code_index: codeIndexCounts(codeIndexFacts(projectRoot, now))
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
