import {
  createDispatcher,
  dispatchDegraded
} from "./chunk-ITRHJFQE.js";
import "./chunk-72VPCXEI.js";
import "./chunk-PKEFGW35.js";
import "./chunk-OBMOCTVC.js";
import "./chunk-QW5DITF2.js";
import "./chunk-ETNMNKQH.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-C7BY72KZ.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-AF6YNM63.js";
import "./chunk-XPDIZTJD.js";
import "./chunk-JRSHXSYG.js";
import "./chunk-B5S5ERRU.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-YGAR6IX4.js";
import "./chunk-G57OUFMF.js";
import "./chunk-NONMS3C3.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-TDAW46ID.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
import "./chunk-ELYTFZPC.js";
import "./chunk-4J3MNO4F.js";
import "./chunk-RI6QIVNB.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-XBUSBGI4.js";
import "./chunk-ULHD23A5.js";
import "./chunk-OV3IXWCS.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-UILLDLYA.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  createDispatcher,
  dispatchDegraded
};
