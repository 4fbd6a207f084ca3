import type { CommandIo } from '../cli/command.js';
import { resolveProjectRoot } from '../project/project-root.js';
import type { ControlVerb } from '../supervisor/worker-control.js';

/** What `forge workers start|stop|restart` share: the request is written, one line per worker. */
export async function runWorkersControl(verb: ControlVerb, names: string[], project: string | undefined, io: CommandIo): Promise<number> {
  const [{ clientConfig }, { readTrackingOrFail }, { controlWorkers }] = await Promise.all([
    import('../client/client-config.js'),
    import('../tracking/read-tracking.js'),
    import('../supervisor/worker-control.js'),
  ]);
  const root = resolveProjectRoot(project, io.cwd, io.env);
  const config = await clientConfig(root, io.env);
  const lines = await controlWorkers(root, config, await readTrackingOrFail(root), verb, names, Date.now());
  io.stdout(`${lines.join('\n')}\n`);
  return 0;
}
