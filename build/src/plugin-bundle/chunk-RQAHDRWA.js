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
} from "./chunk-MVX4HVOW.js";
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
