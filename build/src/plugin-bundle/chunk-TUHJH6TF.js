import {
  readJsonLines
} from "./chunk-DCIOL5L5.js";
import {
  HistoryRecord
} from "./chunk-SRAK2D7S.js";
import {
  inProject
} from "./chunk-QUD75Q2X.js";
import {
  HISTORY_FILE
} from "./chunk-JFQOKNT2.js";

// dist/src/tracking/history-records.js
function readHistoryRecords(projectRoot) {
  return readJsonLines(inProject(projectRoot, HISTORY_FILE), HistoryRecord);
}

export {
  readHistoryRecords
};
