import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  COMPOUND_LOG,
  EXCHANGES_STATE
} from "./chunk-YZV3RAMM.js";

// dist/src/transcripts/memory-facts.js
import { open, readFile } from "node:fs/promises";
async function exchangeCount(projectRoot) {
  let state;
  try {
    state = JSON.parse(await readFile(inProject(projectRoot, EXCHANGES_STATE), "utf8"));
  } catch (error) {
    if (error.code === "ENOENT" || error instanceof SyntaxError)
      return 0;
    throw error;
  }
  const sessions = state?.sessions;
  if (typeof sessions !== "object" || sessions === null)
    return 0;
  let count = 0;
  for (const session of Object.values(sessions)) {
    const exchanges = session?.totals?.exchanges;
    if (typeof exchanges === "number" && Number.isInteger(exchanges) && exchanges >= 0)
      count += exchanges;
  }
  return count;
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
    return { at: new Date(Date.parse(last[1])).toISOString(), exit_code: Number(last[2]) };
  } finally {
    await handle.close();
  }
}

export {
  exchangeCount,
  lastCompound
};
