import {
  runTool
} from "./chunk-BALHBKKN.js";
import "./chunk-UK4375WF.js";
import "./chunk-UFE4OAY6.js";
import "./chunk-QEYQT5OM.js";
import "./chunk-Q2HC3H5Y.js";
import "./chunk-H7QOVO5H.js";
import "./chunk-4POOMP3Z.js";
import "./chunk-M3DNBEOC.js";
import "./chunk-X3KHE65L.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-43JWZCU5.js";
import "./chunk-IK5DPAVB.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-TUHJH6TF.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-B4E4CBKF.js";
import "./chunk-TS2MWCTQ.js";
import "./chunk-SISSMKT7.js";
import "./chunk-JI6R5U34.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-S52MUUD6.js";
import "./chunk-5GTKRW56.js";
import "./chunk-RFSFY4JJ.js";
import "./chunk-2WFNYI6B.js";
import "./chunk-4DQAAMPB.js";
import "./chunk-3MW5IQOD.js";
import "./chunk-CY5BEPSV.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-NNWUZMSI.js";
import "./chunk-N2QRKSQK.js";
import "./chunk-GSZMS6ZI.js";
import "./chunk-ATTI6O6G.js";
import {
  createToolContext
} from "./chunk-HAQEHSU7.js";
import "./chunk-ETI46CXX.js";
import "./chunk-5J427G2N.js";
import "./chunk-HXQHTFQO.js";
import "./chunk-O627HT3M.js";
import "./chunk-FGLKCTDM.js";
import "./chunk-5GLIFAYW.js";
import "./chunk-EFEMLJJ6.js";
import "./chunk-5ZLZDTIN.js";
import "./chunk-YR6BMIBU.js";
import "./chunk-IDSJ63EI.js";
import "./chunk-44A73VCQ.js";
import "./chunk-24Q4VPTS.js";
import "./chunk-DXUA6A3P.js";
import "./chunk-ZLYBU6VC.js";
import "./chunk-AHQM4LWI.js";
import "./chunk-ONWPKX4J.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
import "./chunk-WWRLA7TE.js";
import "./chunk-TFU6VN56.js";
import "./chunk-W46PSUSI.js";
import "./chunk-SRAK2D7S.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  systemClock
} from "./chunk-WG7L56QK.js";
import "./chunk-CSNSZUFI.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-ISHTDNEO.js";
import "./chunk-G6RW7TDQ.js";
import {
  resolveProjectRoot
} from "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-EKTOFPDF.js";
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
