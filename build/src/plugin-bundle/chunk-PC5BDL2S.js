import {
  labTransport,
  withLab
} from "./chunk-24FUSN4Z.js";
import "./chunk-3CGSNBTG.js";
import "./chunk-MWX7X5UU.js";
import "./chunk-AF6YNM63.js";
import "./chunk-G57OUFMF.js";
import "./chunk-IW7S7IYC.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";
export {
  labTransport,
  withLab
};
