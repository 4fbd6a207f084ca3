import { defineCommand } from '../cli/command.js';

export default defineCommand({
  usage: 'forge hook notification --agent NAME [--project DIR]',
  summary: 'Worker Notification hook: record that the session waits for a person (permission, idle prompt, question).',
  help: `Registered as a Claude Code "Notification" hook. Reads the hook JSON on stdin
(notification_type: permission_prompt, idle_prompt, elicitation_dialog, ...; message) and writes
_vibe-chain-output/worker-inbox/<NAME>/.needs-input as {"type","message","at"}. The daemon shows
the worker as needs_input (forge workers, GET /api/workers, the dashboard) until the worker's next
Stop hook removes the file.

options:
  --agent NAME   the worker (required)

Always exits 0; a failure is one line on stderr.`,
  options: { agent: { type: 'string' } },
  strictOptions: false,
  async run(args, io) {
    try {
      const [{ resolveProjectRoot }, { AgentName }, { writeMark }] = await Promise.all([
        import('../project/project-root.js'),
        import('../../protocol/story-id.js'),
        import('../workers/worker-marks.js'),
      ]);
      const v = args.values;
      const agent = typeof v.agent === 'string' && AgentName.safeParse(v.agent).success ? v.agent : null;
      if (agent === null) throw new Error(`--agent: expected an agent name, got ${JSON.stringify(v.agent ?? null)}`);
      const projectRoot = resolveProjectRoot(typeof v.project === 'string' ? v.project : undefined, io.cwd, io.env);
      const input = parseNotification(await io.readStdin());
      await writeMark(projectRoot, agent, 'needs-input', { type: input.type, message: input.message, at: new Date().toISOString() });
    } catch (error) {
      io.stderr(`forge hook notification: ${(error as Error).message.split('\n')[0]}\n`);
    }
    return 0;
  },
});

function parseNotification(text: string): { type: string; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('stdin: expected the Notification hook JSON');
  }
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const type = typeof record.notification_type === 'string' ? record.notification_type : 'notification';
  const message = typeof record.message === 'string' ? record.message.slice(0, 500) : '';
  return { type, message };
}
