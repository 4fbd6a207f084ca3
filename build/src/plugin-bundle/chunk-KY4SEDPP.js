import {
  listAgents,
  listInbox
} from "./chunk-2KF5JE5D.js";
import "./chunk-APORTJVU.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  listAgents,
  listInbox
};
