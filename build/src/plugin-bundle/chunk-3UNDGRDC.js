import {
  planFolderExists,
  planProjects,
  readPlanFolder,
  refuse,
  writeArtifacts
} from "./chunk-SI3FBSHU.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-VSUZ4L4C.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-FA4IUSWH.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-AF6YNM63.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-VF46JH6B.js";
import "./chunk-2TBVN567.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
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
  planFolderExists,
  planProjects,
  readPlanFolder,
  refuse,
  writeArtifacts
};
