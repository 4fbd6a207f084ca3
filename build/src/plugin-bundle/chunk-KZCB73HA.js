import {
  heldTask
} from "./chunk-4G4UIDMG.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  heldTask
};
