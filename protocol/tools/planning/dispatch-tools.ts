import { z } from 'zod';
import { FailedModule, Slug } from '../../planning/artifacts.js';
import { PLAN_FLAG_CODES } from '../../planning/plan-inspection.js';
import { AgentName, StoryId } from '../../story-id.js';
import { Cursor, Limit, ListInput, PageFields, pageStart } from '../common.js';
import { INSPECTION_FLAGS } from '../inspect-batch.js';
import { Body, EXAMPLE_STATUS, PlanStatusView, ProjectName } from './common.js';

/**
 * Implementation, inspection and verdict: the plan's modules become inbox tasks for the
 * roster's workers (the submit path of forge submit), a module's completion is its handoff and
 * its completion broadcast, and the verdict either closes the plan or sends modules back.
 */
const ERRORS =
  "Errors: {ok:false, error:{code, message}}; conflict when an earlier phase is not done or changed since, or a module is submitted before the modules it depends on (the message names the file, the field and the tool to call), bad_input for a module or field the plan does not have, config when no worker of the roster takes a module's task_type.";

const ModuleDispatch = z.object({
  module: Slug,
  story_id: StoryId,
  agent: AgentName,
  round: z.number().int(),
  state: z.enum(['dispatched', 'done']),
  depends_on: z.array(StoryId),
  written: z.boolean().describe('true when this call wrote its task file; false when it was dispatched before'),
});

export const StartImplementationInput = z.strictObject({ project: ProjectName, limit: Limit(20, 100), cursor: Cursor });

export const StartImplementationOutput = z.object({
  ok: z.literal(true),
  project: z.string(),
  round: z.number().int(),
  batch: z.string().describe('the batch field of every task: get_siblings and inspect_batch group by it'),
  items: z.array(ModuleDispatch),
  dropped: z.array(z.string()).describe('modules of implementation.md that plan.md no longer has; their tasks are left as they are'),
  status: PlanStatusView,
  ...PageFields,
});

export const startImplementationTool = {
  name: 'start_implementation',
  title: "Dispatch a plan's modules to the workers",
  cli: 'forge tool start_implementation',
  description: `Turn the plan's modules into inbox tasks, one per module, for the worker the roster gives its task_type, with depends_on from the plan (the daemon holds a task until its dependencies are done), the sibling modules, the designed interfaces, the test cases and recent broadcasts in each task. Writes implementation.md. Safe to call again: a module dispatched before gets no second task, a module added to plan.md by hand gets one.
Input: project; limit, cursor (for the list of modules).
Output: {ok, project, round, batch, items:[{module, story_id, agent, round, state, depends_on, written}], dropped, status, total, limit, cursor, nextCursor, hasMore, truncated}.
${ERRORS}`,
  input: StartImplementationInput,
  inputExample: { project: 'shop', limit: 20 },
  output: StartImplementationOutput,
  example: {
    ok: true,
    project: 'shop',
    round: 1,
    batch: 'shop',
    items: [
      { module: 'db', story_id: 'shop.db', agent: 'furnace', round: 1, state: 'dispatched', depends_on: [], written: true },
      { module: 'api', story_id: 'shop.api', agent: 'furnace', round: 1, state: 'dispatched', depends_on: ['shop.db'], written: true },
    ],
    dropped: [],
    status: { ...EXAMPLE_STATUS, phase: 'implementation', round: 1, modules: { total: 2, done: 0 }, next: ['submit_implementation'] },
    ...pageStart(2, 20, null),
  },
} as const;

export const SubmitImplementationInput = z.strictObject({
  project: ProjectName,
  module: Slug.describe('the module of the plan you built'),
  summary: z.string().min(1).max(2000).describe('what you built, for the reviewers and the siblings'),
  files_changed: ListInput(z.string().min(1)).optional().describe('paths you changed, relative to the worktree'),
  tests: z.object({ passed: z.number().int().nonnegative(), failed: z.number().int().nonnegative() }).optional().describe('test counts of your last run'),
  body: Body,
});

export const SubmitImplementationOutput = z.object({
  ok: z.literal(true),
  project: z.string(),
  module: z.string(),
  story_id: StoryId,
  handoff: z.string().describe('the pr-handoff written'),
  broadcast: z.string().nullable().describe('the completion broadcast; null when the daemon had broadcast it already'),
  status: PlanStatusView,
});

export const submitImplementationTool = {
  name: 'submit_implementation',
  title: 'Record a module of the plan as done',
  cli: 'forge tool submit_implementation',
  description: `Record a module as done: writes its story's pr-handoff (status completed, as submit_handoff does), broadcasts its completion to the siblings, and marks it done in implementation.md. Refused while a module it depends on is not done.
Input: project, module, summary required; files_changed, tests {passed, failed}, body.
Output: {ok, project, module, story_id, handoff, broadcast, status}.
${ERRORS}`,
  input: SubmitImplementationInput,
  inputExample: { project: 'shop', module: 'api', summary: 'Items API with paging.', files_changed: ['src/api/items.ts'], tests: { passed: 8, failed: 0 } },
  output: SubmitImplementationOutput,
  example: {
    ok: true,
    project: 'shop',
    module: 'api',
    story_id: 'shop.api',
    handoff: '_vibe-chain-output/handoffs/shop.api-pr-handoff.md',
    broadcast: '20260401T120000000Z-shop-api-1',
    status: { ...EXAMPLE_STATUS, phase: 'implementation', round: 1, modules: { total: 2, done: 2 }, next: ['start_inspection', 'submit_verdict'] },
  },
} as const;

