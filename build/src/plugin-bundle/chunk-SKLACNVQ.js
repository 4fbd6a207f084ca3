import {
  createLabStory,
  createStoryArgs,
  labStoryStatus,
  readStatusAnswer,
  statusFromAnswer,
  storyStatusArgs
} from "./chunk-TUOYBN2N.js";
import "./chunk-UBD6LTJ5.js";
import "./chunk-3CGSNBTG.js";
import "./chunk-6RCWT33O.js";
import "./chunk-YHJJYWO2.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-APORTJVU.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  createLabStory,
  createStoryArgs,
  labStoryStatus,
  readStatusAnswer,
  statusFromAnswer,
  storyStatusArgs
};
