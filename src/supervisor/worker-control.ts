import { type Config, managedWorkers } from '../../protocol/config.js';
import { CONFIG_TOML } from '../../protocol/paths.js';
import type { TrackingFile } from '../../protocol/tracking.js';
import { ForgeError } from '../errors.js';
import { removeMark, writeMark } from '../workers/worker-marks.js';
import { requireTmuxPlatform } from './platform.js';

export type ControlVerb = 'start' | 'stop' | 'restart';

/**
 * `forge workers start|stop|restart`: the request is a mark beside the worker's inbox, which the
 * daemon's supervisor acts on within a second (and on its next start, when it is not running).
 * A stop stays until a start; a start of a failed worker restarts it with its crash count cleared.
 */
export async function controlWorkers(
  projectRoot: string,
  config: Config,
  tracking: TrackingFile | null,
  verb: ControlVerb,
  named: string[],
  now: number,
): Promise<string[]> {
  requireTmuxPlatform();
  const managed = managedWorkers(config);
  if (managed.length === 0) throw new ForgeError('usage', `no managed workers: set [supervisor] enabled = true in ${CONFIG_TOML}`);
  const unknown = named.filter((name) => !managed.includes(name));
  if (unknown.length > 0) throw new ForgeError('usage', `not a managed worker: ${unknown.join(', ')} (managed: ${managed.join(', ')})`);
  const lines: string[] = [];
  for (const name of named.length > 0 ? named : managed) {
    const state = tracking?.workers[name]?.supervisor?.state;
    if (verb === 'stop') {
      await writeMark(projectRoot, name, 'stopped', { at: new Date(now).toISOString() });
    } else {
      await removeMark(projectRoot, name, 'stopped');
      if (verb === 'restart' || state === 'failed') await writeMark(projectRoot, name, 'restart', { at: new Date(now).toISOString() });
    }
    lines.push(`${name}: ${verb} requested${state ? ` (was ${state})` : ''}`);
  }
  return lines;
}
