import {
  forEachLine
} from "./chunk-VCK3ANSD.js";
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
async function readRecordsWhere(file, schema, field, value, from = 0) {
  const records = [];
  const needle = Buffer.from(`${JSON.stringify(field)}:${JSON.stringify(value)}`);
  const readTo = await forEachLine(file, from, (line) => {
    const checked = schema.safeParse(jsonOrNull(line));
    if (checked.success && checked.data[field] === value)
      records.push(checked.data);
  }, needle);
  return { records, readTo };
}

export {
  readJsonLines,
  readRecordsWhere
};
