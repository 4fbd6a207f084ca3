import {
  modifyLabStories,
  readLabStories,
  updateLabStories,
  writeLabStories
} from "./chunk-4CAWC4R5.js";
import "./chunk-DZBYBF6N.js";
import "./chunk-CPN3WF7J.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-LDN7OS7T.js";
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
