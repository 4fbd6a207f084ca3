import { SCREEN_LINES, SCREEN_MAX_LINES } from '../../protocol/http-api.js';
import { defineCommand } from '../cli/command.js';
import { ForgeError } from '../errors.js';
import { resolveProjectRoot } from '../project/project-root.js';

export default defineCommand({
  usage: 'forge workers show NAME [--lines N] [--project DIR]',
  summary: "Print a managed worker's current screen (the last lines, bounded), without attaching.",
  help: `options:
  --lines N   lines from the bottom of the screen and its scrollback (1 to ${SCREEN_MAX_LINES}, default ${SCREEN_LINES}): exactly
              that many when the screen and its scrollback hold them

--json prints {"ok":true,"agent","screen"}.`,
  options: { lines: { type: 'string' } },
  allowPositionals: true,
  async run(args, io) {
    const name = args.positionals[0];
    if (!name || args.positionals.length > 1) throw new ForgeError('usage', 'expected one worker name\nusage: forge workers show NAME [--lines N]');
    const given = args.values.lines;
    const lines = given === undefined ? SCREEN_LINES : /^\d+$/.test(given) ? Number(given) : Number.NaN;
    if (!(lines >= 1 && lines <= SCREEN_MAX_LINES))
      throw new ForgeError('usage', `--lines: expected a number of lines from 1 to ${SCREEN_MAX_LINES}, got ${JSON.stringify(given)}`);
    const [{ clientConfig }, { workerScreen }] = await Promise.all([import('../parties/client-config.js'), import('../supervisor/project-tmux.js')]);
    const root = resolveProjectRoot(args.values.project, io.cwd, io.env);
    const screen = await workerScreen(root, await clientConfig(root, io.env), name, lines, io.env);
    io.stdout(args.values.json ? `${JSON.stringify({ ok: true, agent: name, screen })}\n` : `${screen}\n`);
    return 0;
  },
});
