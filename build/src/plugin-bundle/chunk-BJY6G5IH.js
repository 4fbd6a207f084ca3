import {
  outsideRoster
} from "./chunk-X3ZMOU4W.js";
import {
  knownKeys,
  misspeltKeyWarnings
} from "./chunk-LI72HRL5.js";
import {
  TaskFrontMatter
} from "./chunk-YVQ3KEUM.js";
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
