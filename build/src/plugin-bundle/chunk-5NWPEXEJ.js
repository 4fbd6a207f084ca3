import {
  diskFsView
} from "./chunk-OW7AFXAZ.js";
import "./chunk-YZFATT7X.js";
export {
  diskFsView
};
