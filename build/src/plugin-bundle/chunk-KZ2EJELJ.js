import {
  TOOL_DEFINITIONS,
  TOOL_NAMES,
  toolDefinition,
  toolSchemaSources
} from "./chunk-G5DZXKIN.js";
import "./chunk-MXDXMDN6.js";
import "./chunk-UFKUNQEI.js";
import "./chunk-E26O7VLS.js";
import "./chunk-W46PSUSI.js";
import "./chunk-YZPE5SJS.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-APORTJVU.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-VCQCACWH.js";
import "./chunk-465MGB2C.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  TOOL_DEFINITIONS,
  TOOL_NAMES,
  toolDefinition,
  toolSchemaSources
};
