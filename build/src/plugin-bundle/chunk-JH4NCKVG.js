import {
  closestWord
} from "./chunk-DZG4LJL6.js";
import {
  canonicalTaskType
} from "./chunk-5U7VJXKJ.js";
import {
  rosterOf
} from "./chunk-EGGF3NBR.js";

// dist/src/parties/roster-agent.js
function agentForTaskType(config, taskType) {
  const roster = rosterOf(config);
  const canonical = canonicalTaskType(taskType);
  const takers = Object.entries(roster).filter(([, worker]) => worker.task_types.includes(taskType) || worker.task_types.includes(canonical)).map(([name]) => name);
  if (takers.length === 1)
    return { ok: true, agent: takers[0] };
  if (takers.length > 1)
    return { ok: false, expected: `one of ${takers.join(", ")}: more than one worker takes task type "${taskType}"` };
  const known = Object.entries(roster).map(([name, worker]) => `${name}: ${worker.task_types.join(", ")}`).join("; ");
  return {
    ok: false,
    expected: `a worker for task type "${taskType}", but no worker in the roster takes it (${known}); name one, or add the type to a worker's task_types in [workers.<name>]`
  };
}
function outsideRoster(config, agent, file, wayOut) {
  const names = Object.keys(rosterOf(config));
  if (names.includes(agent))
    return null;
  const near = closestWord(agent, names);
  const roster = near === null ? names.join(", ") : `did you mean "${near}"? (the roster: ${names.join(", ")})`;
  return { code: "unknown_agent", file, field: "agent", expected: `a worker of the roster: ${roster}; ${wayOut}`, got: JSON.stringify(agent) };
}

export {
  agentForTaskType,
  outsideRoster
};
