import {
  runTool
} from "./chunk-MQIOYIS6.js";
import "./chunk-3FP4C252.js";
import "./chunk-DHVXKC5R.js";
import "./chunk-QEYQT5OM.js";
import "./chunk-6UNTKUN2.js";
import "./chunk-UXMTMLH4.js";
import "./chunk-OBEQUL67.js";
import "./chunk-EQL2VOND.js";
import "./chunk-2SZZPO6G.js";
import "./chunk-74V7TVD4.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-KVF4GAGP.js";
import "./chunk-OATMJNOM.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-ISVBSSMM.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-WJDISCUK.js";
import "./chunk-SCJFOPR3.js";
import "./chunk-FDVKIPDD.js";
import "./chunk-GHD2Q4XW.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-KC3P2IH6.js";
import "./chunk-AMBHUGBO.js";
import "./chunk-5GUCMKA4.js";
import "./chunk-6LC26BAZ.js";
import "./chunk-PX2LI2PJ.js";
import "./chunk-3MW5IQOD.js";
import "./chunk-64VFWR2B.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-2UDGGP23.js";
import "./chunk-TSI7HNYG.js";
import "./chunk-GSZMS6ZI.js";
import "./chunk-PU4YSO57.js";
import {
  createToolContext
} from "./chunk-M3AVPX6S.js";
import "./chunk-FAZ4MI3C.js";
import "./chunk-ZAGZI73L.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-7QMDF6QV.js";
import "./chunk-TOYWF45M.js";
import "./chunk-KSHRV42L.js";
import "./chunk-3AD3F6ZL.js";
import "./chunk-7AVH2KHF.js";
import "./chunk-24YVJXVB.js";
import "./chunk-27U7AYKQ.js";
import "./chunk-J4NJ7XEG.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-2TBVN567.js";
import "./chunk-EXQ6QNNS.js";
import "./chunk-LVTKW7UM.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  systemClock
} from "./chunk-WG7L56QK.js";
import "./chunk-MHNMRYM2.js";
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
import {
  resolveProjectRoot
} from "./chunk-LEL55BD4.js";
import "./chunk-UYAKZIL7.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
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
