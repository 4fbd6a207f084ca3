import {
  activeWorktrees
} from "./chunk-ZMY6YDAF.js";
import "./chunk-XIWWQEB4.js";
import {
  TranscriptService
} from "./chunk-WMOVYZ3Y.js";
import "./chunk-ICIU7UZV.js";
import "./chunk-EUBYSOBO.js";
import "./chunk-AVLQTM4H.js";
import "./chunk-FQJSGTRK.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-5J427G2N.js";
import "./chunk-HXQHTFQO.js";
import "./chunk-ZLYBU6VC.js";
import "./chunk-AHQM4LWI.js";
import "./chunk-ONWPKX4J.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-HLWP23XC.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
import "./chunk-SRAK2D7S.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-LPWFHXNZ.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-ISHTDNEO.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-EKTOFPDF.js";
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
