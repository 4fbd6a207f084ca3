import {
  createToolContext,
  runTool
} from "./chunk-Q76YWMKG.js";
import "./chunk-XPCFWVQC.js";
import "./chunk-JIDMEGI6.js";
import "./chunk-22AKA7KO.js";
import "./chunk-BFMTCFO4.js";
import "./chunk-GJMH7367.js";
import "./chunk-DUNIZG3C.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-MRMRONI7.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import "./chunk-NZHWP3EM.js";
import "./chunk-3I7WBDZ3.js";
import "./chunk-JZJEVA7E.js";
import "./chunk-TYTOEG5S.js";
import "./chunk-LJX74CRM.js";
import "./chunk-W46PSUSI.js";
import "./chunk-KNQEH4ZD.js";
import "./chunk-6NVWGIFO.js";
import "./chunk-CF5D5ITH.js";
import "./chunk-CPMRLUAO.js";
import "./chunk-F66F242C.js";
import "./chunk-C4BOMTJI.js";
import "./chunk-MQAI7DS4.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-47HZHB3E.js";
import "./chunk-IGCE3PVI.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-HT5IQZNS.js";
import "./chunk-GDTDZ3SF.js";
import "./chunk-VM6A45NV.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-2TBVN567.js";
import "./chunk-TSWLUOMB.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-HBIXJ7ER.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-APORTJVU.js";
import "./chunk-AZZCPNZU.js";
import "./chunk-54LJ5TLE.js";
import {
  systemClock
} from "./chunk-WG7L56QK.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-K3J4C3TV.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-JEEXHUZ3.js";
import "./chunk-G6RW7TDQ.js";
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
