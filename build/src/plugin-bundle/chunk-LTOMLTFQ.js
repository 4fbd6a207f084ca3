import {
  scanDir,
  sourceOf
} from "./chunk-FQJSGTRK.js";
import "./chunk-YZFATT7X.js";
export {
  scanDir,
  sourceOf
};
