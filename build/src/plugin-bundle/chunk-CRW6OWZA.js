import {
  TOOL_DEFINITIONS,
  TOOL_NAMES,
  toolDefinition,
  toolSchemaSources
} from "./chunk-JA434GMB.js";
import "./chunk-LGKPWMFO.js";
import "./chunk-PHA7OQQT.js";
import "./chunk-2I5MPK32.js";
import "./chunk-W46PSUSI.js";
import "./chunk-RI6QIVNB.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-ISHTDNEO.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";
export {
  TOOL_DEFINITIONS,
  TOOL_NAMES,
  toolDefinition,
  toolSchemaSources
};
