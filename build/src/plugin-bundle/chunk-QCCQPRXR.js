import {
  renderInspection
} from "./chunk-QLDHGLQ7.js";
import {
  inspectionPage
} from "./chunk-ORGU2DQT.js";
import "./chunk-VSUZ4L4C.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import {
  BroadcastIndex
} from "./chunk-JEAGG7HD.js";
import "./chunk-FA4IUSWH.js";
import "./chunk-6BVEKIOM.js";
import {
  readTracking
} from "./chunk-V4KTFVQF.js";
import {
  InspectBatchInput
} from "./chunk-6SAZ3PZF.js";
import "./chunk-UHDDLRTD.js";
import "./chunk-WZ5W3UN4.js";
import "./chunk-ZKWPFRFB.js";
import "./chunk-J4NJ7XEG.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-VF46JH6B.js";
import "./chunk-2TBVN567.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-JC3QF5J2.js";
import "./chunk-SN4Z7LYO.js";
import "./chunk-C5Q5C45N.js";
import "./chunk-5WLASJTG.js";
import "./chunk-W46PSUSI.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import {
  stageOf
} from "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-LEL55BD4.js";
import {
  DEFAULT_CONFIG
} from "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import "./chunk-YZV3RAMM.js";
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
