import type { z } from 'zod';
import { sendBack } from '../../../protocol/planning/dispatch.js';
import { planFile, taskModule } from '../../../protocol/planning/plan-files.js';
import { inspectPlan } from '../../../protocol/planning/plan-inspection.js';
import { fillOffsetPage, pageStart } from '../../../protocol/tools/common.js';
import type { StartInspectionInput, SubmitVerdictInput } from '../../../protocol/tools/planning/dispatch-tools.js';
import { ForgeError } from '../../errors.js';
import { writeDispatch } from '../../planning/dispatch-modules.js';
import { writeArtifacts } from '../../planning/plan-folder.js';
import { inspect } from '../../swarm/inspection.js';
import { gatherInspection } from '../../swarm/inspection-loader.js';
import { parseCursor } from '../../transcripts/search.js';
import type { ToolContext } from '../context.js';
import { PHASE_INSTRUCTIONS } from './instructions.js';
import { folderForStep, frontOf, nowIso, statusView } from './plan-access.js';

/** The plan's check (design against broadcasts) and forge inspect's over the batch, as one list of flags. */
async function inspectionOf(context: ToolContext, folder: Awaited<ReturnType<typeof folderForStep>>) {
  const plan = frontOf(folder, 'plan');
  const implementation = frontOf(folder, 'implementation');
  const { headers } = await context.broadcasts.refresh();
  const storyOf = new Map(implementation.modules.map((m) => [m.id, m.story_id]));
  const own = inspectPlan(folder.project, plan, frontOf(folder, 'design'), headers).map((flag) => ({ ...flag, story_id: storyOf.get(flag.module) ?? null }));
  const current = new Set(implementation.modules.map((m) => m.story_id));
  const gathered = await gatherInspection(context.projectRoot, await context.tracking(), headers, implementation.batch);
  const swarm = inspect({ ...gathered, tasks: gathered.tasks.filter((task) => current.has(task.story_id)) });
  const moduleOf = new Map(implementation.modules.map((m) => [taskModule(folder.project, m.id), m.id]));
  const flags = [...own, ...swarm.flags.map((flag) => ({ ...flag, module: moduleOf.get(flag.module) ?? flag.module }))];
  return { implementation, flags, modules: swarm.modules };
}

export async function startInspection(context: ToolContext, input: z.output<typeof StartInspectionInput>) {
  const offset = parseCursor(input.cursor ?? null);
  const folder = await folderForStep(context, input.project, 'start_inspection');
  const { implementation, flags, modules } = await inspectionOf(context, folder);
  const page = {
    ok: true as const,
    project: input.project,
    round: implementation.round,
    instructions: PHASE_INSTRUCTIONS.start_inspection!,
    modules:
      offset === 0 ? modules.slice(0, 20).map(({ module, story_id, agent, produced, consumed }) => ({ module, story_id, agent, produced, consumed })) : [],
    items: [] as typeof flags,
    status: statusView(folder),
    ...pageStart(flags.length, input.limit, input.cursor),
  } as { ok: true; items: typeof flags; message?: string } & Record<string, unknown>;
  fillOffsetPage(page as never, flags.slice(offset, offset + input.limit), offset, flags.length);
  if (page.items.length === 0)
    page.message =
      offset > 0
        ? 'No more flags after this cursor.'
        : `Nothing flagged over ${implementation.modules.length} module(s) of round ${implementation.round}: every designed interface was broadcast with its type and no consumer calls one differently. Check the code on both sides, then submit_verdict.`;
  return page;
}

export async function submitVerdict(context: ToolContext, input: z.output<typeof SubmitVerdictInput>) {
  const folder = await folderForStep(context, input.project, 'submit_verdict');
  const failed = input.failed_modules ?? [];
  const implementation = frontOf(folder, 'implementation');
  const file = planFile(input.project, 'verdict');
  if (input.verdict === 'fail' && failed.length === 0)
    throw new ForgeError('usage', `submit_verdict: ${file}: field "failed_modules": expected at least one {module, reason} with verdict fail, got nothing`);
  if (input.verdict === 'pass' && failed.length > 0)
    throw new ForgeError('usage', `submit_verdict: ${file}: field "failed_modules": expected none with verdict pass`);
  const ids = implementation.modules.map((m) => m.id);
  const unknown = failed.filter((f) => !ids.includes(f.module)).map((f) => f.module);
  if (unknown.length > 0)
    throw new ForgeError(
      'bad_input',
      `submit_verdict: ${file}: field "failed_modules": expected modules of the plan (${ids.join(', ')}), got ${unknown.join(', ')}`,
    );
  const { flags } = await inspectionOf(context, folder);
  const now = nowIso(context);
  const verdict = {
    round: implementation.round,
    verdict: input.verdict,
    failed_modules: failed,
    flags: flags.slice(0, 100).map(({ code, module, message }) => ({ code, module, message })),
  };
  let saved = (await writeArtifacts(context.projectRoot, folder, [{ artifact: 'verdict', front: verdict, body: input.body ?? '' }], now, 'submit_verdict'))
    .folder;
  const sent: Array<{ module: string; story_id: string; agent: string }> = [];
  if (input.verdict === 'fail') {
    const dispatch = sendBack(input.project, implementation, failed);
    const project = frontOf(folder, 'project');
    const { headers } = await context.broadcasts.refresh();
    const run = await writeDispatch(
      {
        projectRoot: context.projectRoot,
        env: context.env,
        now,
        folder: saved,
        plan: frontOf(folder, 'plan'),
        design: frontOf(folder, 'design'),
        testPlan: frontOf(folder, 'test_plan'),
        worktree: project.worktree_path ?? context.projectRoot,
        broadcasts: headers,
        codeContext: context.codeContext,
        tool: 'submit_verdict',
      },
      dispatch,
      implementation.round + 1,
      implementation.batch,
    );
    saved = run.folder;
    for (const id of dispatch.toWrite) {
      const task = run.modules.find((m) => m.id === id)!;
      sent.push({ module: id, story_id: task.story_id, agent: task.agent });
    }
  }
  return { ok: true as const, project: input.project, round: implementation.round, verdict: input.verdict, file, sent_back: sent, status: statusView(saved) };
}
