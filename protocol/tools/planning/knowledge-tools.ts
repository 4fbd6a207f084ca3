import { z } from 'zod';
import { Slug } from '../../planning/artifacts.js';
import { PHASES } from '../../planning/plan-machine.js';
import { IsoTime } from '../../timestamps.js';
import { Cursor, InvalidSummary, Limit, ListInput, PageFields, pageStart } from '../common.js';
import { ProjectName } from './common.js';

/**
 * What a plan leaves behind: its history, and the patterns and gotchas a knowledge-keeper
 * collects as Markdown files under _vibe-chain/knowledge/, plus register and init.
 */
export const KNOWLEDGE_KINDS = ['pattern', 'gotcha'] as const;

export const CollectKnowledgeInput = z.strictObject({
  kind: z.enum(KNOWLEDGE_KINDS).describe('pattern: a way that worked; gotcha: a trap to avoid'),
  title: z.string().min(1).max(200).describe('one line'),
  body: z.string().min(1).max(20_000).describe('what to do or avoid, and why, with the file or broadcast it came from'),
  project: ProjectName.optional().describe('the plan it was learnt in'),
  tags: ListInput(Slug).optional().describe('words to find it by'),
});

export const CollectKnowledgeOutput = z.object({ ok: z.literal(true), id: z.string(), kind: z.enum(KNOWLEDGE_KINDS), file: z.string() });

export const collectKnowledgeTool = {
  name: 'collect_knowledge',
  title: 'Keep a pattern or a gotcha for later plans',
  cli: 'forge tool collect_knowledge',
  description: `Write a pattern (a way that worked) or a gotcha (a trap) as _vibe-chain/knowledge/<kind>s/<id>.md, so later plans see it in every start_* answer and through get_patterns / get_gotchas.
Input: kind (pattern|gotcha), title, body required; project, tags.
Output: {ok, id, kind, file}.
Errors: {ok:false, error:{code, message}}; usage for a missing field, conflict when a note of that title exists.`,
  input: CollectKnowledgeInput,
  inputExample: {
    kind: 'gotcha',
    title: 'Broadcast the type before the code',
    body: 'The ui built against a guessed type.',
    project: 'shop',
    tags: ['broadcasts'],
  },
  output: CollectKnowledgeOutput,
  example: { ok: true, id: 'broadcast-the-type-before-the-code', kind: 'gotcha', file: '_vibe-chain/knowledge/gotchas/broadcast-the-type-before-the-code.md' },
} as const;

const NotesInput = z.strictObject({
  query: z.string().max(200).optional().describe('words that must all be in the title, tags or body'),
  project: ProjectName.optional(),
  limit: Limit(20, 100),
  cursor: Cursor,
});

export const NoteItem = z.object({
  id: z.string(),
  title: z.string(),
  project: z.string().nullable(),
  tags: z.array(z.string()),
  created_at: IsoTime,
  summary: z.string().max(200).describe('the first words of the body'),
});

const NotesOutput = z.object({
  ok: z.literal(true),
  items: z.array(NoteItem),
  invalid: InvalidSummary.describe('files in the folder that are not valid notes: reported, never dropped'),
  ...PageFields,
});

function notesTool<K extends 'pattern' | 'gotcha'>(kind: K) {
  const name = (kind === 'pattern' ? 'get_patterns' : 'get_gotchas') as K extends 'pattern' ? 'get_patterns' : 'get_gotchas';
  return {
    name,
    title: kind === 'pattern' ? 'List the patterns collected' : 'List the gotchas collected',
    cli: `forge tool ${name}`,
    description: `List the ${kind}s collected with collect_knowledge (_vibe-chain/knowledge/${kind}s/), newest first; read one in full in its file.
Input (optional): query, project, limit (1-100, default 20), cursor.
Output: {ok, items:[{id, title, project, tags, created_at, summary}], invalid:{total, items:[{file, problem}]}, total, limit, cursor, nextCursor, hasMore, truncated, message?}. An empty list says what was searched.
Errors: {ok:false, error:{code, message}}; usage for a bad cursor.`,
    input: NotesInput,
    inputExample: { query: 'broadcast', limit: 20 },
    output: NotesOutput,
    example: {
      ok: true,
      items: [
        {
          id: 'broadcast-the-type-before-the-code',
          title: 'Broadcast the type before the code',
          project: 'shop',
          tags: ['broadcasts'],
          created_at: '2026-04-01T12:00:00.000Z',
          summary: 'The ui built against a guessed type.',
        },
      ],
      invalid: { total: 0, items: [] },
      ...pageStart(1, 20, null),
    },
  } as const;
}

