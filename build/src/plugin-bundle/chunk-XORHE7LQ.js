import {
  createToolContext,
  runTool
} from "./chunk-HXF732GH.js";
import "./chunk-6H6CKKIP.js";
import "./chunk-B4JPRGVG.js";
import "./chunk-FPXNKGK7.js";
import "./chunk-22AKA7KO.js";
import "./chunk-WE7NP64I.js";
import "./chunk-GJMH7367.js";
import "./chunk-D34EOJHO.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-KIKHDYOU.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import "./chunk-YVGJ5SKT.js";
import "./chunk-QJKSAYIF.js";
import "./chunk-JNAVLKNF.js";
import "./chunk-2ZFDZMT7.js";
import "./chunk-E26O7VLS.js";
import "./chunk-W46PSUSI.js";
import "./chunk-TYGBCBIR.js";
import "./chunk-A7HH7J3D.js";
import "./chunk-57WUNIUN.js";
import "./chunk-KD7PAWWM.js";
import "./chunk-5VSXXROX.js";
import "./chunk-ENUMLJHE.js";
import "./chunk-VMJIZIZK.js";
import "./chunk-MQAI7DS4.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-47HZHB3E.js";
import "./chunk-HDC6FNAP.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-4C7BYRR4.js";
import "./chunk-2ZECINIR.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-2TBVN567.js";
import "./chunk-FRJRI44J.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-BCYHEONY.js";
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
import "./chunk-KYS4X3DV.js";
import "./chunk-465MGB2C.js";
import {
  resolveProjectRoot
} from "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-UILLDLYA.js";
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
