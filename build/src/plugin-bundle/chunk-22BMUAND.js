import {
  runTool
} from "./chunk-QJXG754G.js";
import "./chunk-DQY6KOLC.js";
import "./chunk-2X27PTQL.js";
import "./chunk-QEYQT5OM.js";
import "./chunk-ORGU2DQT.js";
import "./chunk-UXMTMLH4.js";
import "./chunk-Y5MOI7EP.js";
import "./chunk-HSUGBURF.js";
import "./chunk-2SZZPO6G.js";
import "./chunk-74V7TVD4.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-DXHEJKW5.js";
import "./chunk-SI3FBSHU.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-VSUZ4L4C.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-Y6HDMKLP.js";
import "./chunk-2A6QLXCQ.js";
import "./chunk-FDVKIPDD.js";
import "./chunk-PJMYZ3AP.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-WO7QXKF4.js";
import "./chunk-KCJAKDPX.js";
import "./chunk-JH4NCKVG.js";
import "./chunk-6LC26BAZ.js";
import "./chunk-PX2LI2PJ.js";
import "./chunk-QTYCUWII.js";
import "./chunk-64VFWR2B.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-VC2CGEIB.js";
import "./chunk-LFQ2JKUG.js";
import "./chunk-GSZMS6ZI.js";
import "./chunk-2LFLE5PW.js";
import "./chunk-6CPU3H2P.js";
import {
  createToolContext
} from "./chunk-FN5BIB4B.js";
import "./chunk-JEAGG7HD.js";
import "./chunk-FA4IUSWH.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-V4KTFVQF.js";
import "./chunk-TJYZDHPJ.js";
import "./chunk-6SAZ3PZF.js";
import "./chunk-KKRDIF5F.js";
import "./chunk-UHDDLRTD.js";
import "./chunk-WZ5W3UN4.js";
import "./chunk-ZKWPFRFB.js";
import "./chunk-J4NJ7XEG.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-VF46JH6B.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-2TBVN567.js";
import "./chunk-WODHW2AT.js";
import "./chunk-DVXXGNJS.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  systemClock
} from "./chunk-WG7L56QK.js";
import "./chunk-MHNMRYM2.js";
import "./chunk-JC3QF5J2.js";
import "./chunk-SN4Z7LYO.js";
import "./chunk-C5Q5C45N.js";
import "./chunk-5WLASJTG.js";
import "./chunk-W46PSUSI.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import {
  resolveProjectRoot
} from "./chunk-LEL55BD4.js";
import "./chunk-EGGF3NBR.js";
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
