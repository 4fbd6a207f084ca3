import { z } from 'zod';
import { BroadcastKind, BroadcastSeverity } from '../broadcast.js';
import { BroadcastItem, Cursor, InvalidSummary, Limit, ListInput, PageFields, pageStart, Since } from './common.js';

export const BROADCASTS_DEFAULT_LIMIT = 20;
export const BROADCASTS_MAX_LIMIT = 100;

export const GetBroadcastsInput = z.strictObject({
  severity: ListInput(BroadcastSeverity).optional().describe('only these severities, e.g. ["critical"]'),
  kind: ListInput(BroadcastKind).optional().describe('only these kinds, e.g. ["interface", "api"]'),
  module: z.string().min(1).optional().describe('only this module, or modules under it: "users" matches users, users/api and users.db'),
  since: Since,
  limit: Limit(BROADCASTS_DEFAULT_LIMIT, BROADCASTS_MAX_LIMIT),
  cursor: Cursor,
});
export type GetBroadcastsInput = z.input<typeof GetBroadcastsInput>;

export const GetBroadcastsOutput = z.object({
  ok: z.literal(true),
  items: z.array(BroadcastItem).describe('newest first; the full body of one is get_broadcast {id}'),
  filters: z.object({
    severity: z.array(BroadcastSeverity).nullable(),
    kind: z.array(BroadcastKind).nullable(),
    module: z.string().nullable(),
    since: z.string().nullable().describe('the since filter as an ISO time'),
  }),
  ...PageFields,
  invalid: InvalidSummary,
});
export type GetBroadcastsOutput = z.infer<typeof GetBroadcastsOutput>;

export const getBroadcastsTool = {
  name: 'get_broadcasts',
  title: 'List broadcasts, newest first',
  cli: 'forge broadcasts',
  description: `List the swarm's broadcasts (contracts, blockers, decisions, breaking changes, completions), newest first, one bounded page at a time. Read them before you build against another module, and again before you hand off.
Input (all optional): severity ["info"|"warning"|"critical"], kind [...], module (a module or a prefix of it), since ("24h", "30m", or an ISO time), limit (1-100, default 20), cursor (nextCursor of the previous page).
Output: {ok, items:[{id, severity, kind, module, agent, created_at, summary}], filters, total, limit, cursor, nextCursor, hasMore, truncated, invalid:{total, items}, message?}. summary is at most 200 characters; call get_broadcast {id} for the full contract. invalid lists broadcast files that do not validate. An empty page has a message saying what was searched and what to try.
Errors: {ok:false, error:{code, message}}; usage for a bad since or cursor.`,
  input: GetBroadcastsInput,
  inputExample: { severity: ['warning', 'critical'], kind: ['interface'], module: 'users', since: '24h', limit: 20 },
  output: GetBroadcastsOutput,
  example: {
    ok: true,
    items: [
      {
        id: '20260401T120500000Z-users-api-1',
        severity: 'critical',
        kind: 'breaking',
        module: 'users-api',
        agent: 'furnace',
        created_at: '2026-04-01T12:05:00.000Z',
        summary: 'UserService.getUser: (id: UserId) => Promise<User | null> (+1 more)',
      },
      {
        id: '20260401T120000000Z-checkout-ui-1',
        severity: 'info',
        kind: 'props',
        module: 'checkout-ui',
        agent: 'anvil',
        created_at: '2026-04-01T12:00:00.000Z',
        summary: 'CartSummary: { items: CartItem[]; currency: string }',
      },
    ],
    filters: { severity: null, kind: null, module: null, since: null },
    ...pageStart(2, 20, null),
    invalid: { total: 0, items: [] },
  },
} as const;
