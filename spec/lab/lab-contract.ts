/**
 * lab's contract, field by field, as the design gives it. The strict fake lab validates every
 * call against this table and the tests compare forge's calls and files to it; it is written out
 * here on purpose rather than derived from forge's own schemas.
 */
export type FieldRule =
  | { type: 'string' }
  | { type: 'boolean' }
  | { type: 'string[]' }
  | { type: 'literal'; value: string }
  | { type: 'enum'; values: readonly string[] };

export interface ToolContract {
  required: Record<string, FieldRule>;
  optional: Record<string, FieldRule>;
  /** The default a strict lab applies to an absent optional field. */
  defaults: Record<string, unknown>;
}

export const CONTRACT: Record<'create_story' | 'get_story_status', ToolContract> = {
  create_story: {
    required: {
      forge_task_id: { type: 'string' },
      source: { type: 'literal', value: 'forge' },
      session_id: { type: 'string' },
      task_type: { type: 'enum', values: ['frontend', 'backend', 'arch', 'docs', 'test', 'devops', 'security'] },
      urgency: { type: 'enum', values: ['low', 'normal', 'high'] },
      skip_reviews: { type: 'string[]' },
      has_db_migration: { type: 'boolean' },
      has_api_changes: { type: 'boolean' },
    },
    optional: { estimated_scope: { type: 'enum', values: ['small', 'medium', 'large'] } },
    defaults: { estimated_scope: 'medium' },
  },
  get_story_status: {
    required: { forge_task_id: { type: 'string' }, project_path: { type: 'string' } },
    optional: {},
    defaults: {},
  },
};

/** lab's get_story_status answer. */
export const STATUS_ANSWER_FIELDS = ['lab_story_id', 'found', 'status', 'title', 'assigned_to', 'started', 'completed', 'pr', 'branch'] as const;

/** lab's mapping of urgency to its own priority (lab's side: forge never sends a priority). */
export const PRIORITY_OF_URGENCY: Record<string, string> = { low: 'low', normal: 'medium', high: 'high' };

/** One entry of `.forge/lab-stories.json`, keyed "{project_id}/{forge_task_id}". */
export const LAB_STORIES_ENTRY_FIELDS = ['project_id', 'forge_task_id', 'lab_story_id', 'status', 'last_checked'] as const;

/** Rate limit of create_story: this many per window per session_id, then 429 with Retry-After. */
export const CREATE_LIMIT = { calls: 5, windowMs: 10_000 };

/** What is wrong with `args` for `tool`, one line per field; empty when it keeps the contract. */
export function contractErrors(tool: string, args: unknown): string[] {
  const contract = (CONTRACT as Record<string, ToolContract | undefined>)[tool];
  if (!contract) return [`unknown tool ${tool}`];
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return ['arguments: expected an object'];
  const given = args as Record<string, unknown>;
  const errors: string[] = [];
  for (const name of Object.keys(contract.required)) if (!(name in given)) errors.push(`${name}: required, missing`);
  for (const [name, value] of Object.entries(given)) {
    const rule = contract.required[name] ?? contract.optional[name];
    if (!rule) errors.push(`${name}: unknown field`);
    else if (!fits(rule, value)) errors.push(`${name}: expected ${describe(rule)}, got ${JSON.stringify(value)}`);
  }
  return errors;
}

function fits(rule: FieldRule, value: unknown): boolean {
  switch (rule.type) {
    case 'string':
      return typeof value === 'string' && value !== '';
    case 'boolean':
      return typeof value === 'boolean';
    case 'string[]':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'literal':
      return value === rule.value;
    case 'enum':
      return typeof value === 'string' && rule.values.includes(value);
  }
}

function describe(rule: FieldRule): string {
  if (rule.type === 'literal') return JSON.stringify(rule.value);
  if (rule.type === 'enum') return rule.values.join(' | ');
  return rule.type;
}
