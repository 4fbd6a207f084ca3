import {
  workerScreen,
  workerSession
} from "./chunk-OVHLKZKT.js";
import "./chunk-T7NMDZBP.js";
import "./chunk-GFTVIC7U.js";
import "./chunk-HIA2FALQ.js";
import "./chunk-GIIPVMV4.js";
import "./chunk-G57OUFMF.js";
import "./chunk-MNBPER3R.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-2CIYGBLK.js";
import "./chunk-Q76OL4ZR.js";
import "./chunk-YVQ3KEUM.js";
import "./chunk-PLUKSV7Y.js";
import "./chunk-W46PSUSI.js";
import "./chunk-W5O4O7XM.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-XBUSBGI4.js";
import "./chunk-ULHD23A5.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-UILLDLYA.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  workerScreen,
  workerSession
};
