import {
  CODE_IMPLEMENTATIONS,
  getCodebaseContext,
  getManifest,
  indexRepo,
  listReposTool,
  planningCodeContext
} from "./chunk-M56AEQJH.js";
import "./chunk-6FB6DJFC.js";
import "./chunk-GSZMS6ZI.js";
import "./chunk-Z4X6EZ3T.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-MMPZZXAU.js";
import "./chunk-52DMOBWV.js";
import "./chunk-R4FGDYEF.js";
import "./chunk-W46PSUSI.js";
import "./chunk-7MOE2PBH.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-MV6Z6NXE.js";
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
