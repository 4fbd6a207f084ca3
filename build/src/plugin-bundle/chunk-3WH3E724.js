import {
  createLabStory,
  createStoryArgs,
  labStoryStatus,
  readStatusAnswer,
  statusFromAnswer,
  storyStatusArgs
} from "./chunk-U3CNBXQS.js";
import "./chunk-3CGSNBTG.js";
import "./chunk-V7DGML64.js";
import "./chunk-6OV7LL7N.js";
import "./chunk-M3DNBEOC.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-JVAYJMAM.js";
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
  createLabStory,
  createStoryArgs,
  labStoryStatus,
  readStatusAnswer,
  statusFromAnswer,
  storyStatusArgs
};
