import {
  loadState
} from "./chunk-QNMYWLOH.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-F3DZ52RS.js";
import {
  COMPOUND_LOG,
  EXCHANGES_INDEX,
  EXCHANGES_STATE,
  SEARCH_DIR
} from "./chunk-E4Q6A6JA.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import {
  inProject
} from "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";

// dist/src/transcripts/kb-stats.js
import { open, readdir, stat } from "node:fs/promises";
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
var TAIL = 4096;
var EXITED = /^\[([^\]]+)\] compound exited with (-?\d+)$/gm;
async function lastCompound(projectRoot) {
  let handle;
  try {
    handle = await open(inProject(projectRoot, COMPOUND_LOG), "r");
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    const start = Math.max(0, size - TAIL);
    const buffer = Buffer.alloc(size - start);
    await handle.read(buffer, 0, buffer.length, start);
    const last = [...buffer.toString("utf8").matchAll(EXITED)].pop();
    if (last === void 0 || Number.isNaN(Date.parse(last[1])))
      return null;
    return { at: toIso(Date.parse(last[1])), exit_code: Number(last[2]) };
  } finally {
    await handle.close();
  }
}
export {
  kbStats,
  lastCompound
};
