import {
  readJsonLines
} from "./chunk-DCIOL5L5.js";
import {
  HistoryRecord
} from "./chunk-RI6QIVNB.js";
import {
  inProject
} from "./chunk-2H5I2D6R.js";
import {
  HISTORY_FILE
} from "./chunk-MSTBUHMK.js";

// dist/src/tracking/history-records.js
function readHistoryRecords(projectRoot) {
  return readJsonLines(inProject(projectRoot, HISTORY_FILE), HistoryRecord);
}

export {
  readHistoryRecords
};
