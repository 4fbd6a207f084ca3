import type { Config } from '../../protocol/config.js';
import { renderDiagnostic } from '../../protocol/diagnostic.js';
import { loadConfig } from '../config/load-config.js';
import { ForgeError } from '../errors.js';

/**
 * The project's configuration for a client verb; a broken config file stops the verb with its
 * diagnostics. Its warnings (an unknown key, a typo of a known one) go to `warn` when one is given.
 */
export async function clientConfig(projectRoot: string, env: NodeJS.ProcessEnv, warn?: (line: string) => void): Promise<Config> {
  const loaded = await loadConfig(projectRoot, env);
  if (loaded.errors.length > 0) throw new ForgeError('config', loaded.errors.map(renderDiagnostic).join('\n'));
  if (warn) for (const warning of loaded.warnings) warn(renderDiagnostic(warning));
  return loaded.config;
}
