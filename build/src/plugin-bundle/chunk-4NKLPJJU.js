import {
  readJsonLines
} from "./chunk-UHAHW76C.js";
import {
  HistoryRecord
} from "./chunk-V6W32NSC.js";
import {
  inProject
} from "./chunk-NIJSFRD2.js";
import {
  HISTORY_FILE
} from "./chunk-CHURQFXZ.js";

// dist/src/tracking/history-records.js
function readHistoryRecords(projectRoot) {
  return readJsonLines(inProject(projectRoot, HISTORY_FILE), HistoryRecord);
}

export {
  readHistoryRecords
};
