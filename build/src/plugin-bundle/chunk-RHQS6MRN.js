import {
  labTransport,
  withLab
} from "./chunk-JPHL5C2Z.js";
import "./chunk-3CGSNBTG.js";
import "./chunk-2JZ325IY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-G57OUFMF.js";
import "./chunk-OTGZQQ7X.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";
export {
  labTransport,
  withLab
};
