import {
  runTool
} from "./chunk-VR7DUTGW.js";
import "./chunk-QFTZXVZH.js";
import "./chunk-34OHSLA4.js";
import "./chunk-UTYFLQED.js";
import "./chunk-YIINDENA.js";
import "./chunk-JRRV3IKG.js";
import "./chunk-QEYQT5OM.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-4NKLPJJU.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import {
  createToolContext
} from "./chunk-G4EDU3MQ.js";
import "./chunk-S7HNR2JR.js";
import "./chunk-L3JEUZ2Q.js";
import "./chunk-WCFHSXKB.js";
import "./chunk-3QF5MSK3.js";
import "./chunk-I2QFW52G.js";
import "./chunk-LJX74CRM.js";
import "./chunk-FGWTWSP3.js";
import "./chunk-LF7C2BSD.js";
import "./chunk-5ZJGHV4I.js";
import "./chunk-UDKLQBQC.js";
import "./chunk-WOKPV4IV.js";
import "./chunk-XSNWHGYB.js";
import "./chunk-XPDIZTJD.js";
import "./chunk-IPFFV5T7.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-KFV5SONS.js";
import "./chunk-2KF5JE5D.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-2TBVN567.js";
import "./chunk-ZLT7ZYG3.js";
import "./chunk-YB4VWPZJ.js";
import "./chunk-W46PSUSI.js";
import "./chunk-V6W32NSC.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import {
  systemClock
} from "./chunk-WG7L56QK.js";
import "./chunk-CBMEKXGJ.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-E4Q6A6JA.js";
import "./chunk-G6RW7TDQ.js";
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
