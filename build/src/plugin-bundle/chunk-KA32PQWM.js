import {
  KNOWN_TASK_TYPES,
  STAGES,
  Stage,
  TaskType,
  URGENCIES,
  Urgency,
  canonicalTaskType,
  stageOf,
  urgencyRank
} from "./chunk-5U7VJXKJ.js";
import "./chunk-YZFATT7X.js";
export {
  KNOWN_TASK_TYPES,
  STAGES,
  Stage,
  TaskType,
  URGENCIES,
  Urgency,
  canonicalTaskType,
  stageOf,
  urgencyRank
};
