import {
  answerStop
} from "./chunk-JWLOBF2B.js";
import "./chunk-36W7WEXG.js";
import "./chunk-7EVW6Y25.js";
import "./chunk-RJFJK3WY.js";
import "./chunk-NOJMCEDM.js";
import "./chunk-3GQU5PKK.js";
import "./chunk-TOKAIHTZ.js";
import "./chunk-3IRAMXBR.js";
import "./chunk-BSUXXPLT.js";
import "./chunk-EQL2VOND.js";
import "./chunk-74V7TVD4.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-6LC26BAZ.js";
import "./chunk-PX2LI2PJ.js";
import "./chunk-3MW5IQOD.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-PO6L32RW.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-AC5TDPAY.js";
import "./chunk-J4NJ7XEG.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-3HRL5VYN.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-2TBVN567.js";
import "./chunk-44A73VCQ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-JJVVBB2U.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-MV6Z6NXE.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-XM2ZVQLZ.js";
import "./chunk-GMGLZBHG.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  answerStop
};