export const StartInspectionInput = z.strictObject({ project: ProjectName, limit: Limit(20, 100), cursor: Cursor });

export const PlanInspectionFlag = z.object({
  code: z
    .enum([...PLAN_FLAG_CODES, ...INSPECTION_FLAGS])
    .describe('missing_interface and interface_mismatch: the plan against the broadcasts; the others as inspect_batch'),
  module: z.string().describe("the plan's module id (for the plan's own checks) or the task's module"),
  story_id: StoryId.nullable(),
  message: z.string(),
  broadcasts: z.array(z.string()),
});

export const StartInspectionOutput = z.object({
  ok: z.literal(true),
  project: z.string(),
  round: z.number().int(),
  instructions: z.string(),
  modules: z.array(z.object({ module: z.string(), story_id: StoryId, agent: AgentName, produced: z.array(z.string()), consumed: z.array(z.string()) })),
  items: z.array(PlanInspectionFlag),
  status: PlanStatusView,
  ...PageFields,
});

export const startInspectionTool = {
  name: 'start_inspection',
  title: "Inspect a plan's modules: producers against consumers",
  cli: 'forge tool start_inspection',
  description: `Once every module of the round is done: check what each module provides (its broadcasts) against design.md's types and against what its consumers say they call (missing_interface, interface_mismatch), plus forge inspect's flags for the batch (stale_consumer, conflicting_interface, unread_broadcasts). Then call submit_verdict.
Input: project; limit, cursor (for the flags).
Output: {ok, project, round, instructions, modules:[{module, story_id, agent, produced, consumed}], items:[{code, module, story_id, message, broadcasts}], status, total, limit, cursor, nextCursor, hasMore, truncated, message?}.
${ERRORS}`,
  input: StartInspectionInput,
  inputExample: { project: 'shop', limit: 20 },
  output: StartInspectionOutput,
  example: {
    ok: true,
    project: 'shop',
    round: 1,
    instructions: "Read each flag's broadcasts and the code on both sides, then call submit_verdict.",
    modules: [{ module: 'shop/api', story_id: 'shop.api', agent: 'furnace', produced: ['GET /items'], consumed: ['ItemStore'] }],
    items: [
      {
        code: 'interface_mismatch',
        module: 'api',
        story_id: 'shop.api',
        message: 'api provides GET /items as "() => Item", but design.md says "() => Item[]"',
        broadcasts: ['20260401T120000000Z-shop-api-1'],
      },
    ],
    status: { ...EXAMPLE_STATUS, phase: 'inspection', round: 1, modules: { total: 2, done: 2 }, next: ['start_inspection', 'submit_verdict'] },
    ...pageStart(1, 20, null),
  },
} as const;

export const SubmitVerdictInput = z.strictObject({
  project: ProjectName,
  verdict: z.enum(['pass', 'fail']).describe('pass closes the plan; fail sends failed_modules back to their workers'),
  failed_modules: ListInput(FailedModule).optional().describe('with fail: each module to redo and why (the reason goes into its new task)'),
  body: Body,
});

export const SubmitVerdictOutput = z.object({
  ok: z.literal(true),
  project: z.string(),
  round: z.number().int().describe('the round judged'),
  verdict: z.enum(['pass', 'fail']),
  file: z.string(),
  sent_back: z.array(z.object({ module: z.string(), story_id: StoryId, agent: AgentName })),
  status: PlanStatusView,
});

export const submitVerdictTool = {
  name: 'submit_verdict',
  title: "Give the inspection's verdict",
  cli: 'forge tool submit_verdict',
  description: `Write verdict.md for the round (with the inspection's flags at that moment). fail needs failed_modules: each is sent back as a new task (story id <project>.<module>.r<round>) with the reason, and a new round starts; pass closes the plan.
Input: project, verdict (pass|fail); failed_modules [{module, reason}] with fail; body.
Output: {ok, project, round, verdict, file, sent_back:[{module, story_id, agent}], status}.
${ERRORS}`,
  input: SubmitVerdictInput,
  inputExample: { project: 'shop', verdict: 'fail', failed_modules: [{ module: 'api', reason: 'GET /items returns one item, design says a list' }] },
  output: SubmitVerdictOutput,
  example: {
    ok: true,
    project: 'shop',
    round: 1,
    verdict: 'fail',
    file: '_vibe-chain/plans/shop/verdict.md',
    sent_back: [{ module: 'api', story_id: 'shop.api.r2', agent: 'furnace' }],
    status: { ...EXAMPLE_STATUS, phase: 'implementation', round: 2, modules: { total: 2, done: 1 }, next: ['submit_implementation'] },
  },
} as const;
