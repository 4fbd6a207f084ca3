import {
  labTransport,
  withLab
} from "./chunk-FNCGBMEX.js";
import "./chunk-3CGSNBTG.js";
import "./chunk-UPJNO7CK.js";
import "./chunk-AF6YNM63.js";
import "./chunk-G57OUFMF.js";
import "./chunk-IL6UXGN3.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  labTransport,
  withLab
};
