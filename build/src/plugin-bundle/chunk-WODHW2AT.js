import {
  loadConfig
} from "./chunk-DVXXGNJS.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  renderDiagnostic
} from "./chunk-RMGIHFYB.js";

// dist/src/parties/client-config.js
async function clientConfig(projectRoot, env, warn) {
  const loaded = await loadConfig(projectRoot, env);
  if (loaded.errors.length > 0)
    throw new ForgeError("config", loaded.errors.map(renderDiagnostic).join("\n"));
  if (warn)
    for (const warning of loaded.warnings)
      warn(renderDiagnostic(warning));
  return loaded.config;
}

export {
  clientConfig
};
