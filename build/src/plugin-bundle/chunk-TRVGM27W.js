import {
  readHandoff
} from "./chunk-LNGYE6G4.js";
import "./chunk-HBCXKOYP.js";
import "./chunk-NZHWP3EM.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-VM6A45NV.js";
import "./chunk-2TBVN567.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-APORTJVU.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  readHandoff
};
