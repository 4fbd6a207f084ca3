import {
  loadConfig
} from "./chunk-4J3MNO4F.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  renderDiagnostic
} from "./chunk-LDN7OS7T.js";

// dist/src/parties/client-config.js
async function clientConfig(projectRoot, env) {
  const loaded = await loadConfig(projectRoot, env);
  if (loaded.errors.length > 0)
    throw new ForgeError("config", loaded.errors.map(renderDiagnostic).join("\n"));
  return loaded.config;
}

export {
  clientConfig
};
