import {
  agentOf,
  createToolContext,
  requireAgent
} from "./chunk-U6Y22UTC.js";
import "./chunk-V2JW4AR5.js";
import "./chunk-2SU34CL3.js";
import "./chunk-E26O7VLS.js";
import "./chunk-W46PSUSI.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-QR4OWHSN.js";
import "./chunk-YZPE5SJS.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-2TBVN567.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-APORTJVU.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-ILL6XZJP.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  agentOf,
  createToolContext,
  requireAgent
};
