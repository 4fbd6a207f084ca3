import {
  OUTPUT_DIR
} from "./chunk-YZV3RAMM.js";

// dist/src/lab-reference/lab-paths.js
var LAB_DIR = `${OUTPUT_DIR}/lab`;
var PIPELINE_LOG = `${LAB_DIR}/pipeline.jsonl`;
var REVIEW_QUEUE_DIR = `${LAB_DIR}/review-queue`;
var DEGRADED_DIR = `${LAB_DIR}/degraded`;
var LAB_STORIES_FILE = ".forge/lab-stories.json";
var reviewQueueFile = (id) => `${REVIEW_QUEUE_DIR}/${id}.md`;
var degradedLog = (id) => `${DEGRADED_DIR}/${id}.log`;
var degradedTask = (id) => `${DEGRADED_DIR}/${id}.md`;
var degradedContext = (id) => `${DEGRADED_DIR}/${id}.context.json`;
var degradedSettings = (id) => `${DEGRADED_DIR}/${id}.settings.json`;

export {
  PIPELINE_LOG,
  REVIEW_QUEUE_DIR,
  DEGRADED_DIR,
  LAB_STORIES_FILE,
  reviewQueueFile,
  degradedLog,
  degradedTask,
  degradedContext,
  degradedSettings
};
