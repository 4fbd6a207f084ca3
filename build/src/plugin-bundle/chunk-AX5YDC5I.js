import {
  CODE_IMPLEMENTATIONS,
  getCodebaseContext,
  getManifest,
  indexRepo,
  listReposTool,
  planningCodeContext
} from "./chunk-VC2CGEIB.js";
import "./chunk-LFQ2JKUG.js";
import "./chunk-GSZMS6ZI.js";
import "./chunk-2LFLE5PW.js";
import "./chunk-6CPU3H2P.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-VF46JH6B.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-SN4Z7LYO.js";
import "./chunk-C5Q5C45N.js";
import "./chunk-5WLASJTG.js";
import "./chunk-W46PSUSI.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  CODE_IMPLEMENTATIONS,
  getCodebaseContext,
  getManifest,
  indexRepo,
  listReposTool,
  planningCodeContext
};
