import { z } from 'zod';
import { AgentName, StoryId } from '../story-id.js';
import { IsoTime } from '../timestamps.js';
import { SLUG_PATTERN } from './plan-files.js';

/**
 * The front matter of each plan artifact. Unknown fields are kept (a person may add notes);
 * `based_on` records the digest of each earlier artifact this one was built from, so a hand edit
 * of that earlier file is seen as making this one stale (see plan-machine.ts).
 */
export const Slug = z.string().regex(SLUG_PATTERN, 'lower-case letters, digits and dashes, starting with a letter or digit, at most 40');

const BasedOn = z.record(z.string(), z.string()).describe('artifact name to the digest of that artifact when this one was written');
/** What every artifact after project.md carries: its plan, when it was written, what it was built on. */
const Built = { project: Slug, created_at: IsoTime, based_on: BasedOn };
const Text = (max: number) => z.string().max(max).regex(/\S/, 'some text, not blank');
const TextList = (max: number) => z.array(Text(max)).max(50);

export const ProjectFront = z.looseObject({
  project: Slug,
  title: Text(200),
  created_at: IsoTime,
  worktree_path: z.string().min(1).optional().describe('where the workers build; default the project root'),
});
export type ProjectFront = z.infer<typeof ProjectFront>;

export const InterviewAnswer = z.object({ question: Text(500), answer: Text(4000) });

export const InterviewFront = z.looseObject({
  ...Built,
  questions: z.array(InterviewAnswer).min(1).max(40),
});
export type InterviewFront = z.infer<typeof InterviewFront>;

export const VisionFront = z.looseObject({
  ...Built,
  summary: Text(1000),
  goals: TextList(300).min(1),
  non_goals: TextList(300).default([]),
  users: TextList(300).default([]),
});
export type VisionFront = z.infer<typeof VisionFront>;

export const PlanModule = z.object({
  id: Slug,
  title: Text(200),
  task_type: z.string().regex(/^[a-z][a-z_]*$/, 'a lower-case task type (frontend, backend, test, ...)'),
  depends_on: z.array(Slug).max(50).default([]).describe('ids of modules of this plan that must be done first'),
  provides: TextList(200).default([]).describe('interfaces this module provides to the others'),
  consumes: TextList(200).default([]).describe('interfaces of other modules this one calls'),
  description: z.string().max(4000).optional(),
});
export type PlanModule = z.infer<typeof PlanModule>;

export const PlanFront = z.looseObject({
  ...Built,
  modules: z.array(PlanModule).min(1).max(100),
});
export type PlanFront = z.infer<typeof PlanFront>;

export const DesignInterface = z.object({ interface: Text(200), module: Slug, type: Text(1000) });
export type DesignInterface = z.infer<typeof DesignInterface>;

export const DesignFront = z.looseObject({
  ...Built,
  interfaces: z.array(DesignInterface).max(300).describe('the type of every interface the plan says a module provides'),
});
export type DesignFront = z.infer<typeof DesignFront>;

export const TEST_KINDS = ['unit', 'integration', 'contract', 'e2e'] as const;

export const TestCase = z.object({ module: Slug, kind: z.enum(TEST_KINDS), description: Text(1000) });
export type TestCase = z.infer<typeof TestCase>;

export const TestPlanFront = z.looseObject({
  ...Built,
  cases: z.array(TestCase).min(1).max(500),
});
export type TestPlanFront = z.infer<typeof TestPlanFront>;

/**
 * A module's task in implementation.md. Whether it is done is not written here: it is the
 * story's pr-handoff (status completed) or its ledger record, so parallel workers finishing
 * never write one shared file (the start_* and submit_verdict calls of the planner are its only writers).
 */
export const ModuleTask = z.object({
  id: Slug,
  story_id: StoryId,
  agent: AgentName,
  round: z.number().int().min(1),
  /** Why a verdict sent it back, for the round it was sent back in. */
  returned_for: z.string().max(2000).optional(),
});
export type ModuleTask = z.infer<typeof ModuleTask>;

export const ImplementationFront = z.looseObject({
  ...Built,
  round: z.number().int().min(1),
  batch: z.string().min(1),
  modules: z.array(ModuleTask).max(100),
});
export type ImplementationFront = z.infer<typeof ImplementationFront>;

export const VERDICTS = ['pass', 'fail'] as const;

export const FailedModule = z.object({ module: Slug, reason: Text(2000) });

export const VerdictFlag = z.object({ code: z.string(), module: z.string(), message: z.string() });

export const VerdictFront = z.looseObject({
  ...Built,
  round: z.number().int().min(1),
  verdict: z.enum(VERDICTS),
  failed_modules: z.array(FailedModule).max(100).default([]),
  flags: z.array(VerdictFlag).max(100).default([]).describe('what the inspection flagged when the verdict was given'),
});
export type VerdictFront = z.infer<typeof VerdictFront>;

export const ARTIFACT_SCHEMAS = {
  project: ProjectFront,
  interview: InterviewFront,
  vision: VisionFront,
  plan: PlanFront,
  design: DesignFront,
  test_plan: TestPlanFront,
  implementation: ImplementationFront,
  verdict: VerdictFront,
} as const;
