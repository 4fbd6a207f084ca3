import {
  readHandoff
} from "./chunk-7VZSZLIB.js";
import "./chunk-HX3UW3YC.js";
import "./chunk-LI72HRL5.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-2TBVN567.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  readHandoff
};
