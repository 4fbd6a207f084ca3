import { basename } from 'node:path';
import type { Config } from '../../protocol/config.js';

/** `[forge] project_id`, else the project folder's name: the id lab and the daemon know the project by. */
export function projectIdOf(config: { forge: Pick<Config['forge'], 'project_id'> }, projectRoot: string): string {
  return config.forge.project_id ?? basename(projectRoot);
}
