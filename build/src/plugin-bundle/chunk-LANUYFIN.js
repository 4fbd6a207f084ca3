import {
  TranscriptService
} from "./chunk-KMXEIVIZ.js";
import "./chunk-GNZLBU24.js";
import "./chunk-HV4HQN6V.js";
import "./chunk-7RZ4TLVJ.js";
import {
  activeWorktrees
} from "./chunk-3LDFT4X5.js";
import "./chunk-3BAZVW44.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-HBCXKOYP.js";
import "./chunk-2SU34CL3.js";
import "./chunk-O7HNTOIZ.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-HDC6FNAP.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-QR4OWHSN.js";
import "./chunk-YZPE5SJS.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-2TBVN567.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-APORTJVU.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-D3Q7J7EP.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-VCQCACWH.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-HP2RDOJG.js";
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
