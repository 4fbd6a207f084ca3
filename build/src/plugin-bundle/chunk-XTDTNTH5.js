import {
  pinnedHostOf,
  workerHostOf,
  workerHosts,
  workersPinnedElsewhere,
  workersRunOn
} from "./chunk-HJHSSLWH.js";
import "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  pinnedHostOf,
  workerHostOf,
  workerHosts,
  workersPinnedElsewhere,
  workersRunOn
};
