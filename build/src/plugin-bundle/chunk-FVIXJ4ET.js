import {
  writeAtomic
} from "./chunk-I6P43FHE.js";
import {
  IndexLine
} from "./chunk-ISHTDNEO.js";
import {
  inProject
} from "./chunk-2H5I2D6R.js";
import {
  EXCHANGES_INDEX
} from "./chunk-MSTBUHMK.js";

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
    const parsed = IndexLine.safeParse(parseOrNull(raw));
    if (parsed.success)
      lines.push(parsed.data);
    else
      invalid += 1;
  }
  return { lines, invalid };
}
function parseOrNull(raw) {
  try {
    return JSON.parse(raw);
  } catch (error) {
    if (error instanceof SyntaxError)
      return null;
    throw error;
  }
}
function indexEntry(line) {
  return { key: `${line.started_at ?? ""}\0${line.session_id}\0${line.exchange_id}`, json: Buffer.from(JSON.stringify(line)) };
}
async function saveIndex(projectRoot, entries) {
  const sorted = [...entries].sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  const text = Buffer.allocUnsafe(sorted.reduce((sum, entry) => sum + entry.json.length + 1, 0));
  let at = 0;
  for (const entry of sorted) {
    at += entry.json.copy(text, at);
    text[at++] = 10;
  }
  await writeAtomic(inProject(projectRoot, EXCHANGES_INDEX), text, { fsync: false });
}

export {
  loadIndex,
  indexEntry,
  saveIndex
};
