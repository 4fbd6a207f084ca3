import {
  stableJson
} from "./chunk-OSW4CT7W.js";
import {
  writeAtomic
} from "./chunk-VF46JH6B.js";
import {
  ExchangesState
} from "./chunk-JC3QF5J2.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  EXCHANGES_STATE
} from "./chunk-YZV3RAMM.js";

// dist/src/transcripts/state-store.js
import { readFile } from "node:fs/promises";
function emptyState() {
  return { version: 1, files: {}, sessions: {} };
}
async function loadState(projectRoot) {
  let text;
  try {
    text = await readFile(inProject(projectRoot, EXCHANGES_STATE), "utf8");
  } catch (error) {
    if (error.code === "ENOENT")
      return { state: emptyState(), problem: null };
    throw error;
  }
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError))
      throw error;
    return { state: emptyState(), problem: `${EXCHANGES_STATE} is not JSON; every transcript is read again` };
  }
  const parsed = ExchangesState.safeParse(raw);
  if (!parsed.success)
    return { state: emptyState(), problem: `${EXCHANGES_STATE} does not match its schema; every transcript is read again` };
  return { state: parsed.data, problem: null };
}
async function saveState(projectRoot, state) {
  await writeAtomic(inProject(projectRoot, EXCHANGES_STATE), stableJson(state), { fsync: false });
}

export {
  loadState,
  saveState
};
