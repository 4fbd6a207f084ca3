import {
  daemonFacts,
  inotifyFacts,
  portState
} from "./chunk-CLW23X2H.js";
import "./chunk-Z6XF57ZM.js";
import "./chunk-XJPVWL33.js";
import "./chunk-VDGUKLNQ.js";
import "./chunk-QKBSYYVO.js";
import "./chunk-AKBGAQRY.js";
import "./chunk-TOKAIHTZ.js";
import "./chunk-UXMTMLH4.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-AF6YNM63.js";
import "./chunk-BLTLASRP.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-VF46JH6B.js";
import "./chunk-NTXNT5XD.js";
import "./chunk-6YV6YZL7.js";
import "./chunk-BNRM2GEJ.js";
import "./chunk-G57OUFMF.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-54LJ5TLE.js";
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
import "./chunk-LEL55BD4.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  daemonFacts,
  inotifyFacts,
  portState
};
