import {
  canonicalTaskType
} from "./chunk-MVX4HVOW.js";
import {
  rosterOf
} from "./chunk-HP2RDOJG.js";

// dist/src/client/roster-agent.js
function agentForTaskType(config, taskType) {
  const roster = rosterOf(config);
  const canonical = canonicalTaskType(taskType);
  const takers = Object.entries(roster).filter(([, worker]) => worker.task_types.includes(taskType) || worker.task_types.includes(canonical)).map(([name]) => name);
  if (takers.length === 1)
    return { ok: true, agent: takers[0] };
  if (takers.length > 1)
    return { ok: false, expected: `one of ${takers.join(", ")}: more than one worker takes task type "${taskType}"` };
  const known = Object.entries(roster).map(([name, worker]) => `${name}: ${worker.task_types.join(", ")}`).join("; ");
  return { ok: false, expected: `a worker for task type "${taskType}", but no worker in the roster takes it (${known}); name one, or add the type to a worker's task_types in [workers.<name>]` };
}

export {
  agentForTaskType
};
