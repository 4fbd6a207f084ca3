import { homedir } from 'node:os';
import { join } from 'node:path';
import { CONFIG_TOML, CONFIG_YAML } from '../../protocol/paths.js';

/** Where each layer of configuration lives, lowest precedence first. */
export interface ConfigLayerSource {
  file: string;
  format: 'toml' | 'yaml-forge';
}

export function configLayerSources(projectRoot: string, env: NodeJS.ProcessEnv): ConfigLayerSource[] {
  const userDir = env.XDG_CONFIG_HOME ? join(env.XDG_CONFIG_HOME, 'vibe-chain') : join(env.HOME ?? homedir(), '.config', 'vibe-chain');
  return [
    { file: join(userDir, 'config.toml'), format: 'toml' },
    { file: join(projectRoot, CONFIG_YAML), format: 'yaml-forge' },
    { file: join(projectRoot, CONFIG_TOML), format: 'toml' },
  ];
}
