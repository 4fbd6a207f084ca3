import {
  CODE_IMPLEMENTATIONS,
  getCodebaseContext,
  getManifest,
  indexRepo,
  listReposTool,
  planningCodeContext
} from "./chunk-2UDGGP23.js";
import "./chunk-TSI7HNYG.js";
import "./chunk-GSZMS6ZI.js";
import "./chunk-PU4YSO57.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DBJA57MQ.js";
import "./chunk-DRV4ZJJZ.js";
import "./chunk-R4FGDYEF.js";
import "./chunk-W46PSUSI.js";
import "./chunk-3UBLQEIB.js";
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
