import {
  listAgents
} from "./chunk-PX2LI2PJ.js";
import {
  pathExists
} from "./chunk-J4NJ7XEG.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  taskFile
} from "./chunk-YZV3RAMM.js";

// dist/src/parties/locate-story.js
async function foldersHolding(projectRoot, id) {
  const found = [];
  for (const agent of await listAgents(projectRoot)) {
    if (await pathExists(inProject(projectRoot, taskFile(agent, id))))
      found.push(agent);
  }
  return found;
}
async function locateStory(projectRoot, id, tracking) {
  const entry = tracking?.tasks[id];
  if (entry)
    return { agent: entry.agent, entry };
  const folders = await foldersHolding(projectRoot, id);
  if (folders.length > 1) {
    throw new ForgeError("conflict", `story ${id} has a task file in ${folders.length} inbox folders (${folders.join(", ")}); story ids are unique per project: remove all but one`);
  }
  return folders[0] ? { agent: folders[0], entry: null } : null;
}

export {
  foldersHolding,
  locateStory
};
