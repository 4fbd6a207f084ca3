import { defineCommand } from '../cli/command.js';
import { runWorkersControl } from './workers-control.js';

export default defineCommand({
  usage: 'forge workers restart [NAME...] [--project DIR]',
  summary: 'Restart managed workers, failed ones too.',
  help: `With [supervisor] enabled, the daemon runs each worker in a tmux session. This writes a
request beside the worker's inbox (worker-inbox/<NAME>/.stopped or .restart) that the daemon acts
on within a second; forge workers shows the outcome. Without names: every managed worker.`,
  options: {},
  allowPositionals: true,
  run: (args, io) => runWorkersControl('restart', args.positionals, args.values.project, io),
});
