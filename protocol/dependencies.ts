import type { Diagnostic } from './diagnostic.js';
import type { TaskState } from './tracking.js';

/**
 * `depends_on` across the tracked tasks: which dependencies still block each task, which tasks
 * each one blocks, and what is wrong with the declarations (cycles, ids nobody knows). Pure: the
 * daemon runs it over every entry after each evaluation batch.
 */
export interface DependencyNode {
  state: TaskState;
  depends_on: readonly string[];
  /** The task file, for diagnostics. */
  file: string;
}

export interface DependencyFacts {
  blocked_by: string[];
  blocks: string[];
  errors: Diagnostic[];
}

/** A dependency is satisfied once its story was handed off (or confirmed and cleaned up). */
export const DONE_STATES: ReadonlySet<TaskState> = new Set(['handed_off', 'confirmed']);

/**
 * Facts for every task that has any; a task missing from the result has none. `finished(id)`
 * answers for ids that are not tracked (the ledger: confirmed and cleaned up, or removed).
 * An unknown id blocks: it may be a typo, or a task not submitted yet.
 */
export function computeDependencies(tasks: ReadonlyMap<string, DependencyNode>, finished: (id: string) => boolean): Map<string, DependencyFacts> {
  const facts = new Map<string, DependencyFacts>();
  const factsOf = (id: string): DependencyFacts => {
    let found = facts.get(id);
    if (!found) facts.set(id, (found = { blocked_by: [], blocks: [], errors: [] }));
    return found;
  };
  for (const [id, node] of tasks) {
    const open = !DONE_STATES.has(node.state);
    for (const dep of unique(node.depends_on)) {
      const target = tasks.get(dep);
      if (!target) {
        if (finished(dep)) continue;
        factsOf(id).errors.push({
          code: 'unknown_dependency',
          file: node.file,
          field: 'depends_on',
          expected: 'the id of a tracked or finished story',
          got: JSON.stringify(dep),
        });
        if (open) factsOf(id).blocked_by.push(dep);
        continue;
      }
      if (!open || DONE_STATES.has(target.state)) continue;
      factsOf(id).blocked_by.push(dep);
      factsOf(dep).blocks.push(id);
    }
  }
  for (const cycle of dependencyCycles(tasks)) {
    const shown = cycle.length > 4 ? `${cycle.slice(0, 4).join(' -> ')} -> ... (${cycle.length} stories)` : `${cycle.join(' -> ')} -> ${cycle[0]}`;
    for (const id of cycle) {
      factsOf(id).errors.push({
        code: 'dependency_cycle',
        file: tasks.get(id)!.file,
        field: 'depends_on',
        expected: 'no dependency cycle: a story cannot wait, directly or not, for itself',
        got: shown,
      });
    }
  }
  for (const value of facts.values()) {
    value.blocked_by.sort();
    value.blocks.sort();
  }
  return facts;
}

/**
 * The strongly connected components with more than one story, or one story that depends on
 * itself; each sorted by id. Tarjan's algorithm, iterative so a chain of 10,000 stories cannot
 * overflow the stack.
 */
export function dependencyCycles(tasks: ReadonlyMap<string, Pick<DependencyNode, 'depends_on'>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;
  const edges = (id: string) => unique(tasks.get(id)?.depends_on ?? []).filter((dep) => tasks.has(dep));

  for (const start of [...tasks.keys()].sort()) {
    if (index.has(start)) continue;
    const frames: Array<{ id: string; next: number; deps: string[] }> = [];
    const enter = (id: string) => {
      index.set(id, counter);
      low.set(id, counter);
      counter += 1;
      stack.push(id);
      onStack.add(id);
      frames.push({ id, next: 0, deps: edges(id) });
    };
    enter(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      if (frame.next < frame.deps.length) {
        const dep = frame.deps[frame.next++]!;
        if (!index.has(dep)) enter(dep);
        else if (onStack.has(dep)) low.set(frame.id, Math.min(low.get(frame.id)!, index.get(dep)!));
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) low.set(parent.id, Math.min(low.get(parent.id)!, low.get(frame.id)!));
      if (low.get(frame.id) !== index.get(frame.id)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.id);
      if (component.length > 1 || frame.deps.includes(frame.id)) cycles.push(component.sort());
    }
  }
  return cycles;
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}
