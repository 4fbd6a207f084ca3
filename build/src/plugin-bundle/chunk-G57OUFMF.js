// dist/src/project/project-id.js
import { basename } from "node:path";
function projectIdOf(config, projectRoot) {
  return config.forge.project_id ?? basename(projectRoot);
}

export {
  projectIdOf
};
