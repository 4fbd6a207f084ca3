import {
  TOOL_DEFINITIONS,
  TOOL_NAMES,
  toolDefinition,
  toolSchemaSources
} from "./chunk-VJIUIXS2.js";
import "./chunk-PLGYYRWS.js";
import "./chunk-34NGOXAR.js";
import "./chunk-LJX74CRM.js";
import "./chunk-W46PSUSI.js";
import "./chunk-4M52ZYMW.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
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
