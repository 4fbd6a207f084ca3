import {
  modifyLabStories,
  readLabStories,
  updateLabStories,
  writeLabStories
} from "./chunk-QZFTDVIY.js";
import "./chunk-6OV7LL7N.js";
import "./chunk-ETNMNKQH.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-TDAW46ID.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";
export {
  modifyLabStories,
  readLabStories,
  updateLabStories,
  writeLabStories
};
