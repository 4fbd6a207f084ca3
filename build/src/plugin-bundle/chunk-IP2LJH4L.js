import {
  HistoryRecord
} from "./chunk-4XKDIFGD.js";
import {
  inProject
} from "./chunk-NCPGUN3D.js";
import {
  HISTORY_FILE
} from "./chunk-KVJHCCPI.js";

// dist/src/swarm/history-records.js
import { readFile } from "node:fs/promises";
async function readHistoryRecords(projectRoot) {
  let text;
  try {
    text = await readFile(inProject(projectRoot, HISTORY_FILE), "utf8");
  } catch (error) {
    if (error.code === "ENOENT")
      return [];
    throw error;
  }
  const records = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "")
      continue;
    const checked = HistoryRecord.safeParse(parseLine(line));
    if (checked.success)
      records.push(checked.data);
  }
  return records;
}
function parseLine(line) {
  try {
    return JSON.parse(line);
  } catch (error) {
    if (error instanceof SyntaxError)
      return null;
    throw error;
  }
}

export {
  readHistoryRecords
};
