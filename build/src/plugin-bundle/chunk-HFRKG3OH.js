import {
  diskFsView
} from "./chunk-4P3TWX4D.js";
import "./chunk-YZFATT7X.js";
export {
  diskFsView
};
