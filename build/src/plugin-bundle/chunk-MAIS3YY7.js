import {
  recordNotification
} from "./chunk-46ZNCUAE.js";
import "./chunk-4POOMP3Z.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";
export {
  recordNotification
};
