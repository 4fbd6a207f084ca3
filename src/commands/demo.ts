import { defineCommand } from '../cli/command.js';
import { COMMON_FLAGS, countFlag } from '../cli/flag-values.js';

export default defineCommand({
  usage: 'forge demo [--keep] [--seconds N]',
  summary: 'Watch the whole pipeline run on a copy of the example project, in under a minute.',
  help: `Copies _vibe-chain-example/ to a temp folder with deadlines of seconds, then runs the daemon
(forge start), the sentinel (forge lab sentinel), two simulated workers (bin-scripts/sim-worker,
anvil and furnace) and the dispatcher (forge lab dispatch), and shows one line per story as it
goes through submitted, picked up, handed off and confirmed. One story is orphaned (nobody works
for pixel) and re-run in degraded mode, one times out (its worker hangs), one runs in degraded
mode at once (no test worker), and the example's malformed handoff times out too. A summary
follows. Every process it started is stopped at the end, and on Ctrl-C.

Where tmux runs, the two workers are managed workers: the daemon starts each in a tmux session
([supervisor] enabled) and the demo says how to watch one live (forge attach anvil --project
<the temp project>; Ctrl+D detaches). Without tmux the demo starts them itself.

options:
  --keep        keep the temp project to look at its files (default: removed)
  --seconds N   stop after N seconds even if some story is not finished (default 60)

Exit 0 when every story finished, 1 otherwise.`,
  options: { ...COMMON_FLAGS, keep: { type: 'boolean' }, seconds: { type: 'string' } },
  async run(args, io) {
    const { runDemo } = await import('../demo/demo-run.js');
    const seconds = countFlag(args.values.seconds, '--seconds') ?? 60;
    const result = await runDemo({
      env: io.env,
      out: io.stdout,
      live: process.stdout.isTTY === true && !args.values.json,
      keep: Boolean(args.values.keep),
      capMs: seconds * 1000,
      stop: io.stopSignal,
    });
    if (args.values.json)
      io.stdout(
        `${JSON.stringify({ ok: result.summary.finished === result.summary.stories, ...result.summary, leftover: result.leftover, root: result.root })}\n`,
      );
    if (result.interrupted) return 130;
    return result.summary.finished === result.summary.stories && result.leftover === 0 ? 0 : 1;
  },
});
