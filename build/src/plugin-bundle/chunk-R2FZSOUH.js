import {
  TOOL_DEFINITIONS,
  TOOL_NAMES,
  toolDefinition,
  toolSchemaSources
} from "./chunk-7P6IENZ2.js";
import "./chunk-KXP3GTZS.js";
import "./chunk-GC3W6DAK.js";
import "./chunk-LJX74CRM.js";
import "./chunk-W46PSUSI.js";
import "./chunk-4VYHSS3S.js";
import "./chunk-VM6A45NV.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-YISKQB2P.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  TOOL_DEFINITIONS,
  TOOL_NAMES,
  toolDefinition,
  toolSchemaSources
};
