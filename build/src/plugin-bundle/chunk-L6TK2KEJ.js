import {
  parseLimit,
  parseSince
} from "./chunk-VU2DEFHH.js";
import "./chunk-3KSWOEMC.js";
import "./chunk-KWAIEQ2K.js";
import "./chunk-465MGB2C.js";
import "./chunk-KVJHCCPI.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  parseLimit,
  parseSince
};
