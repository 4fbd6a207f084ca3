import {
  TranscriptService
} from "./chunk-6DQ62D3C.js";
import "./chunk-LHCY3G62.js";
import "./chunk-RTS4GTJ5.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-2BITPBAH.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-URRWOQKU.js";
import {
  activeWorktrees
} from "./chunk-IUCRRE5C.js";
import "./chunk-MSRYS53V.js";
import "./chunk-HX3UW3YC.js";
import "./chunk-LI72HRL5.js";
import "./chunk-46EO4P2P.js";
import "./chunk-GRFZL6IN.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-UHSH65AK.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-Q76OL4ZR.js";
import "./chunk-YVQ3KEUM.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-2TBVN567.js";
import "./chunk-W5O4O7XM.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G5XZR2SX.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-YISKQB2P.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-UILLDLYA.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/transcripts/ingest-pending.js
async function ingestPending(projectRoot, config, clock, env, worktrees) {
  const service = await TranscriptService.open({ projectRoot, config, clock, env, compound: true });
  return service.ingestDirs(await service.locate(worktrees ?? await activeWorktrees(projectRoot, config.daemon.max_task_bytes)));
}
export {
  ingestPending
};
