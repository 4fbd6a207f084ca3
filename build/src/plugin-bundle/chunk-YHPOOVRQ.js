import {
  runTool
} from "./chunk-ITYJEIZK.js";
import "./chunk-5UQJDDYU.js";
import "./chunk-I6VLESNZ.js";
import "./chunk-QEYQT5OM.js";
import "./chunk-DC6SPNP5.js";
import "./chunk-UXMTMLH4.js";
import "./chunk-ASLL3YNA.js";
import "./chunk-EQL2VOND.js";
import "./chunk-2SZZPO6G.js";
import "./chunk-74V7TVD4.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-6TKN3I2K.js";
import "./chunk-SOOUY2N4.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-UXTNXP25.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-X45NVHHE.js";
import "./chunk-NQHMR6BD.js";
import "./chunk-SISSMKT7.js";
import "./chunk-GMWCVNPX.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-J724OEEQ.js";
import "./chunk-AMBHUGBO.js";
import "./chunk-4MIM5TX6.js";
import "./chunk-6LC26BAZ.js";
import "./chunk-PX2LI2PJ.js";
import "./chunk-3MW5IQOD.js";
import "./chunk-64VFWR2B.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-MU3T4S7K.js";
import "./chunk-43E6NMXJ.js";
import "./chunk-GSZMS6ZI.js";
import "./chunk-ZYWBXQ4T.js";
import {
  createToolContext
} from "./chunk-XBPK7BXL.js";
import "./chunk-MZ5LRK2M.js";
import "./chunk-PO6L32RW.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-AC5TDPAY.js";
import "./chunk-JZEW6HEE.js";
import "./chunk-S3YHQIGV.js";
import "./chunk-4NJT57RN.js";
import "./chunk-4TZYO4YO.js";
import "./chunk-24YVJXVB.js";
import "./chunk-CVWBUUDW.js";
import "./chunk-J4NJ7XEG.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-2TBVN567.js";
import "./chunk-ZI52SV76.js";
import "./chunk-OYZ7FVVN.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  systemClock
} from "./chunk-WG7L56QK.js";
import "./chunk-MHNMRYM2.js";
import "./chunk-LJUTELLQ.js";
import "./chunk-EGFMAKHA.js";
import "./chunk-CD3IB3CK.js";
import "./chunk-R4FGDYEF.js";
import "./chunk-W46PSUSI.js";
import "./chunk-JJVVBB2U.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-MV6Z6NXE.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import {
  resolveProjectRoot
} from "./chunk-LEL55BD4.js";
import "./chunk-XM2ZVQLZ.js";
import "./chunk-GMGLZBHG.js";
import "./chunk-YZV3RAMM.js";
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
