import {
  TranscriptService
} from "./chunk-6DQ62D3C.js";
import "./chunk-LHCY3G62.js";
import "./chunk-RTS4GTJ5.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-2BITPBAH.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-URRWOQKU.js";
import "./chunk-46EO4P2P.js";
import "./chunk-GRFZL6IN.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-Q76OL4ZR.js";
import "./chunk-YVQ3KEUM.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-2TBVN567.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G5XZR2SX.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-YISKQB2P.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  TranscriptService
};
