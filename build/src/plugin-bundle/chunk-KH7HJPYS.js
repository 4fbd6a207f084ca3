import {
  labTransport,
  withLab
} from "./chunk-LZMMFK7I.js";
import "./chunk-3CGSNBTG.js";
import "./chunk-PQANHIHO.js";
import "./chunk-AF6YNM63.js";
import "./chunk-G57OUFMF.js";
import "./chunk-KPKUC2MZ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  labTransport,
  withLab
};
