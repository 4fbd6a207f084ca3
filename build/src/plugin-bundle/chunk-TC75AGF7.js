import {
  labTransport,
  withLab
} from "./chunk-65UIHYJF.js";
import "./chunk-3CGSNBTG.js";
import "./chunk-QDESFUME.js";
import "./chunk-AF6YNM63.js";
import "./chunk-G57OUFMF.js";
import "./chunk-DQDHX33S.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  labTransport,
  withLab
};
