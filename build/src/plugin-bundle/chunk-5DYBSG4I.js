import {
  PIPELINE_LOG
} from "./chunk-DAT4PUEV.js";
import {
  appendLine
} from "./chunk-IO2NQOSR.js";
import {
  jsonOrNull
} from "./chunk-NZ7GWHGW.js";
import {
  IsoTime
} from "./chunk-465MGB2C.js";
import {
  inProject
} from "./chunk-NCPGUN3D.js";

// dist/src/lab/pipeline-log.js
import { z } from "zod";

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

// dist/src/lab/pipeline-log.js
var PIPELINE_EVENTS = [
  "dispatched",
  "degraded-spawn",
  "degraded-exit",
  "rerouted",
  "done",
  "failed",
  "review"
];
var PipelineRecord = z.looseObject({
  at: IsoTime,
  story_id: z.string(),
  event: z.enum(PIPELINE_EVENTS),
  agent: z.string().nullable().optional(),
  reason: z.string().optional(),
  status: z.string().optional()
});
async function appendPipeline(projectRoot, record) {
  await appendLine(inProject(projectRoot, PIPELINE_LOG), JSON.stringify(record));
}
function readPipeline(projectRoot) {
  return readJsonLines(inProject(projectRoot, PIPELINE_LOG), PipelineRecord);
}

export {
  appendPipeline,
  readPipeline
};
