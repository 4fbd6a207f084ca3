import { ManualClock } from '../../src/clock.js';
import { createToolContext } from '../../src/tools/context.js';
import { runTool } from '../../src/tools/registry.js';

/**
 * A plan of three modules (db <- api <- ui) taken through the planning tools, as an agent would:
 * to `phase` (architecture stops after the vision, implementation dispatches the modules), then
 * the modules of `done` recorded done in order. Tasks land in the inboxes as the tools write them.
 */
export const PLAN_MODULES = [
  { id: 'db', title: 'Schema and store', task_type: 'backend', provides: ['ItemStore'] },
  { id: 'api', title: 'Shop API', task_type: 'backend', depends_on: ['db'], provides: ['GET /items'], consumes: ['ItemStore'] },
  { id: 'ui', title: 'Shop page', task_type: 'frontend', depends_on: ['api'], consumes: ['GET /items'] },
];

const T0 = Date.parse('2026-04-01T12:00:00Z');

function caller(root: string, project: string, start: number) {
  const clock = new ManualClock(start);
  return async (name: string, input: Record<string, unknown>) => {
    clock.advance(1000);
    await runTool(createToolContext(root, {}, clock), name, { project, ...input });
  };
}

export async function planThrough(
  root: string,
  project: string,
  phase: 'architecture' | 'implementation',
  done: readonly string[] = [],
  /** When the first tool call happens; a running daemon needs its own present, or the tasks are orphaned at once. */
  start = T0,
): Promise<void> {
  const call = caller(root, project, start);
  await call('create_project', { title: `The ${project} plan`, idea: 'Sell handmade mugs.' });
  await call('submit_vision', { interview: [{ question: 'Who buys?', answer: 'Gift shoppers' }], summary: 'A shop for mugs.', goals: ['checkout'] });
  if (phase === 'architecture') return;
  await call('submit_plan', { modules: PLAN_MODULES });
  await call('submit_design', {
    interfaces: [
      { interface: 'ItemStore', module: 'db', type: '{ get(id: string): Item }' },
      { interface: 'GET /items', module: 'api', type: '() => Item[]' },
    ],
  });
  await call('submit_test_plan', { cases: PLAN_MODULES.map((m) => ({ module: m.id, kind: 'unit', description: `${m.id} works` })) });
  await call('start_implementation', {});
  await planThroughDone(root, project, done, start);
}

/** The modules of `done` recorded done, in order, as the workers' submit_implementation does. */
export async function planThroughDone(root: string, project: string, done: readonly string[], start = T0): Promise<void> {
  const call = caller(root, project, start);
  for (const module of done) await call('submit_implementation', { module, summary: `${module} built` });
}
