import {
  heldTask
} from "./chunk-WODLSDT2.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-NCPGUN3D.js";
import "./chunk-KVJHCCPI.js";
import "./chunk-YZFATT7X.js";
export {
  heldTask
};
