import {
  exchangeCount,
  lastCompound
} from "./chunk-DRY6RKBH.js";
import "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  exchangeCount,
  lastCompound
};
