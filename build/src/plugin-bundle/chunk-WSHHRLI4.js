import {
  answerStop
} from "./chunk-QSMVICCT.js";
import "./chunk-XIY7ASUG.js";
import "./chunk-6LTEZ4QC.js";
import "./chunk-5LOULQRQ.js";
import "./chunk-YPPUMZ6U.js";
import "./chunk-TOKAIHTZ.js";
import "./chunk-XIWWQEB4.js";
import "./chunk-EUBYSOBO.js";
import "./chunk-4POOMP3Z.js";
import "./chunk-X3KHE65L.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-2WFNYI6B.js";
import "./chunk-4DQAAMPB.js";
import "./chunk-3MW5IQOD.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-5J427G2N.js";
import "./chunk-HXQHTFQO.js";
import "./chunk-44A73VCQ.js";
import "./chunk-ONWPKX4J.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-HLWP23XC.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
import "./chunk-SRAK2D7S.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-EKTOFPDF.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  answerStop
};
