import {
  jsonOrNull
} from "./chunk-AF6YNM63.js";
import {
  IndexLine
} from "./chunk-JC3QF5J2.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  EXCHANGES_INDEX
} from "./chunk-YZV3RAMM.js";

// dist/src/transcripts/index-store.js
import { readFile } from "node:fs/promises";
async function loadIndex(projectRoot) {
  let text;
  try {
    text = await readFile(inProject(projectRoot, EXCHANGES_INDEX), "utf8");
  } catch (error) {
    if (error.code === "ENOENT")
      return { lines: [], invalid: 0 };
    throw error;
  }
  const lines = [];
  let invalid = 0;
  for (const raw of text.split("\n")) {
    if (raw.trim() === "")
      continue;
    const line = parseIndexLine(raw);
    if (line !== null)
      lines.push(line);
    else
      invalid += 1;
  }
  return { lines, invalid };
}
function parseIndexLine(raw) {
  return IndexLine.safeParse(jsonOrNull(raw)).data ?? null;
}
function indexEntry(line) {
  return { key: entryKey(line), json: Buffer.from(JSON.stringify(line)) };
}
function entryKey(line) {
  return `${line.started_at ?? ""}\0${line.session_id}\0${line.exchange_id}`;
}
function lineIdentity(sessionId, exchangeId) {
  return `${sessionId}\0${exchangeId}`;
}

export {
  loadIndex,
  parseIndexLine,
  indexEntry,
  entryKey,
  lineIdentity
};
