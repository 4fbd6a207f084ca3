import {
  renderInspection
} from "./chunk-QLDHGLQ7.js";
import {
  inspectionPage
} from "./chunk-IG2HWX2K.js";
import "./chunk-3QLEZRQE.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import {
  BroadcastIndex
} from "./chunk-5VU645TN.js";
import "./chunk-LI72HRL5.js";
import {
  InspectBatchInput
} from "./chunk-EKC75GMO.js";
import "./chunk-MC4QJWW4.js";
import "./chunk-LJX74CRM.js";
import "./chunk-JFTD65GX.js";
import "./chunk-46EO4P2P.js";
import "./chunk-GRFZL6IN.js";
import {
  readTracking
} from "./chunk-UHSH65AK.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-2TBVN567.js";
import "./chunk-W46PSUSI.js";
import "./chunk-W5O4O7XM.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import {
  stageOf
} from "./chunk-MVX4HVOW.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-YISKQB2P.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
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
