import { listFlag, requireFlag } from './flag-values.js';

/** The options that set a task's front matter, shared by every verb that writes a task. */
export const TASK_FIELD_FLAGS = {
  story: { type: 'string' },
  type: { type: 'string' },
  worktree: { type: 'string' },
  urgency: { type: 'string' },
  title: { type: 'string' },
  branch: { type: 'string' },
  module: { type: 'string' },
  batch: { type: 'string' },
  'depends-on': { type: 'string' },
  'db-migration': { type: 'boolean' },
  'api-changes': { type: 'boolean' },
  body: { type: 'string' },
  file: { type: 'string' },
} as const;

export interface TaskFieldValues {
  story?: string;
  type?: string;
  urgency?: string;
  title?: string;
  branch?: string;
  module?: string;
  batch?: string;
  'depends-on'?: string;
  'db-migration'?: boolean;
  'api-changes'?: boolean;
}

/** The front matter fields those options set; the schema checks them where the task is written. */
export function taskFieldsFromFlags(v: TaskFieldValues) {
  return {
    story_id: requireFlag(v.story, '--story'),
    task_type: requireFlag(v.type, '--type'),
    urgency: v.urgency,
    title: v.title,
    assigned_branch: v.branch,
    module: v.module,
    batch: v.batch,
    depends_on: listFlag(v['depends-on']),
    has_db_migration: v['db-migration'],
    has_api_changes: v['api-changes'],
  };
}
