import type { z } from 'zod';
import { type ArtifactName, planFile } from '../../../protocol/planning/plan-files.js';
import { checkStep, type PlanStep } from '../../../protocol/planning/plan-machine.js';
import { fillPage, jsonBytes, TOOL_BYTE_BUDGET } from '../../../protocol/tools/common.js';
import type { StartOutput, WriteOutput } from '../../../protocol/tools/planning/common.js';
import type {
  CreateProjectInput,
  SubmitDesignInput,
  SubmitPlanInput,
  SubmitTestPlanInput,
  SubmitVisionInput,
} from '../../../protocol/tools/planning/phase-tools.js';
import { ForgeError } from '../../errors.js';
import { noCodeContext } from '../../planning/code-context.js';
import { readNotes } from '../../planning/knowledge-notes.js';
import { type ArtifactDraft, planFolderExists, readPlanFolder, writeArtifacts } from '../../planning/plan-folder.js';
import type { ToolContext } from '../context.js';
import { PHASE_INSTRUCTIONS } from './instructions.js';
import { folderForStep, nowIso, statusView } from './plan-access.js';

/** The phases before implementation: start_* gathers, submit_* validates and writes. */
const READS: Record<string, readonly ArtifactName[]> = {
  start_interview: ['project'],
  start_architecture: ['project', 'interview', 'vision'],
  start_design: ['vision', 'plan'],
  start_qa_strategy: ['plan', 'design'],
};

const BODY_SHARE = 2_500;

export async function startPhase(context: ToolContext, step: PlanStep, input: { project: string }): Promise<StartOutput> {
  const folder = await folderForStep(context, input.project, step);
  const inputs = (READS[step] ?? []).map((artifact) => {
    const read = folder.files[artifact];
    const body = read?.ok ? read.body : '';
    const front = read?.ok ? Object.fromEntries(Object.entries(read.front as Record<string, unknown>).filter(([key]) => key !== 'based_on')) : null;
    return { artifact, file: planFile(input.project, artifact), front, body: body.slice(0, BODY_SHARE), truncated: body.length > BODY_SHARE };
  });
  const notes = [
    ...(await readNotes(context.projectRoot, 'gotcha')).map((n) => ({ kind: 'gotcha' as const, id: n.id, title: n.title })),
    ...(await readNotes(context.projectRoot, 'pattern')).map((n) => ({ kind: 'pattern' as const, id: n.id, title: n.title })),
  ];
  const code = await (context.codeContext ?? noCodeContext)(context.projectRoot, { project: input.project, for: { phase: step } });
  const answer: StartOutput = {
    ok: true,
    project: input.project,
    step,
    instructions: PHASE_INSTRUCTIONS[step] ?? '',
    inputs: [],
    knowledge: { total: notes.length, items: [] },
    code_context: { available: code !== null, text: code },
    status: statusView(folder),
    truncated: false,
  };
  for (const item of inputs) {
    // A front matter too big for the answer (a plan of a hundred modules) is left to its file.
    const fitted = jsonBytes(answer) + jsonBytes(item) > TOOL_BYTE_BUDGET - 1_500 ? { ...item, front: null, body: '', truncated: true } : item;
    answer.inputs.push(fitted);
    if (fitted.truncated) answer.truncated = true;
  }
  const page = { items: [] as typeof notes, truncated: false };
  fillPage(page, notes.slice(0, 10), TOOL_BYTE_BUDGET - jsonBytes(answer));
  answer.knowledge.items = page.items;
  if (answer.truncated) answer.message = 'Some inputs were cut to stay under about 10 KB: read the files named in inputs for the whole text.';
  return answer;
}

async function submit(context: ToolContext, step: PlanStep, project: string, drafts: ArtifactDraft[]): Promise<WriteOutput> {
  const folder = await folderForStep(context, project, step);
  const written = await writeArtifacts(context.projectRoot, folder, drafts, nowIso(context), step);
  return { ok: true, project, files: written.files, status: statusView(written.folder) };
}

export async function createProject(context: ToolContext, input: z.output<typeof CreateProjectInput>): Promise<WriteOutput> {
  const exists = await planFolderExists(context.projectRoot, input.project);
  const folder = exists ? await readPlanFolder(context.projectRoot, input.project) : { project: input.project, files: {}, completed: new Set<string>() };
  const [error] = checkStep(folder, 'create_project');
  if (error)
    throw new ForgeError(
      'conflict',
      `create_project: project ${input.project} exists (${error.file}); resume it: get_state {"project": "${input.project}"} says its phase`,
    );
  const front = { title: input.title, ...(input.worktree_path ? { worktree_path: input.worktree_path } : {}) };
  const written = await writeArtifacts(context.projectRoot, folder, [{ artifact: 'project', front, body: input.idea }], nowIso(context), 'create_project');
  return { ok: true, project: input.project, files: written.files, status: statusView(written.folder) };
}

export const startInterview = (context: ToolContext, input: { project: string }) => startPhase(context, 'start_interview', input);
export const startArchitecture = (context: ToolContext, input: { project: string }) => startPhase(context, 'start_architecture', input);
export const startDesign = (context: ToolContext, input: { project: string }) => startPhase(context, 'start_design', input);
export const startQaStrategy = (context: ToolContext, input: { project: string }) => startPhase(context, 'start_qa_strategy', input);

export function submitVision(context: ToolContext, input: z.output<typeof SubmitVisionInput>): Promise<WriteOutput> {
  return submit(context, 'submit_vision', input.project, [
    { artifact: 'interview', front: { questions: input.interview }, body: '' },
    { artifact: 'vision', front: { summary: input.summary, goals: input.goals, non_goals: input.non_goals, users: input.users }, body: input.body ?? '' },
  ]);
}

export function submitPlan(context: ToolContext, input: z.output<typeof SubmitPlanInput>): Promise<WriteOutput> {
  return submit(context, 'submit_plan', input.project, [{ artifact: 'plan', front: { modules: input.modules }, body: input.body ?? '' }]);
}

export function submitDesign(context: ToolContext, input: z.output<typeof SubmitDesignInput>): Promise<WriteOutput> {
  return submit(context, 'submit_design', input.project, [{ artifact: 'design', front: { interfaces: input.interfaces }, body: input.body ?? '' }]);
}

export function submitTestPlan(context: ToolContext, input: z.output<typeof SubmitTestPlanInput>): Promise<WriteOutput> {
  return submit(context, 'submit_test_plan', input.project, [{ artifact: 'test_plan', front: { cases: input.cases }, body: input.body ?? '' }]);
}
