import { defineCommand } from '../cli/command.js';
import { COMMON_FLAGS } from '../cli/flag-values.js';
import { ForgeError } from '../errors.js';

export default defineCommand({
  usage: 'forge broadcasts get <id> [--cursor C] [--json]',
  summary: 'Print one broadcast in full (the MCP tool get_broadcast).',
  help: `Prints the broadcast's front matter fields, then its body. A body longer than about 6 KB is
shown in pages: the last line names the --cursor for the rest.

options:
  --cursor C      continue the body from the nextCursor of the previous answer

--json prints {ok, broadcast:{id, file, severity, kind, module, agent, story_id, breaking,
escalates, created_at, summary}, contracts, contracts_total, body, body_chars, cursor,
nextCursor, hasMore, truncated}. Exit 1 when there is no such broadcast or it does not validate.`,
  allowPositionals: true,
  options: {
    ...COMMON_FLAGS,
    cursor: { type: 'string' },
  },
  async run(args, io) {
    const [id, extra] = args.positionals;
    if (id === undefined || extra !== undefined) throw new ForgeError('usage', 'give exactly one broadcast id: forge broadcasts get <id>');
    const [{ callToolOnce, printJson }, { renderBroadcast }] = await Promise.all([import('../cli/tool-call.js'), import('../swarm/render-broadcasts.js')]);
    const answer = await callToolOnce('get_broadcast', { id, cursor: args.values.cursor }, args.values, io);
    if (args.values.json) printJson(answer, true, io);
    else io.stdout(renderBroadcast(answer as Parameters<typeof renderBroadcast>[0]));
    return 0;
  },
});
