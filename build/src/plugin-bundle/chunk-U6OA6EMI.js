import {
  pinnedHostOf,
  workerHostOf,
  workerHosts,
  workersPinnedElsewhere,
  workersRunOn
} from "./chunk-ONWAXS4Y.js";
import "./chunk-UYAKZIL7.js";
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
