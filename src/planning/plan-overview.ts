import { PLAN_MODULES_SHOWN, type PlanItem, type PlanModuleRow } from '../../protocol/http-api.js';
import { planStatus } from '../../protocol/planning/plan-machine.js';
import type { TaskState } from '../../protocol/tracking.js';
import { planProjects, readPlanFolder } from './plan-folder.js';

/**
 * Each plan as a person watching it wants it: its phase, the state of every artifact, and each
 * module of plan.md with the story of its latest round and that story's state. Recomputed from
 * the plan folder, the handoffs and the ledger (as get_state does) and joined with the tracked
 * state; nothing here is stored. GET /api/plans and the dashboard's plan panel show it.
 */
export type StateOf = (storyId: string) => TaskState | null;

export async function planOverviews(projectRoot: string, stateOf: StateOf, project?: string): Promise<PlanItem[]> {
  const projects = project === undefined ? await planProjects(projectRoot) : (await planProjects(projectRoot)).filter((name) => name === project);
  const items = await Promise.all(projects.map((name) => planOverview(projectRoot, name, stateOf)));
  // Newest first, as get_state lists them; a plan whose project.md does not validate goes last.
  return items.sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? '') || a.project.localeCompare(b.project));
}

async function planOverview(projectRoot: string, project: string, stateOf: StateOf): Promise<PlanItem> {
  const folder = await readPlanFolder(projectRoot, project);
  const status = planStatus(folder);
  const front = folder.files.project?.ok ? folder.files.project.front : null;
  const verdict = folder.files.verdict?.ok ? folder.files.verdict.front : null;
  const planned = folder.files.plan?.ok ? folder.files.plan.front.modules : [];
  const dispatched = folder.files.implementation?.ok ? folder.files.implementation.front.modules : [];
  const taskOf = new Map(dispatched.map((task) => [task.id, task]));
  const row = (id: string, title: string, taskType: string | null, dependsOn: string[]): PlanModuleRow => {
    const task = taskOf.get(id);
    return {
      id,
      title,
      task_type: taskType,
      depends_on: dependsOn,
      story_id: task?.story_id ?? null,
      agent: task?.agent ?? null,
      round: task?.round ?? null,
      state: task === undefined ? null : stateOf(task.story_id),
      done: task !== undefined && folder.completed.has(task.story_id),
    };
  };
  const rows = planned.map((module) => row(module.id, module.title, module.task_type, module.depends_on));
  // A module dispatched and then dropped from plan.md by hand still has its task: shown after the plan's own.
  const inPlan = new Set(planned.map((module) => module.id));
  for (const task of dispatched) if (!inPlan.has(task.id)) rows.push(row(task.id, task.id, null, []));
  return {
    project,
    title: front?.title ?? null,
    created_at: front?.created_at ?? null,
    phase: status.phase,
    round: status.round,
    verdict: verdict === null ? null : { verdict: verdict.verdict, round: verdict.round },
    next: status.next,
    artifacts: status.artifacts.map(({ artifact, file, state }) => ({ artifact, file, state })),
    modules: { total: rows.length, done: rows.filter((r) => r.done).length, items: rows.slice(0, PLAN_MODULES_SHOWN) },
  };
}
