import { type CommandIo, defineCommand } from '../cli/command.js';
import { resolveProjectRoot } from '../project/project-root.js';
import type { ControlVerb } from '../supervisor/worker-control.js';

const SUMMARIES: Record<ControlVerb, string> = {
  start: 'Start managed workers (all, or the ones named); a failed one starts again with its crash count cleared.',
  stop: 'Stop managed workers gracefully; they stay stopped until forge workers start.',
  restart: 'Restart managed workers, failed ones too.',
};

/** `forge workers start|stop|restart`: one command each, the same shape. */
export function workersControlCommand(verb: ControlVerb) {
  return defineCommand({
    usage: `forge workers ${verb} [NAME...] [--project DIR]`,
    summary: SUMMARIES[verb],
    help: `With [supervisor] enabled, the daemon runs each worker in a tmux session. This writes a
request beside the worker's inbox (worker-inbox/<NAME>/.stopped or .restart) that the daemon acts
on within a second; forge workers shows the outcome. Without names: every managed worker.`,
    options: {},
    allowPositionals: true,
    run: (args, io) => runWorkersControl(verb, args.positionals, args.values.project, io),
  });
}

/** The request is written, one line per worker. */
async function runWorkersControl(verb: ControlVerb, names: string[], project: string | undefined, io: CommandIo): Promise<number> {
  const [{ clientConfig }, { readTrackingOrFail }, { controlWorkers }] = await Promise.all([
    import('../parties/client-config.js'),
    import('../tracking/read-tracking.js'),
    import('../supervisor/worker-control.js'),
  ]);
  const root = resolveProjectRoot(project, io.cwd, io.env);
  const config = await clientConfig(root, io.env);
  const lines = await controlWorkers(root, config, await readTrackingOrFail(root), verb, names, Date.now());
  io.stdout(`${lines.join('\n')}\n`);
  return 0;
}
