import {
  unservedReviewWarning
} from "./chunk-56S4W57Z.js";
import {
  outsideRoster
} from "./chunk-RFSFY4JJ.js";
import {
  knownKeys,
  misspeltKeyWarnings
} from "./chunk-5J427G2N.js";
import {
  TaskFrontMatter
} from "./chunk-OI4A2F5A.js";
import {
  rosterOf
} from "./chunk-EKTOFPDF.js";

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
