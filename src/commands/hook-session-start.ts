import { defineCommand } from '../cli/command.js';

export default defineCommand({
  usage: 'forge hook session-start --agent NAME [--project DIR]',
  summary: 'Worker SessionStart hook: print who the worker is, its current task, what waits, and the commands it needs.',
  help: `Registered as a Claude Code "SessionStart" hook; its output (plain text, under 2,500
characters) is added to the session's context. It says who the worker is (task types, adapter),
its current task if it holds one, how many tasks wait in its inbox, and the three commands it
will need: forge pickup, forge handoff, forge status. Reads file names only (no task file, no
tracking file), so it answers in well under 300 ms. Touches the worker's .heartbeat. When Claude
Code gives it CLAUDE_ENV_FILE, it puts this install's forge on the PATH of the session's Bash
commands there, so the commands it names run even where forge is not installed globally.

options:
  --agent NAME   the worker (required)

Always exits 0: on any error it prints one line saying what went wrong and the session starts normally.`,
  options: {
    agent: { type: 'string' },
  },
  strictOptions: false,
  async run(args, io) {
    const v = args.values;
    try {
      const [{ resolveProjectRoot }, { AgentName }] = await Promise.all([import('../project/project-root.js'), import('../../protocol/story-id.js')]);
      const agent = typeof v.agent === 'string' && AgentName.safeParse(v.agent).success ? v.agent : null;
      if (agent === null) throw new Error(`--agent: expected an agent name, got ${JSON.stringify(v.agent ?? null)}`);
      const projectRoot = resolveProjectRoot(typeof v.project === 'string' ? v.project : undefined, io.cwd, io.env);
      const [{ clientConfig }, { listInbox }, { heldTask }, { touchHeartbeat }, { sessionStartText }, { rosterOf }, { adapterFile }, { projectIdOf }, { exportForgePath }] = await Promise.all([
        import('../client/client-config.js'),
        import('../client/inbox-listing.js'),
        import('../workers/held-task.js'),
        import('../workers/heartbeat.js'),
        import('../workers/session-start.js'),
        import('../../protocol/config.js'),
        import('../../protocol/paths.js'),
        import('../project/project-id.js'),
        import('../workers/forge-bin.js'),
      ]);
      await exportForgePath(io.env);
      const config = await clientConfig(projectRoot, io.env);
      await touchHeartbeat(projectRoot, agent, Date.now());
      const stories = await listInbox(projectRoot, agent);
      const held = stories === null ? null : await heldTask(projectRoot, agent, stories, config.daemon.max_task_bytes);
      const worker = rosterOf(config)[agent];
      io.stdout(sessionStartText({ agent, projectRoot, projectId: projectIdOf(config, projectRoot), worker, adapterPath: worker?.adapter ?? adapterFile(agent), held, stories }));
    } catch (error) {
      // Never block a session from starting: one line, exit 0.
      io.stdout(`forge hook session-start: ${(error as Error).message.split('\n')[0]}\n`);
    }
    return 0;
  },
});
