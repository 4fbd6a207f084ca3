import {
  scanDir,
  sourceOf
} from "./chunk-URRWOQKU.js";
import "./chunk-YZFATT7X.js";
export {
  scanDir,
  sourceOf
};
