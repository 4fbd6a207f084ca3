import {
  exchangeCount,
  lastCompound
} from "./chunk-SM6UB4YF.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";
export {
  exchangeCount,
  lastCompound
};
