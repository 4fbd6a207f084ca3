import {
  isAgentName
} from "./chunk-CEHSRTBJ.js";
import "./chunk-YZFATT7X.js";

// dist/src/plugin/worker-session.js
function workerSession(env) {
  const agent = env.FORGE_AGENT;
  if (!agent)
    return { kind: "not_worker" };
  if (!isAgentName(agent))
    return { kind: "bad_agent", agent };
  if (residentSession(env))
    return { kind: "resident" };
  return { kind: "worker", agent };
}
function residentSession(env) {
  return env.FORGE_HOOKS === "resident" && Boolean(env.FORGE_SETTINGS);
}
export {
  residentSession,
  workerSession
};
