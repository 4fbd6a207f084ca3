import {
  loadConfig
} from "./chunk-HBIXJ7ER.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  renderDiagnostic
} from "./chunk-J6NZV2WI.js";

// dist/src/client/client-config.js
async function clientConfig(projectRoot, env) {
  const loaded = await loadConfig(projectRoot, env);
  if (loaded.errors.length > 0)
    throw new ForgeError("config", loaded.errors.map(renderDiagnostic).join("\n"));
  return loaded.config;
}

export {
  clientConfig
};
