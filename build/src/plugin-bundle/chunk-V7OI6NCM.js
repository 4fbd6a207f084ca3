import {
  HEIMDALL_MATCHERS,
  heimdallBin,
  heimdallEntries,
  isHeimdallCommand
} from "./chunk-XBUSBGI4.js";
import "./chunk-YZFATT7X.js";
export {
  HEIMDALL_MATCHERS,
  heimdallBin,
  heimdallEntries,
  isHeimdallCommand
};
