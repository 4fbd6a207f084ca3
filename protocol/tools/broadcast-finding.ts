import { z } from 'zod';
import { BroadcastKind, BroadcastSeverity } from '../broadcast.js';
import { AgentName, StoryId } from '../story-id.js';
import { IsoTime } from '../timestamps.js';
import { ListInput } from './common.js';

export const ContractInput = z.strictObject({
  interface: z.string().min(1).max(200).describe('the name consumers call: a function, endpoint, component or table'),
  type: z.string().min(1).max(4000).optional().describe('its signature or shape, e.g. (id: string) => Promise<User>'),
  module: z.string().min(1).max(200).optional().describe("the module that provides it, when not the broadcast's own"),
  breaking: z.boolean().optional().describe('true when it changes a contract consumers already use'),
});

export const BroadcastFindingInput = z.strictObject({
  severity: BroadcastSeverity.describe('info: for the record; warning: siblings should look; critical: asks the architect for a review'),
  kind: BroadcastKind.describe('interface, api, props, schema (contracts), blocker, breaking, completion or decision'),
  module: z.string().min(1).max(200).describe('the module this is about, usually the one you are building'),
  agent: AgentName.optional().describe("who broadcasts; default: the server's --agent, else $FORGE_AGENT"),
  story_id: StoryId.optional().describe('the story you are working on'),
  breaking: z.boolean().default(false).describe('true when consumers built against an earlier contract must change; asks the architect for a review'),
  contracts: ListInput(ContractInput).optional().describe('contracts in structured form; written into the body as INTERFACE:/TYPE:/MODULE:/BREAKING: blocks'),
  body: z.string().max(60_000).optional().describe('free text (or the structured form written by hand); after the contracts when both are given'),
});
export type BroadcastFindingInput = z.input<typeof BroadcastFindingInput>;

export const BroadcastFindingOutput = z.object({
  ok: z.literal(true),
  id: z.string().describe("the new broadcast's id"),
  file: z.string().describe('where it was written, relative to the project root'),
  created_at: IsoTime,
  summary: z.string().max(200).describe('how it appears in get_broadcasts'),
  escalates: z.boolean().describe('critical or breaking: the daemon writes a review task for the architect'),
});
export type BroadcastFindingOutput = z.infer<typeof BroadcastFindingOutput>;

export const broadcastFindingTool = {
  name: 'broadcast_finding',
  title: 'Broadcast a contract or finding to sibling workers',
  cli: 'forge broadcast',
  description: `Publish an interface contract, a blocker, a decision or a breaking change so that every sibling worker sees it (get_broadcasts, get_state, and the prompt of their next task). Broadcast every interface other modules will call, as soon as you know it, before you finish.
Input: severity and kind are required; module is the module it is about; give the contract as contracts [{interface, type, module?, breaking?}] or as body text in the form "INTERFACE: x / TYPE: y / MODULE: z / BREAKING: yes|no". At most 64 KB in all.
Output: {ok, id, file, created_at, summary, escalates}. escalates is true for severity critical or a breaking change: the daemon then writes an arch_review task for the architect naming the modules it may affect.
Errors: {ok:false, error:{code, message}}; bad_input names the field (missing severity, unknown kind, empty body), too_large when over 64 KB.`,
  input: BroadcastFindingInput,
  inputExample: {
    severity: 'warning',
    kind: 'interface',
    module: 'users-api',
    story_id: 'CHK-1',
    contracts: [{ interface: 'UserService.getUser', type: '(id: UserId) => Promise<User | null>' }],
    body: 'Returns null for a deleted user.',
  },
  output: BroadcastFindingOutput,
  example: {
    ok: true,
    id: '20260401T120000000Z-users-api-1',
    file: '_vibe-chain-output/broadcasts/20260401T120000000Z-users-api-1.md',
    created_at: '2026-04-01T12:00:00.000Z',
    summary: 'UserService.getUser: (id: string) => Promise<User>',
    escalates: false,
  },
} as const;
