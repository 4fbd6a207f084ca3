import {
  parseCursor,
  searchExchanges
} from "./chunk-JFTD65GX.js";
import "./chunk-46EO4P2P.js";
import "./chunk-GRFZL6IN.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-YISKQB2P.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  parseCursor,
  searchExchanges
};
