import {
  CODE_IMPLEMENTATIONS,
  getCodebaseContext,
  getManifest,
  indexRepo,
  listReposTool,
  planningCodeContext
} from "./chunk-NNWUZMSI.js";
import "./chunk-N2QRKSQK.js";
import "./chunk-GSZMS6ZI.js";
import "./chunk-ATTI6O6G.js";
import "./chunk-EFEMLJJ6.js";
import "./chunk-5ZLZDTIN.js";
import "./chunk-YR6BMIBU.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-W46PSUSI.js";
import "./chunk-SRAK2D7S.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";
export {
  CODE_IMPLEMENTATIONS,
  getCodebaseContext,
  getManifest,
  indexRepo,
  listReposTool,
  planningCodeContext
};
