import { renderDiagnostic } from '../../protocol/diagnostic.js';
import type { DesignFront, ImplementationFront, ModuleTask, PlanFront, TestPlanFront } from '../../protocol/planning/artifacts.js';
import { type Dispatch, dependencyStories } from '../../protocol/planning/dispatch.js';
import { taskModule } from '../../protocol/planning/plan-files.js';
import type { PlanFolder } from '../../protocol/planning/plan-machine.js';
import { ForgeError } from '../errors.js';
import { clientConfig } from '../parties/client-config.js';
import { agentForTaskType } from '../parties/roster-agent.js';
import { submitTask } from '../parties/submit-task.js';
import type { BroadcastHeader } from '../swarm/broadcast-files.js';
import { type CodeContextProvider, noCodeContext } from './code-context.js';
import { moduleTaskBody } from './module-task.js';
import { writeArtifacts } from './plan-folder.js';

/**
 * Writes the inbox tasks of a dispatch through forge submit's own path (validation, roster,
 * unique ids), then implementation.md. A task whose id is taken by an earlier run of the same
 * dispatch (a crash between the tasks and the record) is taken as written: the call is idempotent.
 */
export interface DispatchRun {
  projectRoot: string;
  env: NodeJS.ProcessEnv;
  now: string;
  folder: PlanFolder;
  plan: PlanFront;
  design: DesignFront;
  testPlan: TestPlanFront;
  worktree: string;
  broadcasts: readonly BroadcastHeader[];
  codeContext?: CodeContextProvider | undefined;
  tool: string;
}

/** The roster's worker for each module's task type, every module checked before any task is written. */
export async function rosterAgents(projectRoot: string, env: NodeJS.ProcessEnv, plan: PlanFront): Promise<Map<string, string>> {
  const config = await clientConfig(projectRoot, env);
  const agents = new Map<string, string>();
  const problems: string[] = [];
  for (const module of plan.modules) {
    const found = agentForTaskType(config, module.task_type);
    if (found.ok) agents.set(module.id, found.agent);
    else problems.push(`module ${module.id} (task_type ${module.task_type}): expected ${found.expected}`);
  }
  if (problems.length > 0) throw new ForgeError('config', `no task written:\n  ${problems.join('\n  ')}`);
  return agents;
}

export async function writeDispatch(
  run: DispatchRun,
  dispatch: Dispatch,
  round: number,
  batch: string,
): Promise<{ modules: ModuleTask[]; written: Set<string>; folder: PlanFolder }> {
  const written = new Set<string>();
  for (const id of dispatch.toWrite) {
    const task = dispatch.modules.find((m) => m.id === id)!;
    const module = run.plan.modules.find((m) => m.id === id)!;
    const codeContext = await (run.codeContext ?? noCodeContext)(run.projectRoot, { project: run.folder.project, for: { module: id, title: module.title } });
    const body = moduleTaskBody({
      project: run.folder.project,
      plan: run.plan,
      design: run.design,
      testPlan: run.testPlan,
      module,
      tasks: dispatch.modules,
      broadcasts: run.broadcasts,
      returnedFor: task.returned_for,
      codeContext,
    });
    try {
      const result = await submitTask(
        run.projectRoot,
        run.env,
        {
          story_id: task.story_id,
          task_type: module.task_type,
          agent: task.agent,
          worktree_path: run.worktree,
          module: taskModule(run.folder.project, id),
          title: module.title,
          batch,
          depends_on: dependencyStories(run.plan, dispatch.modules, id),
          extra: { plan: run.folder.project, plan_round: task.round },
        },
        body,
        run.now,
      );
      if (!result.ok)
        throw new ForgeError('bad_input', `${run.tool}: the task of module ${id} is not valid:\n  ${result.errors.map(renderDiagnostic).join('\n  ')}`);
      written.add(id);
    } catch (error) {
      // conflict: the id is in use, by this dispatch's earlier run (the ids are the plan's own).
      if (!(error instanceof ForgeError && error.code === 'conflict')) throw error;
    }
  }
  const front: Omit<ImplementationFront, 'project' | 'created_at' | 'based_on'> = { round, batch, modules: dispatch.modules };
  const saved = await writeArtifacts(
    run.projectRoot,
    run.folder,
    [{ artifact: 'implementation', front, body: implementationBody(dispatch.modules) }],
    run.now,
    run.tool,
  );
  return { modules: dispatch.modules, written, folder: saved.folder };
}

function implementationBody(modules: readonly ModuleTask[]): string {
  return `${modules.map((m) => `- ${m.id}: ${m.story_id} (${m.agent}, round ${m.round})${m.returned_for ? `, sent back: ${m.returned_for}` : ''}`).join('\n')}\n`;
}

export function previousImplementation(folder: PlanFolder): ImplementationFront | null {
  const read = folder.files.implementation;
  return read?.ok ? read.front : null;
}
