import {
  listAgents,
  listInbox
} from "./chunk-6ULKFXEW.js";
import "./chunk-APORTJVU.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-NCPGUN3D.js";
import "./chunk-KVJHCCPI.js";
import "./chunk-YZFATT7X.js";
export {
  listAgents,
  listInbox
};
