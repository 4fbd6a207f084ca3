import {
  parseFrontMatter,
  renderFrontMatter
} from "./chunk-OM7ONMKZ.js";
import "./chunk-2TBVN567.js";
import "./chunk-YZFATT7X.js";
export {
  parseFrontMatter,
  renderFrontMatter
};
