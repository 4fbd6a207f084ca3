import {
  GITIGNORE_LINES,
  initProject
} from "./chunk-H7QOVO5H.js";
import "./chunk-4POOMP3Z.js";
import "./chunk-M3DNBEOC.js";
import "./chunk-X3KHE65L.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-3MW5IQOD.js";
import "./chunk-CY5BEPSV.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-EKTOFPDF.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  GITIGNORE_LINES,
  initProject
};
