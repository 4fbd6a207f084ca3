import type { ImplementationFront, ModuleTask, PlanFront, PlanModule } from './artifacts.js';
import { moduleStoryId } from './plan-files.js';

/**
 * Which of a plan's modules need a task now, pure. start_implementation keeps every module
 * already dispatched (a re-entry after a crash or a hand edit of plan.md writes no second task)
 * and adds a task for each module it has not seen; a failed verdict opens a new round and sends
 * the named modules back under new story ids. `agentOf` is the roster's answer for a task type.
 */
export interface Dispatch {
  modules: ModuleTask[];
  /** Ids of the modules that need a task file written now. */
  toWrite: string[];
  /** Modules of implementation.md that plan.md no longer has (a hand edit): left out of the record, their tasks untouched. */
  dropped: string[];
}

export function dispatchModules(project: string, plan: PlanFront, previous: ImplementationFront | null, agentOf: (module: PlanModule) => string): Dispatch {
  const round = previous?.round ?? 1;
  const known = new Map((previous?.modules ?? []).map((task) => [task.id, task]));
  const modules: ModuleTask[] = [];
  const toWrite: string[] = [];
  for (const module of plan.modules) {
    const kept = known.get(module.id);
    if (kept) {
      modules.push(kept);
      continue;
    }
    modules.push({ id: module.id, story_id: moduleStoryId(project, module.id, round), agent: agentOf(module), round });
    toWrite.push(module.id);
  }
  const inPlan = new Set(plan.modules.map((module) => module.id));
  const dropped = [...known.keys()].filter((id) => !inPlan.has(id));
  return { modules, toWrite, dropped };
}

/** A failed verdict: the next round, with each named module sent back as a new task. */
export function sendBack(project: string, implementation: ImplementationFront, failed: ReadonlyArray<{ module: string; reason: string }>): Dispatch {
  const round = implementation.round + 1;
  const reasons = new Map(failed.map((item) => [item.module, item.reason]));
  const modules = implementation.modules.map((task): ModuleTask => {
    const reason = reasons.get(task.id);
    if (reason === undefined) return task;
    return {
      id: task.id,
      story_id: moduleStoryId(project, task.id, round),
      agent: task.agent,
      round,
      returned_for: reason,
    };
  });
  return { modules, toWrite: [...reasons.keys()], dropped: [] };
}

/** A module's depends_on as story ids: each dependency's task of its latest round. */
export function dependencyStories(plan: PlanFront, modules: readonly ModuleTask[], id: string): string[] {
  const byId = new Map(modules.map((task) => [task.id, task.story_id]));
  return (plan.modules.find((module) => module.id === id)?.depends_on ?? []).flatMap((dep) => {
    const story = byId.get(dep);
    return story === undefined ? [] : [story];
  });
}
