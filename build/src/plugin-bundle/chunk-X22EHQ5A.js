import {
  labTransport,
  withLab
} from "./chunk-5NL7YSS4.js";
import "./chunk-JHCKXXRS.js";
import "./chunk-PQANHIHO.js";
import "./chunk-AF6YNM63.js";
import "./chunk-KDI3WSDG.js";
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
