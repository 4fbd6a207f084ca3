import {
  createDispatcher,
  dispatchDegraded
} from "./chunk-LLCQM5EM.js";
import "./chunk-A7223CS6.js";
import "./chunk-ZOWVDP76.js";
import "./chunk-3WFSBDHS.js";
import "./chunk-M3W5YRLR.js";
import "./chunk-2SZZPO6G.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-FDVKIPDD.js";
import "./chunk-WO7QXKF4.js";
import "./chunk-KCJAKDPX.js";
import "./chunk-JH4NCKVG.js";
import "./chunk-6LC26BAZ.js";
import "./chunk-PX2LI2PJ.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-V4KTFVQF.js";
import "./chunk-J4NJ7XEG.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-IV55VMWX.js";
import "./chunk-YIVYDRAM.js";
import "./chunk-VF46JH6B.js";
import "./chunk-G57OUFMF.js";
import "./chunk-XBUSBGI4.js";
import "./chunk-ULHD23A5.js";
import "./chunk-3HRL5VYN.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-2TBVN567.js";
import "./chunk-WODHW2AT.js";
import "./chunk-DVXXGNJS.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-MHNMRYM2.js";
import "./chunk-DVQOKHBY.js";
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
import "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  createDispatcher,
  dispatchDegraded
};
