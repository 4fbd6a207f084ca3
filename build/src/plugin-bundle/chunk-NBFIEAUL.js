import {
  outsideRoster
} from "./chunk-C7BY72KZ.js";
import {
  knownKeys,
  misspeltKeyWarnings
} from "./chunk-H2E55P6B.js";
import {
  TaskFrontMatter
} from "./chunk-OI4A2F5A.js";
import {
  rosterOf
} from "./chunk-UILLDLYA.js";

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
  return [...stranger ? [stranger] : [], ...frontMatter ? misspeltKeyWarnings(file, frontMatter, TASK_KEYS) : []];
}

export {
  taskFileWarnings
};
