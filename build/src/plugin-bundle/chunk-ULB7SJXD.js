import {
  renderInspection
} from "./chunk-QLDHGLQ7.js";
import {
  inspectionPage
} from "./chunk-Q2HC3H5Y.js";
import "./chunk-TUHJH6TF.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import {
  BroadcastIndex
} from "./chunk-ETI46CXX.js";
import "./chunk-5J427G2N.js";
import {
  readTracking
} from "./chunk-HXQHTFQO.js";
import {
  InspectBatchInput
} from "./chunk-FGLKCTDM.js";
import "./chunk-5ZLZDTIN.js";
import "./chunk-YR6BMIBU.js";
import "./chunk-DXUA6A3P.js";
import "./chunk-ZLYBU6VC.js";
import "./chunk-AHQM4LWI.js";
import "./chunk-ONWPKX4J.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
import "./chunk-W46PSUSI.js";
import "./chunk-SRAK2D7S.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import {
  stageOf
} from "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-ISHTDNEO.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import {
  DEFAULT_CONFIG
} from "./chunk-EKTOFPDF.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/swarm/inspection-context.js
var INSPECTION_PROMPT_CHARS = 6e3;
async function inspectionPromptSections(projectRoot, clock, task) {
  if (!task.batch || stageOf(task.task_type, task.stage) !== "arch_review")
    return [];
  const tracking = await readTracking(projectRoot);
  if (tracking !== null && !tracking.ok)
    return [];
  const { headers } = await new BroadcastIndex(projectRoot, { now: () => clock.now(), settleMs: DEFAULT_CONFIG.daemon.settle }).refresh();
  const text = renderInspection(await inspectionPage(projectRoot, tracking?.tracking ?? null, headers, InspectBatchInput.parse({ batch: task.batch })));
  const cut = text.length > INSPECTION_PROMPT_CHARS;
  return [
    {
      title: `Inspection of batch ${task.batch}`,
      text: cut ? `${text.slice(0, INSPECTION_PROMPT_CHARS)}

(cut to keep the prompt short: run forge inspect --batch ${task.batch} for all of it)` : text
    }
  ];
}
export {
  INSPECTION_PROMPT_CHARS,
  inspectionPromptSections
};
