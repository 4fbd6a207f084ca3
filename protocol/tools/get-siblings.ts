import { z } from 'zod';
import { AgentName, StoryId } from '../story-id.js';
import { Cursor, Limit, PageFields, pageStart, Sibling } from './common.js';

export const SIBLINGS_DEFAULT_LIMIT = 20;
export const SIBLINGS_MAX_LIMIT = 100;

export const GetSiblingsInput = z.strictObject({
  story_id: StoryId.optional().describe("whose siblings; default the agent's current task"),
  agent: AgentName.optional().describe("used to find the current task when story_id is not given; default the server's --agent, else $FORGE_AGENT"),
  limit: Limit(SIBLINGS_DEFAULT_LIMIT, SIBLINGS_MAX_LIMIT),
  cursor: Cursor,
});
export type GetSiblingsInput = z.input<typeof GetSiblingsInput>;

export const GetSiblingsOutput = z.object({
  ok: z.literal(true),
  story_id: StoryId.nullable().describe('the task whose siblings these are; null when none could be found'),
  module: z.string().nullable(),
  batch: z.string().nullable(),
  items: z.array(Sibling).describe('open tasks first (submitted, picked_up), then the rest; by story id within each'),
  ...PageFields,
});
export type GetSiblingsOutput = z.infer<typeof GetSiblingsOutput>;

export const getSiblingsTool = {
  name: 'get_siblings',
  title: 'List the modules built in parallel with yours',
  cli: 'forge tool get_siblings',
  description: `List the sibling tasks of a task: tasks dispatched together with it. When both tasks have a batch field, siblings share the batch; otherwise they share the module prefix (the part of module before the first "/", "." or ":"). These are the modules whose interfaces you build against, or that build against yours.
Input (optional): story_id (default your current task), agent, limit (1-100, default 20), cursor.
Output: {ok, story_id, module, batch, items:[{story_id, module, agent, state, description, relation}], total, limit, cursor, nextCursor, hasMore, truncated, message?}.
Errors: {ok:false, error:{code, message}}; not_found for a story_id that is not tracked, usage for a bad cursor.`,
  input: GetSiblingsInput,
  inputExample: { story_id: 'CHK-1', limit: 20 },
  output: GetSiblingsOutput,
  example: {
    ok: true,
    story_id: 'CHK-1',
    module: 'checkout/ui',
    batch: 'checkout',
    items: [{ story_id: 'CHK-2', module: 'checkout/api', agent: 'furnace', state: 'picked_up', description: 'Cart and payment endpoints', relation: 'batch' }],
    ...pageStart(1, 20, null),
  },
} as const;
