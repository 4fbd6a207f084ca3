import {
  createDispatcher,
  dispatchDegraded
} from "./chunk-PGZEVDFW.js";
import "./chunk-3AHKMIYI.js";
import "./chunk-56S4W57Z.js";
import "./chunk-CQY5BSMA.js";
import "./chunk-GZEGERLG.js";
import "./chunk-M3DNBEOC.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-SISSMKT7.js";
import "./chunk-S52MUUD6.js";
import "./chunk-5GTKRW56.js";
import "./chunk-RFSFY4JJ.js";
import "./chunk-2WFNYI6B.js";
import "./chunk-4DQAAMPB.js";
import "./chunk-HXQHTFQO.js";
import "./chunk-ONWPKX4J.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-INQLNQPW.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-G57OUFMF.js";
import "./chunk-XBUSBGI4.js";
import "./chunk-ULHD23A5.js";
import "./chunk-HLWP23XC.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
import "./chunk-WWRLA7TE.js";
import "./chunk-TFU6VN56.js";
import "./chunk-SRAK2D7S.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-CSNSZUFI.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-EKTOFPDF.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  createDispatcher,
  dispatchDegraded
};
