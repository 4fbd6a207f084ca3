import {
  TranscriptService
} from "./chunk-FHMHRFYV.js";
import "./chunk-OIOLK6PA.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-HV4HQN6V.js";
import "./chunk-7RZ4TLVJ.js";
import {
  activeWorktrees
} from "./chunk-BIFVX2K7.js";
import "./chunk-EGNWGQWN.js";
import "./chunk-HBCXKOYP.js";
import "./chunk-HLZXS5BH.js";
import "./chunk-VAFYDGBG.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-V57STGOB.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-ADAZ7S66.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-2TBVN567.js";
import "./chunk-QBHKEVBQ.js";
import "./chunk-4XKDIFGD.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-V3BWZ7UI.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-3KSWOEMC.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-SU4J65G6.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-KWAIEQ2K.js";
import "./chunk-465MGB2C.js";
import "./chunk-NCPGUN3D.js";
import "./chunk-KVJHCCPI.js";
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
