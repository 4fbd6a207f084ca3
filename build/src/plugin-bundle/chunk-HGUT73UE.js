import {
  workerScreen,
  workerSession
} from "./chunk-334VRINE.js";
import "./chunk-NMARZQZY.js";
import "./chunk-GFTVIC7U.js";
import "./chunk-UZ6SEOL6.js";
import "./chunk-ZZST5HBF.js";
import "./chunk-G57OUFMF.js";
import "./chunk-MNBPER3R.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-2ROV757Q.js";
import "./chunk-QR4ULOYC.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-4RICD4WI.js";
import "./chunk-W46PSUSI.js";
import "./chunk-V6W32NSC.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
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
