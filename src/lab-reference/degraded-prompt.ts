/** What a degraded run needs to know about its story. */
export interface DegradedTask {
  story_id: string;
  agent: string;
  task_type: string;
  worktree_path: string;
  handoff_dir: string;
  assigned_branch?: string | undefined;
  has_db_migration?: boolean | undefined;
  has_api_changes?: boolean | undefined;
  title?: string | undefined;
  body: string;
}

/**
 * The prompt of a degraded run (no forge worker: a one-shot command such as `claude -p`): the
 * personality adapter first, then lab's instructions, then the facts and the exact handoff to
 * write, so the one-shot session reports back through the same files a worker would.
 */
export function degradedPrompt(task: DegradedTask, adapter: string | null): string {
  const facts = [
    `story_id: ${task.story_id}`,
    `agent: ${task.agent}`,
    `task_type: ${task.task_type}`,
    `worktree_path: ${task.worktree_path}`,
    `assigned_branch: ${task.assigned_branch ?? '(none)'}`,
    `handoff_dir: ${task.handoff_dir}`,
  ];
  const handoff = [
    '---',
    `story_id: ${task.story_id}`,
    `agent: ${task.agent}`,
    'status: completed   # or failed, or blocked',
    'created_at: "<now, ISO 8601 with a zone>"',
    'summary: "<one paragraph>"',
    '---',
  ];
  const parts = [
    adapter === null ? null : adapter.trimEnd(),
    `# Task ${task.story_id}${task.title ? `: ${task.title}` : ''}`,
    task.body.trim() === '' ? '(no instructions were given beyond the title)' : task.body.trimEnd(),
    ['## Story facts', '', ...facts].join('\n'),
    [
      '## When you are done',
      '',
      `Write ${task.handoff_dir}/${task.story_id}-pr-handoff.md (write a temp file in that folder, then rename it) with this front matter, then a Markdown body for the reviewers:`,
      '',
      ...handoff,
      '',
      `Or run: forge handoff --story ${task.story_id} --agent ${task.agent} --status completed --summary "..."`,
    ].join('\n'),
  ];
  return `${parts.filter((part) => part !== null).join('\n\n')}\n`;
}
