import { defineCommand } from '../cli/command.js';

export default defineCommand({
  usage: 'forge hook session-start [--agent NAME] [--project DIR]',
  summary: 'SessionStart hook: a worker learns who it is and its task; any other session, where the project stands and how to search its memory.',
  help: `Registered as a Claude Code "SessionStart" hook; its output (plain text, under 2,500
characters) is added to the session's context. It says who the worker is (task types, adapter),
its current task if it holds one, how many tasks wait in its inbox, and the three commands it
will need: forge pickup, forge handoff, forge status. Reads file names only (no task file, no
tracking file), so it answers in well under 300 ms. Touches the worker's .heartbeat. When Claude
Code gives it CLAUDE_ENV_FILE, it puts this install's forge on the PATH of the session's Bash
commands there, so the commands it names run even where forge is not installed globally.

options:
  --agent NAME   the worker (required)

Without --agent (a session of the project that is not a worker) it prints the project's task
counts by state, what needs a person (escalated or invalid tasks, rejected files), how to search
the transcript memory, and a notice when the last compound run failed; it reads .tracking.json,
_state.json and the tail of _compound.log only.

Always exits 0: on any error it prints one line saying what went wrong and the session starts normally.`,
  options: {
    agent: { type: 'string' },
  },
  strictOptions: false,
  async run(args, io) {
    const v = args.values;
    try {
      const [{ resolveProjectRoot }, { AgentName }] = await Promise.all([import('../project/project-root.js'), import('../../protocol/story-id.js')]);
      const projectRoot = resolveProjectRoot(typeof v.project === 'string' ? v.project : undefined, io.cwd, io.env);
      if (v.agent === undefined) {
        io.stdout(await projectBlock(projectRoot, io.env));
        return 0;
      }
      const agent = typeof v.agent === 'string' && AgentName.safeParse(v.agent).success ? v.agent : null;
      if (agent === null) throw new Error(`--agent: expected an agent name, got ${JSON.stringify(v.agent ?? null)}`);
      const [
        { clientConfig },
        { listInbox },
        { heldTask },
        { touchHeartbeat },
        { sessionStartText },
        { rosterOf },
        { adapterFile },
        { projectIdOf },
        { exportForgePath },
      ] = await Promise.all([
        import('../parties/client-config.js'),
        import('../parties/inbox-listing.js'),
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
      io.stdout(
        sessionStartText({
          agent,
          projectRoot,
          projectId: projectIdOf(config, projectRoot),
          worker,
          adapterPath: worker?.adapter ?? adapterFile(agent),
          held,
          stories,
        }),
      );
    } catch (error) {
      // Never block a session from starting: one line, exit 0.
      io.stdout(`forge hook session-start: ${(error as Error).message.split('\n')[0]}\n`);
    }
    return 0;
  },
});

async function projectBlock(projectRoot: string, env: NodeJS.ProcessEnv): Promise<string> {
  const [{ clientConfig }, { readTracking }, { loadState }, { lastCompound }, { projectSessionStartText }, { projectIdOf }] = await Promise.all([
    import('../parties/client-config.js'),
    import('../tracking/read-tracking.js'),
    import('../transcripts/state-store.js'),
    import('../transcripts/kb-stats.js'),
    import('../workers/project-session-start.js'),
    import('../project/project-id.js'),
  ]);
  const config = await clientConfig(projectRoot, env);
  const [read, { state }, compound] = await Promise.all([readTracking(projectRoot), loadState(projectRoot), lastCompound(projectRoot)]);
  const tracking = read === null ? null : read.ok ? read.tracking : `${read.diagnostics.length} problem(s)`;
  const exchanges = Object.values(state.sessions).reduce((sum, s) => sum + s.totals.exchanges, 0);
  return projectSessionStartText({ projectId: projectIdOf(config, projectRoot), tracking, exchanges, lastCompound: compound });
}
