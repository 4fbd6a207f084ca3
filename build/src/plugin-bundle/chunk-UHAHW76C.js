import {
  jsonOrNull
} from "./chunk-AF6YNM63.js";

// dist/src/fs/read-json-lines.js
import { readFile } from "node:fs/promises";
async function readJsonLines(file, schema) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if (error.code === "ENOENT")
      return [];
    throw error;
  }
  const lines = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "")
      continue;
    const checked = schema.safeParse(jsonOrNull(line));
    if (checked.success)
      lines.push(checked.data);
  }
  return lines;
}

export {
  readJsonLines
};
