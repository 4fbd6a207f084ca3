import {
  readLabStories
} from "./chunk-YTGQNNBO.js";
import {
  readRelayState
} from "./chunk-W225RGMM.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";

// dist/src/lab-link/lab-overview.js
var LAB_OVERVIEW_LIMIT = 50;
async function labOverview(projectRoot, projectId) {
  const [relay, read] = await Promise.all([
    readRelayState(projectRoot),
    readLabStories(projectRoot).then((stories) => ({ stories, problem: null }), (error) => {
      if (error instanceof ForgeError && error.code === "bad_input")
        return { stories: {}, problem: error.message };
      throw error;
    })
  ]);
  const ours = Object.values(read.stories).filter((entry) => entry.project_id === projectId).sort((a, b) => (b.last_checked ?? "").localeCompare(a.last_checked ?? "") || a.forge_task_id.localeCompare(b.forge_task_id));
  return { relay, stories: ours.slice(0, LAB_OVERVIEW_LIMIT), total: ours.length, problem: read.problem };
}

export {
  labOverview
};
