import {
  HandoffRef,
  HistoryRecord,
  OPEN_STATES,
  RejectedEntry,
  SUPERVISOR_STATES,
  SupervisorEntry,
  TaskEntry,
  TaskState,
  TrackingFile,
  WORKER_STATUSES,
  WorkerEntry,
  WorkerExit
} from "./chunk-E6PUMPWG.js";
import {
  TASK_STATES
} from "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-YZFATT7X.js";
export {
  HandoffRef,
  HistoryRecord,
  OPEN_STATES,
  RejectedEntry,
  SUPERVISOR_STATES,
  SupervisorEntry,
  TASK_STATES,
  TaskEntry,
  TaskState,
  TrackingFile,
  WORKER_STATUSES,
  WorkerEntry,
  WorkerExit
};
