import {
  heldTask
} from "./chunk-XT5KH5XU.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";
export {
  heldTask
};
