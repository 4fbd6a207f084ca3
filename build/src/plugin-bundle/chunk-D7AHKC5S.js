import {
  parseFrontMatter,
  renderFrontMatter
} from "./chunk-6MOEJ4FE.js";
import "./chunk-2TBVN567.js";
import "./chunk-YZFATT7X.js";
export {
  parseFrontMatter,
  renderFrontMatter
};
