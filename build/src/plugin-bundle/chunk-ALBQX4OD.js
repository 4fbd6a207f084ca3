import {
  listAgents,
  listInbox
} from "./chunk-YGAR6IX4.js";
import "./chunk-APORTJVU.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";
export {
  listAgents,
  listInbox
};
