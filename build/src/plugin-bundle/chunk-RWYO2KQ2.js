import {
  TOOL_DEFINITIONS,
  TOOL_NAMES,
  toolDefinition,
  toolSchemaSources
} from "./chunk-TOYWF45M.js";
import "./chunk-KSHRV42L.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-MQAIAPGF.js";
import "./chunk-DBJA57MQ.js";
import "./chunk-DRV4ZJJZ.js";
import "./chunk-R4FGDYEF.js";
import "./chunk-W46PSUSI.js";
import "./chunk-3UBLQEIB.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-MV6Z6NXE.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  TOOL_DEFINITIONS,
  TOOL_NAMES,
  toolDefinition,
  toolSchemaSources
};
