import type { Diagnostic } from '../../protocol/diagnostic.js';
import { diagnosticsFromZod } from '../../protocol/diagnostic.js';
import { HANDOFFS_DIR } from '../../protocol/paths.js';
import { IPC_PROTOCOL, TaskFrontMatter } from '../../protocol/task.js';
import { type Stage, stageOf } from '../../protocol/task-types.js';
import { ForgeError } from '../errors.js';
import { pathKind } from '../fs/path-exists.js';
import { readTracking } from '../tracking/read-tracking.js';
import { clientConfig } from './client-config.js';
import { whyIdInUse } from './id-in-use.js';
import { agentForTaskType, outsideRoster } from './roster-agent.js';
import { writeTask } from './write-task.js';

/** What a dispatcher says about a new task; everything not given gets the documented default. */
export interface TaskDraft {
  story_id: string;
  task_type: string;
  worktree_path: string;
  agent?: string | undefined;
  project_id?: string | undefined;
  project_root?: string | undefined;
  handoff_dir?: string | undefined;
  assigned_branch?: string | undefined;
  stage?: string | undefined;
  urgency?: string | undefined;
  module?: string | undefined;
  title?: string | undefined;
  batch?: string | undefined;
  depends_on?: string[] | undefined;
  has_db_migration?: boolean | undefined;
  has_api_changes?: boolean | undefined;
  /** Further front matter fields (kept and passed through, as ipc-v1 keeps unknown fields); the fields above win. */
  extra?: Record<string, unknown> | undefined;
  /** Accept an agent that is in no roster (a new inbox folder) instead of refusing it as a likely typo. */
  new_agent?: boolean | undefined;
}

export type SubmitResult =
  | { ok: true; story_id: string; agent: string; file: string; stage: Stage; submitted_at: string; warnings: string[] }
  | { ok: false; errors: Diagnostic[] };

/**
 * Validates the draft as a task file and writes it unless its id is in use. A corrupt tracking
 * file does not block the dispatcher: the inbox folders and handoffs are checked, and they are the truth.
 */
export async function submitTask(projectRoot: string, env: NodeJS.ProcessEnv, draft: TaskDraft, body: string, now: string): Promise<SubmitResult> {
  const warnings: string[] = [];
  const config = await clientConfig(projectRoot, env, (line) => warnings.push(line));
  const derived = draft.agent === undefined ? agentForTaskType(config, draft.task_type) : null;
  const candidate = {
    ...draft.extra,
    story_id: draft.story_id,
    agent: draft.agent ?? (derived?.ok ? derived.agent : undefined),
    task_type: draft.task_type,
    stage: draft.stage,
    urgency: draft.urgency,
    title: draft.title,
    module: draft.module,
    batch: draft.batch,
    project_id: draft.project_id ?? config.forge.project_id ?? lastSegment(projectRoot),
    project_root: draft.project_root ?? projectRoot,
    worktree_path: draft.worktree_path,
    assigned_branch: draft.assigned_branch,
    handoff_dir: draft.handoff_dir ?? `${projectRoot}/${HANDOFFS_DIR}`,
    has_db_migration: draft.has_db_migration,
    has_api_changes: draft.has_api_changes,
    depends_on: draft.depends_on,
    ipc_protocol: IPC_PROTOCOL,
    submitted_at: now,
  };
  const checked = TaskFrontMatter.safeParse(candidate, { reportInput: true });
  if (!checked.success || (derived && !derived.ok)) {
    const errors = checked.success ? [] : diagnosticsFromZod('task', checked.error.issues).filter((error) => !(derived && error.field === 'agent'));
    if (derived && !derived.ok) errors.push({ code: 'schema', file: 'task', field: 'agent', expected: derived.expected, got: null });
    return { ok: false, errors };
  }
  const task = checked.data;
  const stranger = draft.new_agent ? null : outsideRoster(config, task.agent, 'task', '--new-agent accepts a new one');
  if (stranger) return { ok: false, errors: [stranger] };
  const worktree = await pathKind(task.worktree_path);
  // A file can never become a worktree (git worktree add refuses it); a missing folder may be made
  // later, by the worker or a setup step, so it is accepted with a warning that says what follows.
  if (worktree === 'other')
    return {
      ok: false,
      errors: [
        {
          code: 'schema',
          file: 'task',
          field: 'worktree_path',
          expected: 'a folder, or a path where one will be created',
          got: JSON.stringify(task.worktree_path),
        },
      ],
    };
  if (worktree === 'missing') warnings.push(missingWorktree(task.worktree_path));
  const read = await readTracking(projectRoot);
  const reason = await whyIdInUse(projectRoot, task.story_id, read?.ok ? read.tracking : null);
  if (reason !== null) throw new ForgeError('conflict', `${reason}; story ids are unique per project`);
  const file = await writeTask(projectRoot, task, body);
  return { ok: true, story_id: task.story_id, agent: task.agent, file, stage: stageOf(task.task_type, task.stage), submitted_at: task.submitted_at, warnings };
}

function missingWorktree(path: string): string {
  return `worktree_path ${path} does not exist (yet): the task is written, and the worker is told to create the worktree (git worktree add) before it works there; Heimdall's hooks are installed in it only once it exists, and a degraded run refuses a missing worktree. Check the path if it should exist already.`;
}

function lastSegment(path: string): string {
  return path.split(/[\\/]/).filter(Boolean).pop() ?? path;
}
