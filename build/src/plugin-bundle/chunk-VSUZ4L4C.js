import {
  readJsonLines
} from "./chunk-DCIOL5L5.js";
import {
  HistoryRecord
} from "./chunk-E6PUMPWG.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  HISTORY_FILE
} from "./chunk-YZV3RAMM.js";

// dist/src/tracking/history-records.js
function readHistoryRecords(projectRoot) {
  return readJsonLines(inProject(projectRoot, HISTORY_FILE), HistoryRecord);
}

export {
  readHistoryRecords
};
