import { projectIdOf } from '../project/project-id.js';
import { readConfigLayers } from './config-layers.js';

/**
 * The project id from the same layers the config loader reads, looking only at `[forge]
 * project_id`: a layer that never names `forge` is not parsed, and nothing else is checked (the
 * daemon and `forge doctor` report a broken config). For the block every session of the project
 * starts with, which cannot wait for the whole config and its schema.
 */
export async function readProjectId(projectRoot: string, env: NodeJS.ProcessEnv): Promise<string> {
  const { layers } = await readConfigLayers(projectRoot, env, 'forge');
  let projectId: string | undefined;
  for (const { raw } of layers) {
    const forge = raw.forge;
    const value = typeof forge === 'object' && forge !== null ? (forge as Record<string, unknown>).project_id : undefined;
    if (typeof value === 'string') projectId = value;
  }
  return projectIdOf({ forge: { project_id: projectId } }, projectRoot);
}
