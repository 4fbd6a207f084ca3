import {
  unservedReviewWarning
} from "./chunk-327KA6VZ.js";
import {
  outsideRoster
} from "./chunk-5GUCMKA4.js";
import {
  knownKeys,
  misspeltKeyWarnings
} from "./chunk-ZAGZI73L.js";
import {
  TaskFrontMatter
} from "./chunk-UYGV2EW6.js";
import {
  rosterOf
} from "./chunk-UYAKZIL7.js";

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
