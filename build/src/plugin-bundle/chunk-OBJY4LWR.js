import {
  projectIdOf
} from "./chunk-G57OUFMF.js";
import {
  readConfigLayers
} from "./chunk-MHNMRYM2.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/config/project-id-setting.js
async function readProjectId(projectRoot, env) {
  const { layers } = await readConfigLayers(projectRoot, env, "forge");
  let projectId;
  for (const { raw } of layers) {
    const forge = raw.forge;
    const value = typeof forge === "object" && forge !== null ? forge.project_id : void 0;
    if (typeof value === "string")
      projectId = value;
  }
  return projectIdOf({ forge: { project_id: projectId } }, projectRoot);
}
export {
  readProjectId
};
