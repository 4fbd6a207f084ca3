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
} from "./chunk-SRAK2D7S.js";
import {
  TASK_STATES
} from "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
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
