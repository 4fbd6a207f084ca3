import {
  describeSiblings,
  itemOf,
  relevantBroadcasts
} from "./chunk-2X27PTQL.js";
import {
  siblingsOf,
  swarmTaskOf
} from "./chunk-QEYQT5OM.js";
import {
  BroadcastIndex
} from "./chunk-JEAGG7HD.js";
import "./chunk-FA4IUSWH.js";
import "./chunk-6BVEKIOM.js";
import {
  readTracking
} from "./chunk-V4KTFVQF.js";
import "./chunk-2TBVN567.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  jsonBytes
} from "./chunk-C5Q5C45N.js";
import "./chunk-5WLASJTG.js";
import "./chunk-W46PSUSI.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
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

// dist/src/swarm/sibling-context.js
var SWARM_PROMPT_BYTES = 4096;
var PROMPT_SIBLINGS = 10;
var PROMPT_BROADCASTS = 10;
function siblingContextSections(input) {
  const budget = input.budgetBytes ?? SWARM_PROMPT_BYTES;
  const sections = [];
  if (input.siblingsTotal > 0) {
    const lines = input.siblings.map((s) => `- ${s.module ?? "(no module)"} (${s.story_id}, ${s.agent}, ${s.state}): ${s.description}`);
    const more = input.siblingsTotal - input.siblings.length;
    sections.push({
      title: "Sibling modules (built in parallel with yours)",
      text: fit(lines, budget / 2, more > 0 ? `(+${more} more: get_siblings, or forge tool get_siblings)` : null, "Build against their broadcast contracts, not against guesses; broadcast every interface you expose (broadcast_finding, or forge broadcast) before you hand off.")
    });
  }
  if (input.broadcasts.length > 0) {
    const lines = input.broadcasts.map((b) => `- [${b.severity}] ${b.module} (${b.agent}, ${b.created_at}) ${b.kind}: ${b.summary} [${b.id}]`);
    sections.push({
      title: "Recent broadcasts",
      text: fit(lines, budget / 2, input.olderBroadcasts > 0 ? `(+${input.olderBroadcasts} older broadcasts: get_broadcasts, or forge broadcasts)` : null, "Read a contract in full with get_broadcast <id> (forge broadcasts get <id>).")
    });
  }
  return sections;
}
function fit(lines, budget, more, advice) {
  const render = (shown2) => {
    const dropped = lines.length - shown2;
    const notes = [dropped > 0 ? `(${dropped} more left out to keep the prompt short)` : null, more].filter(Boolean).join(" ");
    return [...lines.slice(0, shown2), ...notes ? [notes] : [], "", advice].join("\n");
  };
  let shown = lines.length;
  while (shown > 1 && jsonBytes(render(shown)) > budget)
    shown -= 1;
  return render(shown);
}
async function swarmPromptSections(projectRoot, task, now) {
  const read = await readTracking(projectRoot);
  const tracked = read?.ok ? read.tracking.tasks : {};
  const me = { story_id: task.story_id, agent: task.agent, state: "picked_up", module: task.module ?? null, batch: task.batch ?? null, file: "" };
  const siblings = siblingsOf(me, Object.entries(tracked).map(([id, entry]) => swarmTaskOf(id, entry)));
  const { headers } = await new BroadcastIndex(projectRoot, { now, settleMs: DEFAULT_CONFIG.daemon.settle }).refresh();
  const relevant = relevantBroadcasts(headers, [task.module, ...siblings.map((s) => s.module)].filter((m) => typeof m === "string"), PROMPT_BROADCASTS);
  return siblingContextSections({
    siblings: await describeSiblings(projectRoot, siblings.slice(0, PROMPT_SIBLINGS)),
    siblingsTotal: siblings.length,
    broadcasts: relevant.items.map(itemOf),
    olderBroadcasts: relevant.older
  });
}
export {
  PROMPT_BROADCASTS,
  PROMPT_SIBLINGS,
  SWARM_PROMPT_BYTES,
  siblingContextSections,
  swarmPromptSections
};
