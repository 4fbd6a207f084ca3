import {
  TranscriptService
} from "./chunk-453P3JQS.js";
import "./chunk-LN7ULHSK.js";
import "./chunk-XHYQZ3GS.js";
import "./chunk-RTS4GTJ5.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-FQJSGTRK.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-GNLFZ47A.js";
import "./chunk-CDIWZQUR.js";
import "./chunk-AF6YNM63.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-TDAW46ID.js";
import "./chunk-QR4ULOYC.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-BZL6KKZX.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-ISHTDNEO.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";
export {
  TranscriptService
};
