import assert from 'node:assert/strict';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { toolDefinition } from '../../protocol/tools/index.js';
import { ManualClock } from '../../src/clock.js';
import { asForgeError, errorEnvelope } from '../../src/errors.js';
import { parseFrontMatter } from '../../src/markdown/front-matter.js';
import { createToolContext } from '../../src/tools/context.js';
import { runTool } from '../../src/tools/registry.js';
import { tempProject } from '../helpers/temp-project.js';
import { type Answer, assertError, type Call } from '../tools/tool-cases.js';

/**
 * The whole planning pipeline in process: a scripted interview and vision, a plan of five
 * modules (a chain db -> catalog -> cart -> ui, and a diamond db -> auth|catalog -> cart),
 * dispatch into the inboxes, simulated workers finishing in dependency order with broadcasts,
 * an inspection finding a planted interface mismatch, a failed verdict sending that module back,
 * and a passing verdict; with hand edits of the plan folder between phases.
 */
const T0 = Date.parse('2026-04-01T12:00:00Z');
const MODULES = [
  { id: 'db', title: 'Schema and store', task_type: 'backend', provides: ['ItemStore'] },
  { id: 'auth', title: 'Sign-in', task_type: 'backend', depends_on: ['db'], provides: ['POST /session'], consumes: ['ItemStore'] },
  { id: 'catalog', title: 'Catalog', task_type: 'backend', depends_on: ['db'], provides: ['Catalog.list'], consumes: ['ItemStore'] },
  { id: 'cart', title: 'Cart', task_type: 'backend', depends_on: ['auth', 'catalog'], provides: ['POST /cart'], consumes: ['Catalog.list', 'POST /session'] },
  { id: 'ui', title: 'Shop page', task_type: 'frontend', depends_on: ['cart'], consumes: ['POST /cart'] },
];
const TYPES: Record<string, [string, string]> = {
  ItemStore: ['db', '{ get(id: string): Item }'],
  'POST /session': ['auth', '{ user: string } => Session'],
  'Catalog.list': ['catalog', '() => Item[]'],
  'POST /cart': ['cart', '{ sku: string } => Cart'],
};
const DESIGN = Object.entries(TYPES).map(([name, [module, type]]) => ({ interface: name, module, type }));
const CASES = MODULES.map((m) => ({ module: m.id, kind: 'unit', description: `${m.id} works alone` }));

function harness(root: string) {
  const clock = new ManualClock(T0);
  const call: Call = async (name, input) => {
    clock.advance(1000);
    const context = createToolContext(root, {}, clock, typeof input.agent === 'string' ? input.agent : undefined);
    const { agent: _agent, ...rest } = input;
    try {
      return JSON.parse(JSON.stringify(await runTool(context, name, name === 'broadcast_finding' ? input : rest))) as Answer;
    } catch (error) {
      return errorEnvelope(asForgeError(error)) as Answer;
    }
  };
  const ok = async (name: string, input: Record<string, unknown>) => {
    const answer = await call(name, input);
    assert.equal(answer.ok, true, `${name}: ${JSON.stringify(answer).slice(0, 600)}`);
    // Every answer is what the tool's published output schema says it is.
    const checked = toolDefinition(name)!.output.safeParse(answer);
    assert.ok(checked.success, `${name}: ${checked.success ? '' : JSON.stringify(checked.error.issues).slice(0, 600)}`);
    return answer;
  };
  return { call, ok };
}

const planPath = (root: string, file: string) => join(root, '_vibe-chain', 'plans', 'shop', file);

async function editByHand(root: string, file: string, edit: (text: string) => string): Promise<void> {
  await writeFile(planPath(root, file), edit(await readFile(planPath(root, file), 'utf8')));
}

async function taskFront(root: string, agent: string, id: string): Promise<Record<string, unknown>> {
  const parsed = parseFrontMatter(await readFile(join(root, '_vibe-chain-output', 'worker-inbox', agent, `${id}.md`), 'utf8'));
  assert.ok(parsed.ok);
  return { ...parsed.data, body: parsed.body };
}

/** A simulated worker: broadcasts its interfaces (and what it calls, as it understood it), then records the module done. */
async function work(ok: (n: string, i: Record<string, unknown>) => Promise<Answer>, module: string, agent: string, consumed: Record<string, string> = {}) {
  const contracts = [
    ...Object.entries(TYPES)
      .filter(([, [owner]]) => owner === module)
      .map(([name, [, type]]) => ({ interface: name, type })),
    ...Object.entries(consumed).map(([name, type]) => ({ interface: name, type, module: `shop/${TYPES[name]![0]}` })),
  ];
  if (contracts.length > 0) await ok('broadcast_finding', { severity: 'info', kind: 'interface', module: `shop/${module}`, agent, contracts });
  return ok('submit_implementation', { project: 'shop', module, summary: `${module} built`, files_changed: [`src/${module}.ts`] });
}

