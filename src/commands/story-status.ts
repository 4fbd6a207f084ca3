import { defineCommand } from '../cli/command.js';
import { COMMON_FLAGS, requireFlag } from '../cli/flag-values.js';
import { ForgeError } from '../errors.js';
import { resolveProjectRoot } from '../project/project-root.js';

/** Bound on what is printed of lab's answer (the ACI rules: answers stay small). */
const MAX_ANSWER_CHARS = 8_000;

export default defineCommand({
  usage: 'forge story status --task-id ID [--local]',
  summary: "Where a submitted task's story is: lab's get_story_status, and what the daemon last heard.",
  help: `Calls get_story_status on lab's MCP server ([lab] sentinel_mcp) with exactly
{forge_task_id, project_path} and prints lab's answer {lab_story_id, found, status, title,
assigned_to, started, completed, pr, branch} (cut at 8,000 characters). The task's entry in
.forge/lab-stories.json takes lab's status and last_checked. Then it prints the entry and the
relay subscription's state (.forge/lab-relay.json), which the daemon keeps current by polling
and from lab's relay.

  --local    do not ask lab: print the entry and the relay's state only (also what happens
             when [lab] sentinel_mcp is not set)

Exit 1 when lab is unreachable or refuses, or (--local) the task was not submitted from here.
--json prints {ok, record, status, relay}; status is null with --local.`,
  options: { ...COMMON_FLAGS, 'task-id': { type: 'string' }, local: { type: 'boolean' } },
  async run(args, io) {
    const [{ clientConfig }, { withLab }, { labStoryStatus }, { readLabStories }, { labStoryKey }, { projectIdOf }, { readRelayState }] = await Promise.all([
      import('../parties/client-config.js'),
      import('../lab-link/lab-connection.js'),
      import('../lab-link/story-submission.js'),
      import('../lab-link/lab-stories.js'),
      import('../lab-link/lab-story.js'),
      import('../project/project-id.js'),
      import('../lab-link/relay-state.js'),
    ]);
    const taskId = requireFlag(args.values['task-id'], '--task-id');
    const root = resolveProjectRoot(args.values.project, io.cwd, io.env);
    const config = await clientConfig(root, io.env);
    const local = Boolean(args.values.local) || !config.lab.sentinel_mcp;
    const key = labStoryKey(projectIdOf(config, root), taskId);
    const answer = local
      ? { record: (await readLabStories(root))[key] ?? null, status: null }
      : await withLab(root, config, io.env, (deps) => labStoryStatus(deps, taskId));
    if (local && answer.record === null)
      throw new ForgeError('not_found', `${taskId} was not submitted from this project (no ${key} in .forge/lab-stories.json); forge story create submits it`);
    const relay = await readRelayState(root);
    const status = JSON.stringify(answer.status);
    const shown = status.length > MAX_ANSWER_CHARS ? { truncated: true, text: status.slice(0, MAX_ANSWER_CHARS) } : answer.status;
    if (args.values.json) {
      io.stdout(`${JSON.stringify({ ok: true, record: answer.record, status: shown, relay })}\n`);
      return 0;
    }
    const lines: string[] = [];
    if (answer.status !== null) {
      lines.push(answer.record ? `${taskId}: lab story ${answer.record.lab_story_id}` : `${taskId}: not submitted from this project (asked lab by task id)`);
      lines.push(
        Object.entries(answer.status)
          .map(([name, value]) => `  ${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
          .join('\n')
          .slice(0, MAX_ANSWER_CHARS),
      );
    }
    if (answer.record) lines.push(`recorded: ${answer.record.status} (last checked ${answer.record.last_checked ?? 'never'})`);
    lines.push(
      relay
        ? `relay: ${relay.state}${relay.reason ? ` (${relay.reason})` : ''}, last event ${relay.last_event_at ?? 'none'}`
        : 'relay: no subscription ([lab] relay_url)',
    );
    io.stdout(`${lines.join('\n')}\n`);
    return 0;
  },
});
