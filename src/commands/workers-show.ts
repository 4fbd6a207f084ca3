import { defineCommand } from '../cli/command.js';
import { ForgeError } from '../errors.js';
import { resolveProjectRoot } from '../project/project-root.js';

const MAX_LINES = 200;

export default defineCommand({
  usage: 'forge workers show NAME [--lines N] [--project DIR]',
  summary: "Print a managed worker's current screen (the last lines, bounded), without attaching.",
  help: `options:
  --lines N   lines from the bottom of the screen and its scrollback (default 50, at most ${MAX_LINES})

--json prints {"ok":true,"agent","screen"}.`,
  options: { lines: { type: 'string' } },
  allowPositionals: true,
  async run(args, io) {
    const name = args.positionals[0];
    if (!name || args.positionals.length > 1) throw new ForgeError('usage', 'expected one worker name\nusage: forge workers show NAME [--lines N]');
    const lines = args.values.lines === undefined ? 50 : Number(args.values.lines);
    if (!Number.isInteger(lines) || lines < 1)
      throw new ForgeError('usage', `--lines: expected a whole number of lines, got ${JSON.stringify(args.values.lines)}`);
    const [{ clientConfig }, { workerSession }] = await Promise.all([import('../parties/client-config.js'), import('../supervisor/project-tmux.js')]);
    const root = resolveProjectRoot(args.values.project, io.cwd, io.env);
    const tmux = await workerSession(root, await clientConfig(root, io.env), name, io.env);
    const screen = await tmux.capture(name, Math.min(lines, MAX_LINES));
    io.stdout(args.values.json ? `${JSON.stringify({ ok: true, agent: name, screen })}\n` : `${screen}\n`);
    return 0;
  },
});
