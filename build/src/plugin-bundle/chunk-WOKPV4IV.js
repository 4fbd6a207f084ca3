import {
  writeAtomic
} from "./chunk-F3DZ52RS.js";
import {
  EXCHANGES_INDEX,
  IndexLine
} from "./chunk-E4Q6A6JA.js";
import {
  inProject
} from "./chunk-NIJSFRD2.js";

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
function sortIndex(lines) {
  const key = (line) => `${line.started_at ?? ""}\0${line.session_id}\0${line.exchange_id}`;
  return [...lines].sort((a, b) => key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
}
async function saveIndex(projectRoot, lines) {
  const text = sortIndex(lines).map((line) => JSON.stringify(line)).join("\n");
  await writeAtomic(inProject(projectRoot, EXCHANGES_INDEX), text === "" ? "" : `${text}
`, { fsync: false });
}

export {
  loadIndex,
  saveIndex
};
