import type { z } from 'zod';
import { renderDiagnostic } from '../../../protocol/diagnostic.js';
import { handoffFile } from '../../../protocol/paths.js';
import { dependencyStories, dispatchModules } from '../../../protocol/planning/dispatch.js';
import { taskModule } from '../../../protocol/planning/plan-files.js';
import { fillOffsetPage, pageStart } from '../../../protocol/tools/common.js';
import type { StartImplementationInput, SubmitImplementationInput } from '../../../protocol/tools/planning/dispatch-tools.js';
import { ForgeError } from '../../errors.js';
import { pathExists } from '../../fs/path-exists.js';
import { handOff } from '../../parties/hand-off.js';
import { previousImplementation, rosterAgents, writeDispatch } from '../../planning/dispatch-modules.js';
import { inProject } from '../../project/project-root.js';
import { completionDraft } from '../../swarm/completion.js';
import { writeBroadcast } from '../../swarm/write-broadcast.js';
import { parseCursor } from '../../transcripts/search.js';
import type { ToolContext } from '../context.js';
import { folderForStep, frontOf, nowIso, statusView } from './plan-access.js';

export async function startImplementation(context: ToolContext, input: z.output<typeof StartImplementationInput>) {
  const offset = parseCursor(input.cursor ?? null);
  const folder = await folderForStep(context, input.project, 'start_implementation');
  const plan = frontOf(folder, 'plan');
  const agents = await rosterAgents(context.projectRoot, context.env, plan);
  const previous = previousImplementation(folder);
  const dispatch = dispatchModules(input.project, plan, previous, (module) => agents.get(module.id)!);
  const project = frontOf(folder, 'project');
  const { headers } = await context.broadcasts.refresh();
  const run = await writeDispatch(
    {
      projectRoot: context.projectRoot,
      env: context.env,
      now: nowIso(context),
      folder,
      plan,
      design: frontOf(folder, 'design'),
      testPlan: frontOf(folder, 'test_plan'),
      worktree: project.worktree_path ?? context.projectRoot,
      broadcasts: headers,
      codeContext: context.codeContext,
      tool: 'start_implementation',
    },
    dispatch,
    previous?.round ?? 1,
    previous?.batch ?? input.project,
  );
  const items = run.modules.map((m) => ({
    module: m.id,
    story_id: m.story_id,
    agent: m.agent,
    round: m.round,
    state: run.folder.completed.has(m.story_id) ? ('done' as const) : ('dispatched' as const),
    depends_on: dependencyStories(plan, run.modules, m.id),
    written: run.written.has(m.id),
  }));
  const page = {
    ok: true as const,
    project: input.project,
    round: previous?.round ?? 1,
    batch: previous?.batch ?? input.project,
    items: [] as typeof items,
    dropped: dispatch.dropped,
    status: statusView(run.folder),
    ...pageStart(items.length, input.limit, input.cursor),
  };
  fillOffsetPage(page, items.slice(offset, offset + input.limit), offset, items.length);
  return page;
}

export async function submitImplementation(context: ToolContext, input: z.output<typeof SubmitImplementationInput>) {
  const folder = await folderForStep(context, input.project, 'submit_implementation', input.module);
  const implementation = frontOf(folder, 'implementation');
  const task = implementation.modules.find((m) => m.id === input.module)!;
  const module = taskModule(input.project, input.module);
  const now = nowIso(context);
  const handoffPath = inProject(context.projectRoot, handoffFile(task.story_id, 'pr'));
  if (await pathExists(handoffPath))
    throw new ForgeError(
      'conflict',
      `submit_implementation: ${handoffFile(task.story_id, 'pr')} exists already and does not say completed; fix or remove it, then submit again`,
    );
  // The completion broadcast goes out before the handoff: the daemon broadcasts a completion
  // when it accepts a handoff unless one for the story is out, so writing ours first means it
  // never writes a second; without a daemon (subagents in one session) ours is the only one.
  const { headers } = await context.broadcasts.refresh();
  const out = headers.some((h) => h.kind === 'completion' && h.story_id === task.story_id);
  const broadcast = out
    ? null
    : await writeBroadcast(
        context.projectRoot,
        completionDraft(
          { story_id: task.story_id, agent: task.agent, status: 'completed', created_at: now, summary: input.summary, files_changed: input.files_changed },
          module,
        ),
        context.clock.now(),
      );
  const handoff = await handOff(
    context.projectRoot,
    { story_id: task.story_id, status: 'completed', agent: task.agent, summary: input.summary, files_changed: input.files_changed, module, tests: input.tests },
    input.body ?? `${input.summary}\n`,
    { now, replace: false },
  );
  if (!handoff.ok) throw new ForgeError('usage', `submit_implementation: not a valid handoff:\n  ${handoff.errors.map(renderDiagnostic).join('\n  ')}`);
  const folderNow = { ...folder, completed: new Set([...folder.completed, task.story_id]) };
  return {
    ok: true as const,
    project: input.project,
    module: input.module,
    story_id: task.story_id,
    handoff: handoff.file,
    broadcast: broadcast?.id ?? null,
    status: statusView(folderNow),
  };
}
