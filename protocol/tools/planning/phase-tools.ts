import { z } from 'zod';
import { DesignInterface, InterviewAnswer, PlanModule, TestCase } from '../../planning/artifacts.js';
import { ListInput } from '../common.js';
import { Body, EXAMPLE_STATUS, ProjectName, StartOutput, WriteOutput } from './common.js';

/**
 * The tools of the phases before implementation: each start_* answers with what its phase
 * needs (the earlier artifacts, the collected knowledge, instructions), each submit_* validates
 * the artifact against its schema and the plan's rules and writes it atomically, or writes nothing.
 */
const ERRORS =
  'Errors: {ok:false, error:{code, message}}; bad_input when a field breaks the schema or a rule of the plan (the message names the file, the field and what was expected), conflict when an earlier phase is not done or has changed since (the message names the file and the tool to call), not_found for a project with no plan folder.';

const startExample = (step: string, instructions: string) => ({
  ok: true as const,
  project: 'shop',
  step,
  instructions,
  inputs: [
    {
      artifact: 'plan' as const,
      file: '_vibe-chain/plans/shop/plan.md',
      front: { modules: [{ id: 'api', title: 'Items API', task_type: 'backend' }] },
      body: '',
      truncated: false,
    },
  ],
  knowledge: { total: 0, items: [] },
  code_context: { available: false, text: null },
  status: EXAMPLE_STATUS,
  truncated: false,
});

const writeExample = (file: string) => ({ ok: true as const, project: 'shop', files: [`_vibe-chain/plans/shop/${file}`], status: EXAMPLE_STATUS });

const ProjectOnly = z.strictObject({ project: ProjectName });

function startTool<N extends string>(name: N, title: string, phase: string, submit: string, reads: string) {
  return {
    name,
    title,
    cli: `forge tool ${name}`,
    description: `Start (or resume) the ${phase} phase of a plan: ${reads}, the collected patterns and gotchas, and the instructions; finish it with ${submit}. Calling it again is safe.
Input: project.
Output: {ok, project, step, instructions, inputs:[{artifact, file, front, body, truncated}], knowledge:{total, items}, code_context:{available, text}, status, truncated, message?}. status is the plan's phase and next tools.
${ERRORS}`,
    input: ProjectOnly,
    inputExample: { project: 'shop' },
    output: StartOutput,
    example: startExample(name, `Design each module's interfaces, then call ${submit}.`),
  } as const;
}

export const CreateProjectInput = z.strictObject({
  project: ProjectName,
  title: z.string().min(1).max(200).describe('one line a person recognises the project by'),
  idea: z.string().min(1).max(20_000).describe("the idea in the user's words: the body of project.md"),
  worktree_path: z.string().min(1).optional().describe('where the workers build (the default is the project root)'),
});

export const createProjectTool = {
  name: 'create_project',
  title: 'Create a plan folder for a new project',
  cli: 'forge tool create_project',
  description: `Create _vibe-chain/plans/<project>/project.md: the first step of the planning pipeline (interview, vision, architecture plan, design, QA strategy, implementation by the workers, inspection, verdict). Then call start_interview.
Input: project (lower-case letters, digits, dashes), title, idea; worktree_path (default the project root).
Output: {ok, project, files, status}.
Errors: {ok:false, error:{code, message}}; conflict when the project exists (resume it: get_state lists plans), usage for a bad name.`,
  input: CreateProjectInput,
  inputExample: { project: 'shop', title: 'A small shop', idea: 'Sell handmade mugs online.' },
  output: WriteOutput,
  example: writeExample('project.md'),
} as const;

export const startInterviewTool = startTool(
  'start_interview',
  "Start the interview of the user about a project's idea",
  'interview',
  'submit_vision',
  'project.md (the idea)',
);

export const SubmitVisionInput = z.strictObject({
  project: ProjectName,
  interview: ListInput(InterviewAnswer).describe('the questions asked and the answers the user gave, in order'),
  summary: z.string().min(1).max(1000).describe('the vision in a paragraph'),
  goals: ListInput(z.string().min(1).max(300)).describe('what the project must achieve'),
  non_goals: ListInput(z.string().min(1).max(300)).optional().describe('what it deliberately leaves out'),
  users: ListInput(z.string().min(1).max(300)).optional().describe('who it is for'),
  body: Body,
});

