import {
  renderInspection
} from "./chunk-QLDHGLQ7.js";
import {
  inspectionPage
} from "./chunk-4CQU7TQD.js";
import "./chunk-DO54UKUH.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import {
  BroadcastIndex
} from "./chunk-V2JW4AR5.js";
import "./chunk-2SU34CL3.js";
import {
  InspectBatchInput
} from "./chunk-MXDXMDN6.js";
import "./chunk-UFKUNQEI.js";
import "./chunk-E26O7VLS.js";
import "./chunk-W46PSUSI.js";
import "./chunk-NXWTF3F4.js";
import "./chunk-O7HNTOIZ.js";
import "./chunk-OM7ONMKZ.js";
import {
  readTracking
} from "./chunk-QR4OWHSN.js";
import "./chunk-YZPE5SJS.js";
import "./chunk-T3NHBJDK.js";
import {
  stageOf
} from "./chunk-MVX4HVOW.js";
import "./chunk-2TBVN567.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-APORTJVU.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-VCQCACWH.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import {
  DEFAULT_CONFIG
} from "./chunk-ILL6XZJP.js";
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
