import {
  createToolContext,
  runTool
} from "./chunk-HGX2LV6J.js";
import "./chunk-UGPX6QAU.js";
import "./chunk-H62P5TPP.js";
import "./chunk-GJMH7367.js";
import "./chunk-YUSS7HGR.js";
import "./chunk-22AKA7KO.js";
import "./chunk-IP2LJH4L.js";
import "./chunk-HLZXS5BH.js";
import "./chunk-VU2DEFHH.js";
import "./chunk-HGBP6KEH.js";
import "./chunk-L7345J75.js";
import "./chunk-VAFYDGBG.js";
import "./chunk-CQLQ7RBA.js";
import "./chunk-XSPBXC4N.js";
import "./chunk-ODBVGG23.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-V57STGOB.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-6ULKFXEW.js";
import "./chunk-7NAOG5LO.js";
import "./chunk-MCOZF7DD.js";
import "./chunk-3E3DZNX3.js";
import "./chunk-ADAZ7S66.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-2TBVN567.js";
import "./chunk-QBHKEVBQ.js";
import "./chunk-JZDCTEG3.js";
import "./chunk-CH7PQBJ7.js";
import "./chunk-HTLITGIS.js";
import "./chunk-W46PSUSI.js";
import "./chunk-4XKDIFGD.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-V3BWZ7UI.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-I66LDCDV.js";
import "./chunk-3KSWOEMC.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-KWAIEQ2K.js";
import "./chunk-465MGB2C.js";
import {
  systemClock
} from "./chunk-WG7L56QK.js";
import {
  resolveProjectRoot
} from "./chunk-NCPGUN3D.js";
import "./chunk-KVJHCCPI.js";
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
