import {
  runTool
} from "./chunk-SCORGZWL.js";
import "./chunk-B6CUFH5G.js";
import "./chunk-SZUHFAII.js";
import "./chunk-IG2HWX2K.js";
import "./chunk-22AKA7KO.js";
import "./chunk-UB7I5UJK.js";
import "./chunk-GJMH7367.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-3QLEZRQE.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import {
  createToolContext
} from "./chunk-AYRXFNP5.js";
import "./chunk-5VU645TN.js";
import "./chunk-LI72HRL5.js";
import "./chunk-4TQXMS55.js";
import "./chunk-EKC75GMO.js";
import "./chunk-MC4QJWW4.js";
import "./chunk-LJX74CRM.js";
import "./chunk-DTR2H52B.js";
import "./chunk-JFTD65GX.js";
import "./chunk-46EO4P2P.js";
import "./chunk-YVHKT67Z.js";
import "./chunk-GRFZL6IN.js";
import "./chunk-Y6DNXN5G.js";
import "./chunk-XPDIZTJD.js";
import "./chunk-IPFFV5T7.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-UHSH65AK.js";
import "./chunk-2KF5JE5D.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-YVQ3KEUM.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-2TBVN567.js";
import "./chunk-B7AM4PNM.js";
import "./chunk-BCYHEONY.js";
import "./chunk-W46PSUSI.js";
import "./chunk-W5O4O7XM.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import {
  systemClock
} from "./chunk-WG7L56QK.js";
import "./chunk-K3J4C3TV.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-YISKQB2P.js";
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
