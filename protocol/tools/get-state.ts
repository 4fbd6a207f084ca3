import { z } from 'zod';
import { StoryExchanges } from '../exchange.js';
import { AgentName, StoryId } from '../story-id.js';
import { Stage } from '../task-types.js';
import { IsoTime } from '../timestamps.js';
import { TaskState } from '../tracking.js';
import { BroadcastItem, Sibling } from './common.js';
import { ProjectName, StatePlans } from './planning/common.js';

export const STATE_SIBLINGS_SHOWN = 10;
export const STATE_BROADCASTS_SHOWN = 10;
export const STATE_EXCHANGES_SHOWN = 5;

export const GetStateInput = z.strictObject({
  agent: AgentName.optional().describe("whose state: default the server's --agent, else $FORGE_AGENT"),
  story_id: StoryId.optional().describe("the task to describe; default the agent's current task"),
  project: ProjectName.optional().describe('a plan to describe in plans (default: the newest plans)'),
});
export type GetStateInput = z.input<typeof GetStateInput>;

export const MyTask = z.object({
  story_id: StoryId,
  state: TaskState,
  stage: Stage.nullable(),
  module: z.string().nullable(),
  batch: z.string().nullable(),
  deadline_at: IsoTime.nullable().describe('when the daemon gives up on it: orphan or stage timeout'),
  depends_on: z.array(StoryId),
  blocked_by: z.array(StoryId).describe('dependencies not handed off yet'),
  blocks: z.array(StoryId).describe('open tasks waiting for this one'),
});

export const GetStateOutput = z.object({
  ok: z.literal(true),
  updated_at: IsoTime.nullable().describe('when the daemon last wrote .tracking.json; null when it never ran here'),
  counts: z.record(TaskState, z.number().int().nonnegative()).describe('tracked tasks per state'),
  blocked: z.number().int().nonnegative().describe('open tasks waiting for a dependency'),
  agent: z.string().nullable().describe('whose state this is'),
  task: MyTask.nullable().describe("the agent's current task (or the story asked for); null when it holds none"),
  siblings: z.object({
    total: z.number().int().nonnegative(),
    items: z.array(Sibling).describe(`the first ${STATE_SIBLINGS_SHOWN}: open ones first; get_siblings pages through all`),
  }),
  broadcasts: z.object({
    items: z
      .array(BroadcastItem)
      .describe(`the ${STATE_BROADCASTS_SHOWN} most relevant: critical first, then newest; siblings' and your module's before others`),
    older: z.number().int().nonnegative().describe('how many more there are; get_broadcasts pages through them'),
    critical: z.number().int().nonnegative().describe('critical broadcasts in all'),
  }),
  exchanges: StoryExchanges.optional().describe(
    `the task's exchanges in the transcript memory (the first ${STATE_EXCHANGES_SHOWN}); search_knowledge with story finds more`,
  ),
  plans: StatePlans.optional(),
  message: z.string().optional().describe('present when there is no task to describe: why, and what to try'),
});
export type GetStateOutput = z.infer<typeof GetStateOutput>;

export const getStateTool = {
  name: 'get_state',
  title: "Where the swarm stands, from your task's point of view",
  cli: 'forge tool get_state',
  description: `One bounded look at the project for the calling worker: task counts by state, your current task (with its dependencies and what it blocks), your sibling modules (tasks dispatched with yours: same batch, or the same module prefix) and the ${STATE_BROADCASTS_SHOWN} most relevant broadcasts.
Input (optional): agent (default the server's --agent or $FORGE_AGENT), story_id (default your current task), project (a plan of the planning pipeline).
Output: {ok, updated_at, counts, blocked, agent, task:{story_id, state, stage, module, batch, deadline_at, depends_on, blocked_by, blocks}|null, siblings:{total, items:[{story_id, module, agent, state, description, relation}]}, broadcasts:{items, older, critical}, exchanges?:{total, tokens, items:[{exchange_id, session_id, started_at, prompt, stage}]}, plans?:{total, items:[{project, phase, round, modules, verdict, next}]}, message?}. Use get_siblings and get_broadcasts for the full lists.
Errors: {ok:false, error:{code, message}}; not_found for a story_id that is not tracked or a project with no plan folder, bad_input when .tracking.json is corrupt.`,
  input: GetStateInput,
  inputExample: { agent: 'anvil', story_id: 'CHK-1' },
  output: GetStateOutput,
  example: {
    ok: true,
    updated_at: '2026-04-01T12:10:00.000Z',
    counts: { submitted: 1, picked_up: 2, handed_off: 1, orphaned: 0, timed_out: 0, escalated: 0, invalid: 0, confirmed: 0 },
    blocked: 1,
    agent: 'anvil',
    task: {
      story_id: 'CHK-1',
      state: 'picked_up',
      stage: 'dev',
      module: 'checkout/ui',
      batch: 'checkout',
      deadline_at: '2026-04-01T12:40:00.000Z',
      depends_on: ['CHK-2'],
      blocked_by: [],
      blocks: [],
    },
    siblings: {
      total: 1,
      items: [
        { story_id: 'CHK-2', module: 'checkout/api', agent: 'furnace', state: 'handed_off', description: 'Cart and payment endpoints', relation: 'batch' },
      ],
    },
    broadcasts: {
      items: [
        {
          id: '20260401T120000000Z-checkout-api-1',
          severity: 'info',
          kind: 'api',
          module: 'checkout/api',
          agent: 'furnace',
          created_at: '2026-04-01T12:00:00.000Z',
          summary: 'POST /cart/items: { sku: string; qty: number } => Cart',
        },
      ],
      older: 0,
      critical: 0,
    },
  },
} as const;
