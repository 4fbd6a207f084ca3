import {
  unservedReviewWarning
} from "./chunk-ZOWVDP76.js";
import {
  outsideRoster
} from "./chunk-JH4NCKVG.js";
import {
  knownKeys,
  misspeltKeyWarnings
} from "./chunk-FA4IUSWH.js";
import {
  TaskFrontMatter
} from "./chunk-UYGV2EW6.js";
import {
  rosterOf
} from "./chunk-EGGF3NBR.js";

// dist/src/parties/task-warnings.js
var TASK_KEYS = knownKeys(TaskFrontMatter);
var rosters = /* @__PURE__ */ new WeakMap();
function rosterNames(config) {
  let names = rosters.get(config);
  if (!names)
    rosters.set(config, names = new Set(Object.keys(rosterOf(config))));
  return names;
}
function taskFileWarnings(config, agent, file, frontMatter) {
  const stranger = rosterNames(config).has(agent) ? null : outsideRoster(config, agent, file, "a new agent needs a [workers.<name>] table");
  const unserved = frontMatter ? unservedReviewWarning(config, file, frontMatter) : null;
  return [...stranger ? [stranger] : [], ...frontMatter ? misspeltKeyWarnings(file, frontMatter, TASK_KEYS) : [], ...unserved ? [unserved] : []];
}

export {
  taskFileWarnings
};
