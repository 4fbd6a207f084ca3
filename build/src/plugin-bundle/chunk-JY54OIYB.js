import {
  createToolContext,
  runTool
} from "./chunk-YTLPDVTS.js";
import "./chunk-6H6CKKIP.js";
import "./chunk-PVOKESPV.js";
import "./chunk-22AKA7KO.js";
import "./chunk-F27BHYKN.js";
import "./chunk-GJMH7367.js";
import "./chunk-D34EOJHO.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-UCSACBDY.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import "./chunk-YVGJ5SKT.js";
import "./chunk-BKFQEVS7.js";
import "./chunk-YFBYO75V.js";
import "./chunk-ITDJ7DL3.js";
import "./chunk-E26O7VLS.js";
import "./chunk-W46PSUSI.js";
import "./chunk-RIN7NU4J.js";
import "./chunk-NXWTF3F4.js";
import "./chunk-TCWCC5T6.js";
import "./chunk-O7HNTOIZ.js";
import "./chunk-FGI5UESZ.js";
import "./chunk-VMJIZIZK.js";
import "./chunk-MQAI7DS4.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-47HZHB3E.js";
import "./chunk-HDC6FNAP.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-4MSSGKT3.js";
import "./chunk-CHP7LM7L.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-2TBVN567.js";
import "./chunk-MLXFGH4L.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-BBXQNFIA.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-APORTJVU.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-54LJ5TLE.js";
import {
  systemClock
} from "./chunk-WG7L56QK.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-K3J4C3TV.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-VCQCACWH.js";
import "./chunk-465MGB2C.js";
import {
  resolveProjectRoot
} from "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-HP2RDOJG.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/cli/tool-call.js
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
