import { z } from 'zod';
import { PrHandoff } from '../handoff.js';
import { AgentName, StoryId } from '../story-id.js';
import { ListInput } from './common.js';

export const SubmitHandoffInput = z.strictObject({
  story_id: StoryId.describe('the story you worked on'),
  status: PrHandoff.shape.status.describe('completed, failed or blocked'),
  agent: AgentName.optional().describe("default: the story's agent (from .tracking.json or its inbox folder)"),
  summary: z.string().max(2000).optional().describe('one paragraph for the reviewers; also the body when body is not given'),
  files_changed: ListInput(z.string().min(1)).optional().describe('paths you changed, relative to the worktree'),
  module: z.string().min(1).optional().describe('the module you built'),
  branch: z.string().min(1).optional().describe('the branch you pushed'),
  pr_url: z.string().min(1).optional().describe('the pull request, when you opened one'),
  tests: z.object({ passed: z.number().int().nonnegative(), failed: z.number().int().nonnegative() }).optional().describe('test counts of your last run'),
  body: z.string().max(60_000).optional().describe('Markdown for the reviewers'),
  replace: z.boolean().default(false).describe('replace a valid handoff of this story already written (one that did not validate is replaced without it)'),
});
export type SubmitHandoffInput = z.input<typeof SubmitHandoffInput>;

export const SubmitHandoffOutput = z.object({
  ok: z.literal(true),
  story_id: StoryId,
  agent: AgentName,
  status: PrHandoff.shape.status,
  file: z.string().describe('the handoff written, relative to the project root'),
  replaced_invalid: z.literal(true).optional().describe('present when a handoff that did not validate was there, and this one replaced it'),
});
export type SubmitHandoffOutput = z.infer<typeof SubmitHandoffOutput>;

export const submitHandoffTool = {
  name: 'submit_handoff',
  title: 'Hand off your story (write its pr-handoff)',
  cli: 'forge handoff',
  description: `Write _vibe-chain-output/handoffs/<story_id>-pr-handoff.md, validated first exactly as the daemon validates it. The daemon then marks the story handed_off and, for status completed, broadcasts "Module <module> completed" to your siblings.
Input: story_id and status (completed|failed|blocked) required; agent, summary, files_changed, module, branch, pr_url, tests {passed, failed}, body, replace.
Output: {ok, story_id, agent, status, file, replaced_invalid?}.
Errors: {ok:false, error:{code, message}}; usage when a field is invalid (named in the message), not_found for an unknown story without agent, conflict when the story belongs to another agent or already has a valid handoff (pass replace: true; a handoff that did not validate is replaced without it).`,
  input: SubmitHandoffInput,
  inputExample: {
    story_id: 'CHK-1',
    status: 'completed',
    summary: 'Checkout total with taxes.',
    files_changed: ['src/checkout/total.ts'],
    tests: { passed: 12, failed: 0 },
  },
  output: SubmitHandoffOutput,
  example: { ok: true, story_id: 'CHK-1', agent: 'anvil', status: 'completed', file: '_vibe-chain-output/handoffs/CHK-1-pr-handoff.md' },
} as const;
