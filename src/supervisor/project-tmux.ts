import type { Config } from '../../protocol/config.js';
import { managedWorkers, rosterOf } from '../../protocol/config.js';
import { SCREEN_MAX_LINES } from '../../protocol/http-api.js';
import { CONFIG_TOML } from '../../protocol/paths.js';
import { ForgeError } from '../errors.js';
import { projectIdOf } from '../project/project-id.js';
import { closestWord } from '../text/closest-word.js';
import { requireTmuxPlatform } from './platform.js';
import { Tmux } from './tmux.js';
import { serverEnv, socketName } from './worker-launch.js';

/** The project's tmux and a managed worker's session in it, for `forge attach` and `forge workers show`. */
export async function workerSession(projectRoot: string, config: Config, name: string, env: NodeJS.ProcessEnv): Promise<Tmux> {
  requireTmuxPlatform();
  const managed = managedWorkers(config);
  if (!managed.includes(name)) throw new ForgeError('usage', notManaged(config, name));
  const tmux = new Tmux(socketName(projectIdOf(config, projectRoot)), serverEnv(env));
  const sessions = await tmux.sessions();
  if (!sessions.some((session) => session.name === name))
    throw new ForgeError('not_found', `${name} has no session on tmux socket ${tmux.socket}: is the daemon running (forge start)?`);
  return tmux;
}

/** Why a name has no managed session: the supervisor is off, or no managed worker has that name (a typo, or a roster worker left out). */
export function notManaged(config: Config, name: string): string {
  const managed = managedWorkers(config);
  if (!config.supervisor.enabled) return `${name} is not a managed worker: the supervisor is off (set [supervisor] enabled = true in ${CONFIG_TOML})`;
  const guess = closestWord(name, managed);
  const roster = Object.keys(rosterOf(config));
  const why = roster.includes(name)
    ? `${name} is in the roster but not in [supervisor] workers`
    : guess
      ? `no managed worker is named ${name} (did you mean ${guess}?)`
      : `no managed worker is named ${name}`;
  return `${why}; managed: ${managed.join(', ') || 'none'}`;
}

/**
 * A managed worker's current screen: its last lines, at most SCREEN_MAX_LINES, read from its
 * session, for `forge workers show` and the dashboard (neither attaches nor types).
 */
export async function workerScreen(projectRoot: string, config: Config, name: string, lines: number, env: NodeJS.ProcessEnv): Promise<string> {
  const tmux = await workerSession(projectRoot, config, name, env);
  const wanted = Math.min(lines, SCREEN_MAX_LINES);
  // tmux prints from `-S -N` down to the bottom of the pane, so a pane taller than N gives all its
  // rows: the last N lines are cut here, after the blank rows under the prompt are trimmed.
  return lastLines(await tmux.capture(name, wanted), wanted);
}

function lastLines(text: string, count: number): string {
  const lines = text.split('\n');
  return lines.length <= count ? text : lines.slice(-count).join('\n');
}
