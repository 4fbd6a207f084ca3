import {
  heldTask
} from "./chunk-32YDFIOE.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  heldTask
};
