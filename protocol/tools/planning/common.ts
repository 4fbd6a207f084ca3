import { z } from 'zod';
import { Slug } from '../../planning/artifacts.js';
import { ARTIFACTS } from '../../planning/plan-files.js';
import { PHASES, PLAN_STEPS } from '../../planning/plan-machine.js';

/** Pieces every planning tool's answer shares: where the plan stands after the call. */
export const ProjectName = Slug.describe('the plan folder under _vibe-chain/plans/ (lower-case letters, digits, dashes)');

export const PlanStatusView = z
  .object({
    project: z.string(),
    phase: z.enum(PHASES).describe('the phase to work on now; done after a passing verdict'),
    round: z.number().int().nullable().describe('the implementation round; a failed verdict opens the next'),
    modules: z.object({ total: z.number().int(), done: z.number().int() }).nullable(),
    verdict: z.enum(['pass', 'fail']).nullable(),
    next: z.array(z.enum(PLAN_STEPS)).describe('the tools that move the plan on from here'),
    artifacts: z.array(z.object({ artifact: z.enum(ARTIFACTS), file: z.string(), state: z.enum(['missing', 'invalid', 'stale', 'current']) })),
  })
  .describe("the plan's phase after the call, recomputed from the files");
export type PlanStatusView = z.infer<typeof PlanStatusView>;

export const StartOutput = z.object({
  ok: z.literal(true),
  project: z.string(),
  step: z.string().describe('the phase this call starts'),
  instructions: z.string().describe('what to do in this phase and which tool to finish it with'),
  inputs: z
    .array(
      z.object({
        artifact: z.enum(ARTIFACTS),
        file: z.string(),
        front: z.record(z.string(), z.unknown()).nullable(),
        body: z.string(),
        truncated: z.boolean(),
      }),
    )
    .describe('the earlier artifacts this phase builds on; a long one is cut (truncated) and its file holds it all'),
  knowledge: z
    .object({ total: z.number().int(), items: z.array(z.object({ kind: z.enum(['pattern', 'gotcha']), id: z.string(), title: z.string() })) })
    .describe('collected patterns and gotchas; read them with get_patterns / get_gotchas'),
  code_context: z
    .object({ available: z.boolean(), text: z.string().nullable() })
    .describe('what the code-context index says of the repository, when one is installed'),
  status: PlanStatusView,
  truncated: z.boolean(),
  message: z.string().optional(),
});
export type StartOutput = z.infer<typeof StartOutput>;

export const WriteOutput = z.object({
  ok: z.literal(true),
  project: z.string(),
  files: z.array(z.string()).describe('the artifacts written, relative to the project root'),
  status: PlanStatusView,
});
export type WriteOutput = z.infer<typeof WriteOutput>;

export const Body = z.string().max(60_000).optional().describe('Markdown below the front matter: the prose a person reviews');

export const EXAMPLE_STATUS: PlanStatusView = {
  project: 'shop',
  phase: 'design',
  round: null,
  modules: null,
  verdict: null,
  next: ['start_design', 'submit_design'],
  artifacts: [
    { artifact: 'project', file: '_vibe-chain/plans/shop/project.md', state: 'current' },
    { artifact: 'plan', file: '_vibe-chain/plans/shop/plan.md', state: 'current' },
    { artifact: 'design', file: '_vibe-chain/plans/shop/design.md', state: 'missing' },
  ],
};

export const STATE_PLANS_SHOWN = 5;

/** What get_state says of the plans: each one's phase and next tools (get_project_history lists them all). */
export const StatePlans = z
  .object({
    total: z.number().int().nonnegative(),
    items: z.array(PlanStatusView.omit({ artifacts: true })).describe(`the ${STATE_PLANS_SHOWN} newest plans, or the one asked for`),
  })
  .describe('the plans under _vibe-chain/plans/; absent when there are none and none was asked for');
