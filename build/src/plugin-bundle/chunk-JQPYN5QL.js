import {
  planProjects,
  readPlanFolder
} from "./chunk-SI3FBSHU.js";
import {
  PLAN_MODULES_SHOWN
} from "./chunk-BLTLASRP.js";
import {
  planStatus
} from "./chunk-Q3BRTBOK.js";

// dist/src/planning/plan-overview.js
async function planOverviews(projectRoot, stateOf, project) {
  const projects = project === void 0 ? await planProjects(projectRoot) : (await planProjects(projectRoot)).filter((name) => name === project);
  const items = await Promise.all(projects.map((name) => planOverview(projectRoot, name, stateOf)));
  return items.sort((a, b) => (b.created_at ?? "").localeCompare(a.created_at ?? "") || a.project.localeCompare(b.project));
}
async function planOverview(projectRoot, project, stateOf) {
  const folder = await readPlanFolder(projectRoot, project);
  const status = planStatus(folder);
  const front = folder.files.project?.ok ? folder.files.project.front : null;
  const verdict = folder.files.verdict?.ok ? folder.files.verdict.front : null;
  const planned = folder.files.plan?.ok ? folder.files.plan.front.modules : [];
  const dispatched = folder.files.implementation?.ok ? folder.files.implementation.front.modules : [];
  const taskOf = new Map(dispatched.map((task) => [task.id, task]));
  const row = (id, title, taskType, dependsOn) => {
    const task = taskOf.get(id);
    return {
      id,
      title,
      task_type: taskType,
      depends_on: dependsOn,
      story_id: task?.story_id ?? null,
      agent: task?.agent ?? null,
      round: task?.round ?? null,
      state: task === void 0 ? null : stateOf(task.story_id),
      done: task !== void 0 && folder.completed.has(task.story_id)
    };
  };
  const rows = planned.map((module) => row(module.id, module.title, module.task_type, module.depends_on));
  const inPlan = new Set(planned.map((module) => module.id));
  for (const task of dispatched)
    if (!inPlan.has(task.id))
      rows.push(row(task.id, task.id, null, []));
  return {
    project,
    title: front?.title ?? null,
    created_at: front?.created_at ?? null,
    phase: status.phase,
    round: status.round,
    verdict: verdict === null ? null : { verdict: verdict.verdict, round: verdict.round },
    next: status.next,
    artifacts: status.artifacts.map(({ artifact, file, state }) => ({ artifact, file, state })),
    modules: { total: rows.length, done: rows.filter((r) => r.done).length, items: rows.slice(0, PLAN_MODULES_SHOWN) }
  };
}

export {
  planOverviews
};
