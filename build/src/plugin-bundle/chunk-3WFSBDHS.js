import {
  PIPELINE_LOG
} from "./chunk-2SZZPO6G.js";
import {
  appendLine
} from "./chunk-IO2NQOSR.js";
import {
  readJsonLines
} from "./chunk-DCIOL5L5.js";
import {
  IsoTime
} from "./chunk-G6RW7TDQ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";

// dist/src/lab-reference/pipeline-log.js
import { z } from "zod";
var PIPELINE_EVENTS = ["dispatched", "degraded-spawn", "degraded-exit", "rerouted", "done", "failed", "review"];
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
