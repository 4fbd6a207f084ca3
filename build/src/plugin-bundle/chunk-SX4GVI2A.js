import {
  workersView
} from "./chunk-CO564HUD.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  workersView
};
