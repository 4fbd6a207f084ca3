import {
  parseCursor,
  readBody,
  searchExchanges
} from "./chunk-RRLJGAGD.js";
import "./chunk-GNLFZ47A.js";
import "./chunk-CDIWZQUR.js";
import "./chunk-AF6YNM63.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-TDAW46ID.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-ISHTDNEO.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";
export {
  parseCursor,
  readBody,
  searchExchanges
};
