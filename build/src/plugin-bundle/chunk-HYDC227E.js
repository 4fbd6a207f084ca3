import {
  renderInspection
} from "./chunk-QLDHGLQ7.js";
import {
  inspectionPage
} from "./chunk-CGHBJ7HA.js";
import "./chunk-GSCZMT7S.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import {
  BroadcastIndex
} from "./chunk-RVEGSIF3.js";
import "./chunk-H2E55P6B.js";
import {
  InspectBatchInput
} from "./chunk-LGKPWMFO.js";
import "./chunk-PHA7OQQT.js";
import "./chunk-2I5MPK32.js";
import "./chunk-RRLJGAGD.js";
import "./chunk-GNLFZ47A.js";
import "./chunk-CDIWZQUR.js";
import "./chunk-AF6YNM63.js";
import {
  readTracking
} from "./chunk-B5S5ERRU.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-TDAW46ID.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
import "./chunk-W46PSUSI.js";
import "./chunk-RI6QIVNB.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import {
  stageOf
} from "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-ISHTDNEO.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import {
  DEFAULT_CONFIG
} from "./chunk-UILLDLYA.js";
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
