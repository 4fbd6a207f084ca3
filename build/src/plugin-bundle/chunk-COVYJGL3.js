import {
  modifyLabStories,
  readLabStories,
  updateLabStories,
  writeLabStories
} from "./chunk-YTGQNNBO.js";
import "./chunk-Q6YQOQJE.js";
import "./chunk-2SZZPO6G.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-VF46JH6B.js";
import "./chunk-54LJ5TLE.js";
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
  modifyLabStories,
  readLabStories,
  updateLabStories,
  writeLabStories
};
