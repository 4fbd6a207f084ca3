import { SCREEN_LINES, SCREEN_MAX_LINES } from '../../protocol/http-api.js';
import { defineCommand } from '../cli/command.js';
import { ForgeError } from '../errors.js';
import { resolveProjectRoot } from '../project/project-root.js';

export default defineCommand({
  usage: 'forge workers show NAME [--lines N] [--project DIR]',
  summary: "Print a managed worker's current screen (the last lines, bounded), without attaching.",
  help: `options:
  --lines N   lines from the bottom of the screen and its scrollback (default ${SCREEN_LINES}, at most ${SCREEN_MAX_LINES})

--json prints {"ok":true,"agent","screen"}.`,
  options: { lines: { type: 'string' } },
  allowPositionals: true,
  async run(args, io) {
    const name = args.positionals[0];
    if (!name || args.positionals.length > 1) throw new ForgeError('usage', 'expected one worker name\nusage: forge workers show NAME [--lines N]');
    const lines = args.values.lines === undefined ? SCREEN_LINES : Number(args.values.lines);
    if (!Number.isInteger(lines) || lines < 1)
      throw new ForgeError('usage', `--lines: expected a whole number of lines, got ${JSON.stringify(args.values.lines)}`);
    const [{ clientConfig }, { workerScreen }] = await Promise.all([import('../parties/client-config.js'), import('../supervisor/project-tmux.js')]);
    const root = resolveProjectRoot(args.values.project, io.cwd, io.env);
    const screen = await workerScreen(root, await clientConfig(root, io.env), name, lines, io.env);
    io.stdout(args.values.json ? `${JSON.stringify({ ok: true, agent: name, screen })}\n` : `${screen}\n`);
    return 0;
  },
});
