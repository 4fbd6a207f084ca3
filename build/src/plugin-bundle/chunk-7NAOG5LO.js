import {
  loadConfig
} from "./chunk-MCOZF7DD.js";
import {
  renderDiagnostic
} from "./chunk-V3BWZ7UI.js";
import {
  ForgeError
} from "./chunk-3KSWOEMC.js";

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
