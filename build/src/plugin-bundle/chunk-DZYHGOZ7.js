import {
  findTool,
  runTool
} from "./chunk-XSUGXWNK.js";
import "./chunk-4U3L7L6D.js";
import "./chunk-XDVUA3Z4.js";
import "./chunk-G7R7LDAZ.js";
import "./chunk-QEYQT5OM.js";
import "./chunk-CGHBJ7HA.js";
import "./chunk-YIINDENA.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-GSCZMT7S.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-LGJTDXMZ.js";
import "./chunk-RVEGSIF3.js";
import "./chunk-H2E55P6B.js";
import "./chunk-JA434GMB.js";
import "./chunk-LGKPWMFO.js";
import "./chunk-PHA7OQQT.js";
import "./chunk-2I5MPK32.js";
import "./chunk-24Q4VPTS.js";
import "./chunk-RRLJGAGD.js";
import "./chunk-GNLFZ47A.js";
import "./chunk-NLWAGP7F.js";
import "./chunk-CDIWZQUR.js";
import "./chunk-AF6YNM63.js";
import "./chunk-SXZWUYH7.js";
import "./chunk-XPDIZTJD.js";
import "./chunk-JRSHXSYG.js";
import "./chunk-B5S5ERRU.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-YGAR6IX4.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-TDAW46ID.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
import "./chunk-ELYTFZPC.js";
import "./chunk-4J3MNO4F.js";
import "./chunk-W46PSUSI.js";
import "./chunk-RI6QIVNB.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-OV3IXWCS.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-ISHTDNEO.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-UILLDLYA.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  findTool,
  runTool
};