describe('the planning pipeline, end to end', () => {
  test('from an idea to a passing verdict: dispatch, workers in dependency order, a planted mismatch found, one module sent back', async (t) => {
    const root = await tempProject(t);
    const { call, ok } = harness(root);
    assert.equal((await ok('get_project_history', {})).message.includes('create_project'), true, 'the empty state says what to do');
    await ok('create_project', { project: 'shop', title: 'A small shop', idea: 'Sell handmade mugs.' });
    assertError(await call('create_project', { project: 'shop', title: 'Again', idea: 'x' }), 'conflict', /exists/);
    assertError(await call('submit_plan', { project: 'shop', modules: MODULES }), 'conflict', /interview\.md first .*start_interview, then submit_vision/);

    const interview = await ok('start_interview', { project: 'shop' });
    assert.equal(interview.inputs[0].body.trim(), 'Sell handmade mugs.');
    assert.match(interview.instructions, /submit_vision/);
    assert.deepEqual(interview.code_context, { available: false, text: null });
    await ok('submit_vision', {
      project: 'shop',
      interview: [
        { question: 'Who buys?', answer: 'Gift shoppers' },
        { question: 'What must work first?', answer: 'Checkout' },
      ],
      summary: 'A shop for handmade mugs.',
      goals: ['checkout in two steps'],
    });
    const architecture = await ok('start_architecture', { project: 'shop' });
    assert.deepEqual(
      architecture.inputs.map((i: Answer) => i.artifact),
      ['project', 'interview', 'vision'],
    );

    // Bad plans are refused field by field and nothing is written.
    const cyclic = MODULES.map((m) => (m.id === 'db' ? { ...m, depends_on: ['ui'] } : m));
    assertError(
      await call('submit_plan', { project: 'shop', modules: cyclic }),
      'bad_input',
      /plan\.md: field "modules\.0\.depends_on" dependency cycle: .* got auth -> cart -> catalog -> db -> ui|plan\.md: field "modules\.\d\.depends_on" dependency cycle/,
    );
    const unknown = MODULES.map((m) => (m.id === 'ui' ? { ...m, depends_on: ['payments'] } : m));
    assertError(
      await call('submit_plan', { project: 'shop', modules: unknown }),
      'bad_input',
      /field "modules\.4\.depends_on\.0" depends on an unknown story: expected the id of a module of this plan .* got "payments"/,
    );
    await assert.rejects(readFile(planPath(root, 'plan.md')), { code: 'ENOENT' });

    await ok('submit_plan', { project: 'shop', modules: MODULES, body: 'Five modules.' });
    // A hand edit of plan.md between phases: a person adds a note; the plan is still the truth.
    await editByHand(root, 'plan.md', (text) => `${text}\nReviewed by hand.\n`);
    const design = await ok('start_design', { project: 'shop' });
    assert.match(design.inputs.find((i: Answer) => i.artifact === 'plan').body, /Reviewed by hand/);
    assertError(
      await call('submit_design', { project: 'shop', interfaces: DESIGN.slice(1) }),
      'bad_input',
      /design\.md: field "interfaces" breaks a rule of the plan: expected a type for "ItemStore"/,
    );
    await ok('submit_design', { project: 'shop', interfaces: DESIGN });
    await ok('start_qa_strategy', { project: 'shop' });
    await ok('submit_test_plan', { project: 'shop', cases: CASES });

    // A hand edit of the vision now makes the plan stale, and everything built on it.
    await editByHand(root, 'vision.md', (text) => text.replace('checkout in two steps', 'checkout in one step'));
    assertError(
      await call('start_implementation', { project: 'shop' }),
      'conflict',
      /plan\.md: field "based_on\.vision" built on an earlier artifact that has changed since: .*re-enter the architecture phase \(submit_plan\)/,
    );
    await ok('submit_plan', { project: 'shop', modules: MODULES });
    assertError(await call('start_implementation', { project: 'shop' }), 'conflict', /design\.md: field "based_on\.plan"/);
    await ok('submit_design', { project: 'shop', interfaces: DESIGN });
    await ok('submit_test_plan', { project: 'shop', cases: CASES });

    const dispatched = await ok('start_implementation', { project: 'shop' });
    assert.deepEqual(
      dispatched.items.map((i: Answer) => `${i.module}:${i.story_id}:${i.agent}:${i.depends_on.join('+')}`),
      [
        'db:shop.db:furnace:',
        'auth:shop.auth:furnace:shop.db',
        'catalog:shop.catalog:furnace:shop.db',
        'cart:shop.cart:furnace:shop.auth+shop.catalog',
        'ui:shop.ui:anvil:shop.cart',
      ],
    );
    const cartTask = await taskFront(root, 'furnace', 'shop.cart');
    assert.deepEqual(cartTask.depends_on, ['shop.auth', 'shop.catalog']);
    assert.equal(cartTask.batch, 'shop');
    assert.equal(cartTask.module, 'shop/cart');
    assert.match(String(cartTask.body), /## Interfaces you call\n\n- `Catalog\.list` from catalog: `\(\) => Item\[\]`/);
    assert.match(String(cartTask.body), /## Sibling modules[\s\S]*- auth: Sign-in \(shop\.auth, furnace, you depend on it\)/);
    assert.match(
      String(cartTask.body),
      /## Mandatory broadcasts[\s\S]*INTERFACE: POST \/cart\nTYPE: \{ sku: string \} => Cart\nMODULE: shop\/cart\nBREAKING: no/,
    );
    assert.equal(
      (await ok('start_implementation', { project: 'shop' })).items.every((i: Answer) => i.written === false),
      true,
      'a second call writes no task',
    );

    // Workers in dependency order; cart first is refused (its dependencies are not done).
    await work(ok, 'db', 'furnace');
    assertError(
      await call('submit_implementation', { project: 'shop', module: 'cart', summary: 'early' }),
      'conflict',
      /depends on done first.*not done: auth, catalog/,
    );
    await work(ok, 'auth', 'furnace', { ItemStore: TYPES.ItemStore![1] });
    await work(ok, 'catalog', 'furnace');
    // The planted mismatch: cart calls Catalog.list as returning one item.
    await work(ok, 'cart', 'furnace', { 'Catalog.list': '() => Item' });
    assertError(await call('start_inspection', { project: 'shop' }), 'conflict', /every module of round 1 done .*not done: ui/);
    const done = await work(ok, 'ui', 'anvil', { 'POST /cart': TYPES['POST /cart']![1] });
    assert.equal(done.status.phase, 'inspection');
    const completions = (await ok('get_broadcasts', { kind: ['completion'], module: 'shop' })).items;
    assert.equal(completions.length, 5, 'each module broadcast its completion');

    const inspection = await ok('start_inspection', { project: 'shop' });
    assert.deepEqual(
      inspection.items.map((f: Answer) => `${f.code}:${f.module}`),
      ['interface_mismatch:cart'],
    );
    assert.match(inspection.items[0].message, /cart calls catalog's Catalog\.list as "\(\) => Item", but catalog provides "\(\) => Item\[\]"/);
    assertError(await call('submit_verdict', { project: 'shop', verdict: 'fail' }), 'usage', /failed_modules/);
    const failed = await ok('submit_verdict', {
      project: 'shop',
      verdict: 'fail',
      failed_modules: [{ module: 'cart', reason: 'Catalog.list returns a list' }],
    });
    assert.deepEqual(failed.sent_back, [{ module: 'cart', story_id: 'shop.cart.r2', agent: 'furnace' }]);
    assert.equal(failed.status.phase, 'implementation');
    assert.equal(failed.status.round, 2);
    const again = await taskFront(root, 'furnace', 'shop.cart.r2');
    assert.match(String(again.body), /## Sent back by the inspection\n\nCatalog\.list returns a list/);
    assert.deepEqual(again.depends_on, ['shop.auth', 'shop.catalog']);

    await work(ok, 'cart', 'furnace', { 'Catalog.list': '() => Item[]' });
    const clean = await ok('start_inspection', { project: 'shop' });
    assert.deepEqual(clean.items, []);
    assert.match(clean.message, /Nothing flagged over 5 module\(s\) of round 2/);
    const passed = await ok('submit_verdict', { project: 'shop', verdict: 'pass' });
    assert.equal(passed.status.phase, 'done');
    const state = await ok('get_state', { project: 'shop' });
    assert.deepEqual(state.plans, {
      total: 1,
      items: [{ project: 'shop', phase: 'done', round: 2, modules: { total: 5, done: 5 }, verdict: 'pass', next: [] }],
    });
    assertError(await call('get_state', { project: 'nope' }), 'not_found', /get_project_history/);
    const history = await ok('get_project_history', {});
    assert.deepEqual(
      history.items.map((i: Answer) => `${i.project}:${i.phase}:${i.round}:${i.verdict}:${i.problems}`),
      ['shop:done:2:pass:0'],
    );
    const files = (await readdir(join(root, '_vibe-chain', 'plans', 'shop'))).sort();
    assert.deepEqual(files, ['design.md', 'implementation.md', 'interview.md', 'plan.md', 'project.md', 'test-plan.md', 'verdict.md', 'vision.md']);
  });

  test('a hand-broken front matter is named with its file and line, and the next phase waits for the fix', async (t) => {
    const root = await tempProject(t);
    const { call, ok } = harness(root);
    await ok('create_project', { project: 'shop', title: 'A small shop', idea: 'Sell mugs.' });
    await ok('submit_vision', { project: 'shop', interview: [{ question: 'Who?', answer: 'Me' }], summary: 'Mugs', goals: ['sell'] });
    await ok('submit_plan', { project: 'shop', modules: MODULES });
    await editByHand(root, 'plan.md', (text) => text.replace('modules:', 'modules: [oops'));
    const before = await readFile(planPath(root, 'plan.md'), 'utf8');
    assertError(await call('start_design', { project: 'shop' }), 'bad_input', /_vibe-chain\/plans\/shop\/plan\.md:\d+: front matter is not valid YAML/);
    assertError(await call('submit_design', { project: 'shop', interfaces: DESIGN }), 'bad_input', /plan\.md/);
    assert.equal(await readFile(planPath(root, 'plan.md'), 'utf8'), before, 'the broken file is left as it is');
    await assert.rejects(readFile(planPath(root, 'design.md')), { code: 'ENOENT' });
    const registered = await ok('register', { project: 'shop' });
    assert.match(registered.problems[0].message, /plan\.md/);
    assertError(await call('start_interview', { project: 'nope' }), 'not_found', /create_project/);
  });

  test('patterns and gotchas are kept once each, listed newest first, and found by their words', async (t) => {
    const root = await tempProject(t);
    const { call, ok } = harness(root);
    assert.match((await ok('get_gotchas', {})).message, /collect_knowledge keeps one/);
    await ok('collect_knowledge', { kind: 'gotcha', title: 'Broadcast the type first', body: 'The ui guessed a type.', tags: ['broadcasts'] });
    await ok('collect_knowledge', { kind: 'gotcha', title: 'Keep the graph shallow', body: 'Long chains serialise the workers.' });
    assertError(await call('collect_knowledge', { kind: 'gotcha', title: 'Broadcast the type first', body: 'again' }), 'conflict');
    const all = await ok('get_gotchas', { limit: 1 });
    assert.equal(all.total, 2);
    assert.equal(all.items[0].id, 'keep-the-graph-shallow');
    assert.equal(all.hasMore, true);
    assert.deepEqual(
      (await ok('get_gotchas', { query: 'guessed' })).items.map((i: Answer) => i.id),
      ['broadcast-the-type-first'],
    );
    assert.equal((await ok('get_patterns', {})).total, 0);
    // search_knowledge, extended: the collected notes holding every word come with the exchange hits.
    const searched = await ok('search_knowledge', { query: 'graph shallow' });
    assert.deepEqual(searched.hits, []);
    assert.deepEqual(searched.notes, { total: 1, items: [{ kind: 'gotcha', id: 'keep-the-graph-shallow', title: 'Keep the graph shallow' }] });
    assert.equal((await ok('search_knowledge', { query: 'nothing like it' })).notes, undefined);
    // A broken note is reported, never dropped silently.
    await writeFile(join(root, '_vibe-chain', 'knowledge', 'gotchas', 'broken.md'), 'no front matter\n');
    const listed = await ok('get_gotchas', {});
    assert.equal(listed.total, 2);
    assert.equal(listed.invalid.total, 1);
    assert.match(listed.invalid.items[0].problem, /_vibe-chain\/knowledge\/gotchas\/broken\.md: no YAML front matter/);
    await ok('create_project', { project: 'shop', title: 'Shop', idea: 'Mugs' });
    const start = await ok('start_interview', { project: 'shop' });
    assert.equal(start.knowledge.total, 2, 'every start_* shows what was collected');
  });
});
