import { defineCommand } from '../cli/command.js';
import { runWorkersControl } from './workers-control.js';

export default defineCommand({
  usage: 'forge workers start [NAME...] [--project DIR]',
  summary: 'Start managed workers (all, or the ones named); a failed one starts again with its crash count cleared.',
  help: `With [supervisor] enabled, the daemon runs each worker in a tmux session. This writes a
request beside the worker's inbox (worker-inbox/<NAME>/.stopped or .restart) that the daemon acts
on within a second; forge workers shows the outcome. Without names: every managed worker.`,
  options: {},
  allowPositionals: true,
  run: (args, io) => runWorkersControl('start', args.positionals, args.values.project, io),
});
