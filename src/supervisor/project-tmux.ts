import type { Config } from '../../protocol/config.js';
import { managedWorkers } from '../../protocol/config.js';
import { CONFIG_TOML } from '../../protocol/paths.js';
import { ForgeError } from '../errors.js';
import { projectIdOf } from '../project/project-id.js';
import { requireTmuxPlatform } from './platform.js';
import { Tmux } from './tmux.js';
import { serverEnv, socketName } from './worker-launch.js';

/** The project's tmux and a managed worker's session in it, for `forge attach` and `forge workers show`. */
export async function workerSession(projectRoot: string, config: Config, name: string, env: NodeJS.ProcessEnv): Promise<Tmux> {
  requireTmuxPlatform();
  if (!managedWorkers(config).includes(name))
    throw new ForgeError(
      'usage',
      `${name} is not a managed worker (set [supervisor] enabled = true in ${CONFIG_TOML}; managed: ${managedWorkers(config).join(', ') || 'none'})`,
    );
  const tmux = new Tmux(socketName(projectIdOf(config, projectRoot)), serverEnv(env));
  const sessions = await tmux.sessions();
  if (!sessions.some((session) => session.name === name))
    throw new ForgeError('not_found', `${name} has no session on tmux socket ${tmux.socket}: is the daemon running (forge start)?`);
  return tmux;
}
