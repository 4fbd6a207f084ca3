import { defineCommand } from '../cli/command.js';
import { ForgeError } from '../errors.js';
import { resolveProjectRoot } from '../project/project-root.js';

export default defineCommand({
  usage: 'forge kb get <exchange-id> [--session S] [--full] [--json]',
  summary: 'Print one exchange of the transcript memory (bounded to about 10 KB unless --full).',
  help: `options:
  --session S     the session, when the same exchange id is in more than one
  --full          print the whole exchange, however long

Exchange ids come from "forge kb search" or _vibe-chain-output/exchanges/_index.jsonl. A long
exchange is cut at a line boundary and says how many bytes it left out.`,
  options: {
    session: { type: 'string' },
    full: { type: 'boolean' },
  },
  async run(args, io) {
    const [exchangeId, extra] = args.positionals;
    if (exchangeId === undefined || extra !== undefined) throw new ForgeError('usage', 'give exactly one exchange id: forge kb get <exchange-id>');
    const { getExchange } = await import('../transcripts/get-exchange.js');
    const view = await getExchange(resolveProjectRoot(args.values.project, io.cwd, io.env), {
      exchangeId,
      session: args.values.session ?? null,
      full: Boolean(args.values.full),
    });
    if (args.values.json) io.stdout(`${JSON.stringify(view)}\n`);
    else io.stdout(`${view.content}${view.content.endsWith('\n') ? '' : '\n'}${view.message ? `\n[${view.message}]\n` : ''}`);
    return 0;
  },
});
