import {
  stableJson
} from "./chunk-OSW4CT7W.js";
import {
  jsonOrNull
} from "./chunk-AF6YNM63.js";
import {
  writeAtomic
} from "./chunk-VF46JH6B.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  LAB_RELAY_FILE
} from "./chunk-YZV3RAMM.js";

// dist/src/lab-link/relay-state.js
import { readFile } from "node:fs/promises";
function freshRelayState(state, subscribeUrl, reason, since) {
  const { origin, pathname } = new URL(subscribeUrl);
  return {
    state,
    url: `${origin}${pathname}`,
    reason,
    since,
    connected_at: null,
    last_event_at: null,
    next_attempt_at: null,
    reconnects: 0,
    events: { story_transition: 0, agent_completed: 0, queue_summary: 0, ignored: 0, skipped: 0 },
    queue: null
  };
}
async function writeRelayState(projectRoot, state) {
  await writeAtomic(inProject(projectRoot, LAB_RELAY_FILE), stableJson(state));
}
async function readRelayState(projectRoot) {
  try {
    const value = jsonOrNull(await readFile(inProject(projectRoot, LAB_RELAY_FILE), "utf8"));
    return typeof value === "object" && value !== null && typeof value.state === "string" ? value : null;
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}

export {
  freshRelayState,
  writeRelayState,
  readRelayState
};
