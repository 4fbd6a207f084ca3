import {
  activeWorktrees
} from "./chunk-HKSAP7IG.js";
import "./chunk-3IRAMXBR.js";
import {
  TranscriptService
} from "./chunk-46RZFGY2.js";
import "./chunk-HCOJEQNZ.js";
import "./chunk-BSUXXPLT.js";
import "./chunk-Z3NGHV43.js";
import "./chunk-FQJSGTRK.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-PO6L32RW.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-AC5TDPAY.js";
import "./chunk-24YVJXVB.js";
import "./chunk-CVWBUUDW.js";
import "./chunk-J4NJ7XEG.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-3HRL5VYN.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-2TBVN567.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-D22PSS2P.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-LJUTELLQ.js";
import "./chunk-EGFMAKHA.js";
import "./chunk-CD3IB3CK.js";
import "./chunk-R4FGDYEF.js";
import "./chunk-W46PSUSI.js";
import "./chunk-JJVVBB2U.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-MV6Z6NXE.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-XM2ZVQLZ.js";
import "./chunk-GMGLZBHG.js";
import "./chunk-YZV3RAMM.js";
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
