import {
  TranscriptService
} from "./chunk-RF76FHZU.js";
import "./chunk-7QK4EHNA.js";
import "./chunk-BSUXXPLT.js";
import "./chunk-7WEJGNXB.js";
import "./chunk-FQJSGTRK.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-24YVJXVB.js";
import "./chunk-27U7AYKQ.js";
import "./chunk-J4NJ7XEG.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-3HRL5VYN.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-2TBVN567.js";
import "./chunk-D22PSS2P.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-MQAIAPGF.js";
import "./chunk-DBJA57MQ.js";
import "./chunk-DRV4ZJJZ.js";
import "./chunk-R4FGDYEF.js";
import "./chunk-W46PSUSI.js";
import "./chunk-3UBLQEIB.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-MV6Z6NXE.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-UYAKZIL7.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  TranscriptService
};
