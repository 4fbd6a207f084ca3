import {
  notManaged,
  workerScreen,
  workerSession
} from "./chunk-53FIAQD6.js";
import "./chunk-GFTVIC7U.js";
import "./chunk-OIH4QBY3.js";
import "./chunk-I37D54C5.js";
import "./chunk-WJDVEQQZ.js";
import "./chunk-MXI3ZAC5.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-774OVZEB.js";
import "./chunk-6YV6YZL7.js";
import "./chunk-G57OUFMF.js";
import "./chunk-XBUSBGI4.js";
import "./chunk-NIS76XCX.js";
import "./chunk-ULHD23A5.js";
import "./chunk-D4LAC5UG.js";
import "./chunk-3HRL5VYN.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
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
import "./chunk-LEL55BD4.js";
import "./chunk-XM2ZVQLZ.js";
import "./chunk-GMGLZBHG.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  notManaged,
  workerScreen,
  workerSession
};
