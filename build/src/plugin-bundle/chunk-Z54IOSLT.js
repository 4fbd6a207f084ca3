import {
  runTool
} from "./chunk-NTUFMLYO.js";
import "./chunk-VVH6CUCJ.js";
import "./chunk-4CQU7TQD.js";
import "./chunk-22AKA7KO.js";
import "./chunk-KX3OPWJT.js";
import "./chunk-GJMH7367.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-DO54UKUH.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import {
  createToolContext
} from "./chunk-U6Y22UTC.js";
import "./chunk-V2JW4AR5.js";
import "./chunk-2SU34CL3.js";
import "./chunk-G5DZXKIN.js";
import "./chunk-MXDXMDN6.js";
import "./chunk-UFKUNQEI.js";
import "./chunk-E26O7VLS.js";
import "./chunk-W46PSUSI.js";
import "./chunk-RIN7NU4J.js";
import "./chunk-NXWTF3F4.js";
import "./chunk-TCWCC5T6.js";
import "./chunk-O7HNTOIZ.js";
import "./chunk-QNGPPA77.js";
import "./chunk-C4BOMTJI.js";
import "./chunk-MQAI7DS4.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-47HZHB3E.js";
import "./chunk-HDC6FNAP.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-QR4OWHSN.js";
import "./chunk-YZPE5SJS.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-2TBVN567.js";
import "./chunk-Z3HMKMUS.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-LDF2TVLU.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-APORTJVU.js";
import "./chunk-AZZCPNZU.js";
import "./chunk-54LJ5TLE.js";
import {
  systemClock
} from "./chunk-WG7L56QK.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-PEEMSMX7.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-VCQCACWH.js";
import "./chunk-465MGB2C.js";
import {
  resolveProjectRoot
} from "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-ILL6XZJP.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/tools/cli-call.js
async function callToolOnce(name, input, values, io) {
  const root = resolveProjectRoot(values.project, io.cwd, io.env);
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== void 0));
  return runTool(createToolContext(root, io.env, systemClock, values.agent), name, given);
}
function printJson(value, json, io) {
  io.stdout(json ? `${JSON.stringify(value)}
` : `${JSON.stringify(value, null, 2)}
`);
}
export {
  callToolOnce,
  printJson
};
