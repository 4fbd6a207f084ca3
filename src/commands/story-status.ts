import { defineCommand } from '../cli/command.js';
import { COMMON_FLAGS, requireFlag } from '../client/flag-values.js';
import { resolveProjectRoot } from '../project/project-root.js';

/** Bound on what is printed of lab's answer (the ACI rules: answers stay small). */
const MAX_ANSWER_CHARS = 8_000;

export default defineCommand({
  usage: 'forge story status --task-id ID',
  summary: "Ask lab where a submitted task's story is (lab's get_story_status).",
  help: `Calls get_story_status on lab's MCP server ([lab] sentinel_mcp) with exactly
{forge_task_id, project_path} and prints lab's answer {lab_story_id, found, status, title,
assigned_to, started, completed, pr, branch} (cut at 8,000 characters). The task's entry in
.forge/lab-stories.json takes lab's status and last_checked. Exit 1 when lab is unreachable or
refuses. --json prints {ok, record, status}.`,
  options: { ...COMMON_FLAGS, 'task-id': { type: 'string' } },
  async run(args, io) {
    const [{ clientConfig }, { withLab }, { labStoryStatus }] = await Promise.all([
      import('../client/client-config.js'),
      import('../lab/lab-connection.js'),
      import('../lab/story-submission.js'),
    ]);
    const taskId = requireFlag(args.values['task-id'], '--task-id');
    const root = resolveProjectRoot(args.values.project, io.cwd, io.env);
    const config = await clientConfig(root, io.env);
    const answer = await withLab(root, config, io.env, (deps) => labStoryStatus(deps, taskId));
    const status = JSON.stringify(answer.status);
    const shown = status.length > MAX_ANSWER_CHARS ? { truncated: true, text: status.slice(0, MAX_ANSWER_CHARS) } : answer.status;
    if (args.values.json) {
      io.stdout(`${JSON.stringify({ ok: true, record: answer.record, status: shown })}\n`);
      return 0;
    }
    const header = answer.record ? `${taskId}: lab story ${answer.record.lab_story_id}` : `${taskId}: not submitted from this project (asked lab by task id)`;
    const lines = Object.entries(answer.status).map(([key, value]) => `  ${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
    io.stdout(`${header}\n${lines.join('\n').slice(0, MAX_ANSWER_CHARS)}\n`);
    return 0;
  },
});
