import {
  TranscriptService
} from "./chunk-M6J6V7UV.js";
import "./chunk-MIZR3GWG.js";
import "./chunk-IF4UFLCJ.js";
import "./chunk-7RZ4TLVJ.js";
import {
  activeWorktrees
} from "./chunk-QEBZ4FRE.js";
import "./chunk-7BJ5AJLP.js";
import "./chunk-HBCXKOYP.js";
import "./chunk-TJRDZNU3.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-URRWOQKU.js";
import "./chunk-YVGJ5SKT.js";
import "./chunk-57WUNIUN.js";
import "./chunk-5VSXXROX.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-NMH4D5KW.js";
import "./chunk-HDC6FNAP.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-4C7BYRR4.js";
import "./chunk-2ZECINIR.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-2TBVN567.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-APORTJVU.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-LGZY7E3R.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-KYS4X3DV.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-UILLDLYA.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/transcripts/ingest-pending.js
async function ingestPending(projectRoot, config, clock, env) {
  const service = await TranscriptService.open({ projectRoot, config, clock, env, compound: true });
  return service.ingestDirs(await service.locate(await activeWorktrees(projectRoot, config.daemon.max_task_bytes)));
}
export {
  ingestPending
};
