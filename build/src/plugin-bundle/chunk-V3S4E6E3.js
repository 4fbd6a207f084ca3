import {
  TOOL_DEFINITIONS,
  TOOL_NAMES,
  toolDefinition,
  toolSchemaSources
} from "./chunk-QJKSAYIF.js";
import "./chunk-JNAVLKNF.js";
import "./chunk-2ZFDZMT7.js";
import "./chunk-E26O7VLS.js";
import "./chunk-W46PSUSI.js";
import "./chunk-2ZECINIR.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-KYS4X3DV.js";
import "./chunk-465MGB2C.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  TOOL_DEFINITIONS,
  TOOL_NAMES,
  toolDefinition,
  toolSchemaSources
};
