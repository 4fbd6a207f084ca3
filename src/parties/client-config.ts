import type { Config } from '../../protocol/config.js';
import { renderDiagnostic } from '../../protocol/diagnostic.js';
import { loadConfig } from '../config/load-config.js';
import { ForgeError } from '../errors.js';

/** The project's configuration for a client verb; a broken config file stops the verb with its diagnostics. */
export async function clientConfig(projectRoot: string, env: NodeJS.ProcessEnv): Promise<Config> {
  const loaded = await loadConfig(projectRoot, env);
  if (loaded.errors.length > 0) throw new ForgeError('config', loaded.errors.map(renderDiagnostic).join('\n'));
  return loaded.config;
}
