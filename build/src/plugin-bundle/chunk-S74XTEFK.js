import {
  TranscriptService
} from "./chunk-NZSENLU3.js";
import "./chunk-XHYQZ3GS.js";
import "./chunk-RTS4GTJ5.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-QNMYWLOH.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-FQJSGTRK.js";
import "./chunk-5ZJGHV4I.js";
import "./chunk-WOKPV4IV.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-QR4ULOYC.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-2TBVN567.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-IIFQZTPI.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-E4Q6A6JA.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  TranscriptService
};
