import {
  AGENT_NAME_PATTERN
} from "./chunk-CEHSRTBJ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  INBOX_DIR,
  agentInbox,
  classifyInboxName
} from "./chunk-YZV3RAMM.js";

// dist/src/parties/inbox-listing.js
import { readdir } from "node:fs/promises";
async function listInbox(projectRoot, agent) {
  const names = await namesIn(inProject(projectRoot, agentInbox(agent)));
  if (names === null)
    return null;
  const stories = /* @__PURE__ */ new Map();
  for (const name of names) {
    const kind = classifyInboxName(name);
    if (kind === null || kind.kind === "heartbeat" || kind.kind === "context")
      continue;
    let story = stories.get(kind.id);
    if (!story)
      stories.set(kind.id, story = { task: false, signals: /* @__PURE__ */ new Set() });
    if (kind.kind === "task")
      story.task = true;
    else
      story.signals.add(kind.signal);
  }
  return stories;
}
async function listAgents(projectRoot) {
  try {
    const entries = await readdir(inProject(projectRoot, INBOX_DIR), { withFileTypes: true });
    return entries.filter((entry) => entry.isDirectory() && AGENT_NAME_PATTERN.test(entry.name)).map((entry) => entry.name).sort();
  } catch (error) {
    if (error.code === "ENOENT")
      return [];
    throw error;
  }
}
async function namesIn(dir) {
  try {
    return await readdir(dir);
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      return null;
    throw error;
  }
}

export {
  listInbox,
  listAgents
};
