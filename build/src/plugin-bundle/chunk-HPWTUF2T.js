import {
  modifyLabStories,
  readLabStories,
  updateLabStories,
  writeLabStories
} from "./chunk-DH2J33X6.js";
import "./chunk-RMITJD2D.js";
import "./chunk-YHJJYWO2.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-APORTJVU.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  modifyLabStories,
  readLabStories,
  updateLabStories,
  writeLabStories
};
