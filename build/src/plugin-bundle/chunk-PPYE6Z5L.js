import {
  renderInspection
} from "./chunk-QLDHGLQ7.js";
import "./chunk-YZFATT7X.js";
export {
  renderInspection
};