export const submitVisionTool = {
  name: 'submit_vision',
  title: 'Record the interview and the vision',
  cli: 'forge tool submit_vision',
  description: `Write interview.md (the questions and answers) and vision.md (summary, goals, non-goals, users) of a plan, both or neither. Then call start_architecture.
Input: project, interview [{question, answer}], summary, goals required; non_goals, users, body.
Output: {ok, project, files, status}.
${ERRORS}`,
  input: SubmitVisionInput,
  inputExample: {
    project: 'shop',
    interview: [{ question: 'Who buys?', answer: 'Gift shoppers' }],
    summary: 'A shop for handmade mugs.',
    goals: ['checkout in two steps'],
    non_goals: ['marketplace'],
    users: ['gift shoppers'],
  },
  output: WriteOutput,
  example: { ...writeExample('interview.md'), files: ['_vibe-chain/plans/shop/interview.md', '_vibe-chain/plans/shop/vision.md'] },
} as const;

export const startArchitectureTool = startTool(
  'start_architecture',
  'Start the architecture plan of a project',
  'architecture',
  'submit_plan',
  'the idea, the interview and the vision',
);

export const SubmitPlanInput = z.strictObject({
  project: ProjectName,
  modules: ListInput(PlanModule).describe('the modules: id, title, task_type (the roster picks the worker), depends_on, provides, consumes, description'),
  body: Body,
});

export const submitPlanTool = {
  name: 'submit_plan',
  title: 'Record the architecture plan: modules and their dependencies',
  cli: 'forge tool submit_plan',
  description: `Write plan.md: the modules, each with a task_type the roster maps to a worker, the modules it depends_on, the interfaces it provides and consumes. Refused with nothing written for a dependency cycle, an unknown dependency, a duplicate id, or an interface consumed that no module provides. Then call start_design.
Input: project, modules [{id, title, task_type, depends_on?, provides?, consumes?, description?}]; body.
Output: {ok, project, files, status}.
${ERRORS}`,
  input: SubmitPlanInput,
  inputExample: {
    project: 'shop',
    modules: [
      { id: 'db', title: 'Schema', task_type: 'backend', depends_on: [], provides: ['ItemStore'], consumes: [] },
      { id: 'api', title: 'Items API', task_type: 'backend', depends_on: ['db'], provides: ['GET /items'], consumes: ['ItemStore'] },
    ],
  },
  output: WriteOutput,
  example: writeExample('plan.md'),
} as const;

export const startDesignTool = startTool('start_design', "Start the design of a plan's interfaces", 'design', 'submit_design', 'the vision and the plan');

export const SubmitDesignInput = z.strictObject({
  project: ProjectName,
  interfaces: ListInput(DesignInterface).describe('the type of every interface a module provides: {interface, module, type}'),
  body: Body,
});

export const submitDesignTool = {
  name: 'submit_design',
  title: 'Record the design: the type of every interface',
  cli: 'forge tool submit_design',
  description: `Write design.md: the type of every interface the plan says a module provides (the contract the inspection checks the broadcasts against). Refused with nothing written when an interface of the plan has no type or a type names an unknown module. Then call start_qa_strategy.
Input: project, interfaces [{interface, module, type}]; body.
Output: {ok, project, files, status}.
${ERRORS}`,
  input: SubmitDesignInput,
  inputExample: { project: 'shop', interfaces: [{ interface: 'GET /items', module: 'api', type: '() => Item[]' }] },
  output: WriteOutput,
  example: writeExample('design.md'),
} as const;

export const startQaStrategyTool = startTool(
  'start_qa_strategy',
  'Start the test strategy of a plan',
  'QA strategy',
  'submit_test_plan',
  'the plan and the design',
);

export const SubmitTestPlanInput = z.strictObject({
  project: ProjectName,
  cases: ListInput(TestCase).describe('the test cases, at least one per module: {module, kind: unit|integration|contract|e2e, description}'),
  body: Body,
});

export const submitTestPlanTool = {
  name: 'submit_test_plan',
  title: 'Record the test plan',
  cli: 'forge tool submit_test_plan',
  description: `Write test-plan.md: the test cases, at least one per module of the plan (each module's task carries its cases). Then call start_implementation.
Input: project, cases [{module, kind, description}]; body.
Output: {ok, project, files, status}.
${ERRORS}`,
  input: SubmitTestPlanInput,
  inputExample: { project: 'shop', cases: [{ module: 'api', kind: 'contract', description: 'GET /items returns the stored items' }] },
  output: WriteOutput,
  example: writeExample('test-plan.md'),
} as const;
