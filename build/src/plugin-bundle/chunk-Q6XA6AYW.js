import {
  frontMatterDocument,
  parseFrontMatter,
  renderFrontMatter
} from "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
import "./chunk-YZFATT7X.js";
export {
  frontMatterDocument,
  parseFrontMatter,
  renderFrontMatter
};