export const getPatternsTool = notesTool('pattern');
export const getGotchasTool = notesTool('gotcha');

export const HistoryItem = z.object({
  project: z.string(),
  title: z.string().nullable(),
  phase: z.enum(PHASES),
  round: z.number().int().nullable(),
  modules: z.object({ total: z.number().int(), done: z.number().int() }).nullable(),
  verdict: z.enum(['pass', 'fail']).nullable(),
  created_at: IsoTime.nullable(),
  problems: z.number().int().describe('artifacts that are invalid or stale'),
});

export const GetProjectHistoryInput = z.strictObject({ limit: Limit(20, 100), cursor: Cursor });

export const getProjectHistoryTool = {
  name: 'get_project_history',
  title: 'List the plans of this project and where each stands',
  cli: 'forge tool get_project_history',
  description: `List the plan folders under _vibe-chain/plans/ with each one's phase, implementation round, modules done and verdict, newest first. get_state {project} shows one plan in full.
Input (optional): limit (1-100, default 20), cursor.
Output: {ok, items:[{project, title, phase, round, modules, verdict, created_at, problems}], total, limit, cursor, nextCursor, hasMore, truncated, message?}.
Errors: {ok:false, error:{code, message}}; usage for a bad cursor.`,
  input: GetProjectHistoryInput,
  inputExample: { limit: 20 },
  output: z.object({ ok: z.literal(true), items: z.array(HistoryItem), ...PageFields }),
  example: {
    ok: true,
    items: [
      {
        project: 'shop',
        title: 'A small shop',
        phase: 'done',
        round: 2,
        modules: { total: 5, done: 5 },
        verdict: 'pass',
        created_at: '2026-04-01T12:00:00.000Z',
        problems: 0,
      },
    ],
    ...pageStart(1, 20, null),
  },
} as const;

export const RegisterInput = z.strictObject({
  project: ProjectName,
  title: z.string().min(1).max(200).optional().describe('for the project.md written when the folder has none (default: the folder name)'),
});

export const registerTool = {
  name: 'register',
  title: 'Take in a plan folder written by hand',
  cli: 'forge tool register',
  description: `Take in a plan folder written outside the pipeline (by a person or another tool): writes project.md when it is missing, checks every artifact, and answers where the plan stands and what is wrong, file by file.
Input: project; title.
Output: {ok, project, files, status, problems:[{file, field, message}]}. files lists what was written (project.md or nothing).
Errors: {ok:false, error:{code, message}}; not_found when _vibe-chain/plans/<project>/ does not exist (create_project starts one).`,
  input: RegisterInput,
  inputExample: { project: 'shop', title: 'A small shop' },
  output: z.object({
    ok: z.literal(true),
    project: z.string(),
    files: z.array(z.string()),
    status: z.record(z.string(), z.unknown()).describe('as in the answers of the other planning tools'),
    problems: z.array(z.object({ file: z.string(), field: z.string().nullable(), message: z.string() })),
  }),
  example: {
    ok: true,
    project: 'shop',
    files: ['_vibe-chain/plans/shop/project.md'],
    status: { phase: 'design', next: ['start_design', 'submit_design'] },
    problems: [],
  },
} as const;

export const initTool = {
  name: 'init',
  title: 'Set this project up for vibe-chain (forge init)',
  cli: 'forge init',
  description: `What forge init does: create the config template, the personality adapters, the inbox, handoff and broadcast folders and the .gitignore lines. Idempotent: a file that exists is kept as it is.
Input: none.
Output: {ok, root, created, kept, gitignore}. created and kept are paths relative to the root; gitignore is created, appended or unchanged.
Errors: {ok:false, error:{code, message}}; io when a folder cannot be written.`,
  input: z.strictObject({}),
  inputExample: {},
  output: z.object({
    ok: z.literal(true),
    root: z.string(),
    created: z.array(z.string()),
    kept: z.array(z.string()),
    gitignore: z.enum(['created', 'appended', 'unchanged']),
  }),
  example: { ok: true, root: '/home/me/shop', created: ['_vibe-chain/config.toml'], kept: [], gitignore: 'created' },
} as const;
