import { z } from 'zod';
import { BroadcastId, BroadcastKind, BroadcastSeverity } from '../broadcast.js';
import { IsoTime } from '../timestamps.js';

export const BODY_PAGE_CHARS = 6_000;
export const CONTRACTS_SHOWN = 20;

export const GetBroadcastInput = z.strictObject({
  id: BroadcastId.describe('a broadcast id from get_broadcasts'),
  cursor: z
    .string()
    .regex(/^\d{1,9}$/, 'the nextCursor of the previous answer')
    .optional()
    .describe('the nextCursor of the previous answer, to read the rest of a long body'),
});
export type GetBroadcastInput = z.input<typeof GetBroadcastInput>;

export const ContractView = z.object({
  interface: z.string(),
  type: z.string().nullable(),
  module: z.string().nullable().describe('the providing module named in the contract, if any'),
  breaking: z.boolean().nullable(),
});

export const GetBroadcastOutput = z.object({
  ok: z.literal(true),
  broadcast: z.object({
    id: z.string(),
    file: z.string().describe('relative to the project root'),
    severity: BroadcastSeverity,
    kind: BroadcastKind,
    module: z.string(),
    agent: z.string(),
    story_id: z.string().nullable(),
    breaking: z.boolean().describe('the breaking flag, the kind breaking, or a contract with BREAKING: yes'),
    escalates: z.boolean().describe('critical or breaking: the architect gets a review task for it'),
    created_at: IsoTime,
    summary: z.string().max(200),
  }),
  contracts: z.array(ContractView).describe(`the INTERFACE blocks of the body, the first ${CONTRACTS_SHOWN}`),
  contracts_total: z.number().int().nonnegative(),
  body: z.string().describe(`the Markdown body, or ${BODY_PAGE_CHARS} characters of it from cursor`),
  body_chars: z.number().int().nonnegative().describe('length of the whole body'),
  cursor: z.string().nullable(),
  nextCursor: z.string().nullable().describe('pass as cursor to read the rest of the body; null when it is all here'),
  hasMore: z.boolean(),
  truncated: z.boolean().describe('the body was cut to stay under about 10 KB'),
});
export type GetBroadcastOutput = z.infer<typeof GetBroadcastOutput>;

export const getBroadcastTool = {
  name: 'get_broadcast',
  title: 'Read one broadcast in full',
  cli: 'forge broadcasts get <id>',
  description: `Read one broadcast: its front matter, the contracts parsed from it, and its body.
Input: id (from get_broadcasts); cursor (nextCursor of the previous answer) to continue a body longer than ${BODY_PAGE_CHARS} characters.
Output: {ok, broadcast:{id, file, severity, kind, module, agent, story_id, breaking, escalates, created_at, summary}, contracts:[{interface, type, module, breaking}], contracts_total, body, body_chars, cursor, nextCursor, hasMore, truncated}.
Errors: {ok:false, error:{code, message}}; not_found when no such broadcast (list them with get_broadcasts), bad_input when the file does not validate (the message says why).`,
  input: GetBroadcastInput,
  inputExample: { id: '20260401T120500000Z-users-api-1', cursor: '8000' },
  output: GetBroadcastOutput,
  example: {
    ok: true,
    broadcast: {
      id: '20260401T120000000Z-users-api-1',
      file: '_vibe-chain-output/broadcasts/20260401T120000000Z-users-api-1.md',
      severity: 'info',
      kind: 'interface',
      module: 'users-api',
      agent: 'furnace',
      story_id: 'USR-2',
      breaking: false,
      escalates: false,
      created_at: '2026-04-01T12:00:00.000Z',
      summary: 'UserService.getUser: (id: string) => Promise<User>',
    },
    contracts: [{ interface: 'UserService.getUser', type: '(id: string) => Promise<User>', module: 'users-api', breaking: false }],
    contracts_total: 1,
    body: 'INTERFACE: UserService.getUser\nTYPE: (id: string) => Promise<User>\nMODULE: users-api\nBREAKING: no\n',
    body_chars: 98,
    cursor: null,
    nextCursor: null,
    hasMore: false,
    truncated: false,
  },
} as const;
