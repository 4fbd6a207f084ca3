import {
  labTransport,
  withLab
} from "./chunk-WQ4NNCIF.js";
import "./chunk-3CGSNBTG.js";
import "./chunk-MWX7X5UU.js";
import "./chunk-AF6YNM63.js";
import "./chunk-G57OUFMF.js";
import "./chunk-IW7S7IYC.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  labTransport,
  withLab
};
