import assert from 'node:assert/strict';
import { test } from 'node:test';
import { systemClock } from '../../src/clock.js';
import { ConfigHolder } from '../../src/daemon/config-holder.js';
import { startDaemon } from '../../src/daemon/daemon.js';
import { asForgeError, errorEnvelope } from '../../src/errors.js';
import { pickNext } from '../../src/parties/pick-next.js';
import { planService } from '../../src/planning/plan-service.js';
import { broadcastService } from '../../src/swarm/broadcast-service.js';
import { createToolContext } from '../../src/tools/context.js';
import { runTool } from '../../src/tools/registry.js';
import { onCleanup } from '../helpers/cleanup.js';
import { readTracking, tempProject, waitFor } from '../helpers/temp-project.js';
import { captureLogger } from '../helpers/test-daemon.js';
import type { Answer } from '../tools/tool-cases.js';

/**
 * The plan's modules with the daemon running, as `forge start` runs it: the tasks are tracked with
 * their dependencies, workers claiming with the dependency gate take them in the plan's order,
 * and each module's completion is broadcast once, though both the daemon and submit_implementation
 * could write it.
 */
const MODULES = [
  { id: 'db', title: 'Store', task_type: 'backend', provides: ['ItemStore'] },
  { id: 'auth', title: 'Sign-in', task_type: 'backend', depends_on: ['db'], consumes: ['ItemStore'] },
  { id: 'catalog', title: 'Catalog', task_type: 'backend', depends_on: ['db'], provides: ['Catalog.list'], consumes: ['ItemStore'] },
  { id: 'cart', title: 'Cart', task_type: 'backend', depends_on: ['auth', 'catalog'], provides: ['POST /cart'], consumes: ['Catalog.list'] },
  { id: 'ui', title: 'Page', task_type: 'frontend', depends_on: ['cart'], consumes: ['POST /cart'] },
];

test('with the daemon running, workers claiming through the dependency gate build the modules in the order of the plan, each completion broadcast once', async (t) => {
  const root = await tempProject(t);
  const logger = captureLogger();
  const config = await ConfigHolder.load(root, { HOME: root }, logger);
  const daemon = startDaemon({
    projectRoot: root,
    config,
    clock: systemClock,
    logger,
    watch: true,
    lock: false,
    services: [broadcastService(), planService()],
  });
  onCleanup(t, () => daemon.close());
  await daemon.ready;
  const context = createToolContext(root, {}, systemClock);
  const ok = async (name: string, input: Record<string, unknown>): Promise<Answer> => {
    let answer: Answer;
    try {
      answer = (await runTool(context, name, input)) as Answer;
    } catch (error) {
      answer = errorEnvelope(asForgeError(error)) as Answer;
    }
    assert.equal(answer.ok, true, `${name}: ${JSON.stringify(answer).slice(0, 500)}`);
    return answer;
  };
  await ok('create_project', { project: 'shop', title: 'Shop', idea: 'Mugs.' });
  await ok('submit_vision', { project: 'shop', interview: [{ question: 'Who?', answer: 'Buyers' }], summary: 'Mugs', goals: ['sell'] });
  await ok('submit_plan', { project: 'shop', modules: MODULES });
  await ok('submit_design', {
    project: 'shop',
    interfaces: [
      { interface: 'ItemStore', module: 'db', type: 'Store' },
      { interface: 'Catalog.list', module: 'catalog', type: '() => Item[]' },
      { interface: 'POST /cart', module: 'cart', type: 'Cart' },
    ],
  });
  await ok('submit_test_plan', { project: 'shop', cases: MODULES.map((m) => ({ module: m.id, kind: 'unit', description: m.id })) });
  await ok('start_implementation', { project: 'shop' });
  const tracked = await waitFor('the five tasks tracked with their dependencies', async () => {
    const tracking = await readTracking(root);
    return tracking && Object.keys(tracking.tasks).length === 5 && tracking.tasks['shop.ui']?.blocked_by?.length === 1 ? tracking : null;
  });
  assert.deepEqual(tracked.tasks['shop.cart']?.depends_on, ['shop.auth', 'shop.catalog']);

  const order: string[] = [];
  const options = (agent: string) => ({ agent, session_id: `s-${agent}`, now: () => new Date().toISOString(), maxBytes: 1_000_000, respectDependsOn: true });
  while (order.length < 5) {
    // The gate opens once the daemon has seen the handoffs: wait for a claim, never for a time.
    const picks = await waitFor(`a claim after ${order.join(', ') || 'nothing'}`, async () => {
      const results = await Promise.all(['furnace', 'anvil'].map((agent) => pickNext(root, options(agent))));
      const claimed = results.flatMap((r) => (r.picked ? [r.picked] : []));
      return claimed.length > 0 ? claimed : null;
    });
    for (const picked of picks) {
      const module = String(picked.frontMatter.module).slice('shop/'.length);
      order.push(module);
      await ok('submit_implementation', { project: 'shop', module, summary: `${module} built` });
    }
  }
  assert.equal(order[0], 'db');
  assert.ok(order.indexOf('cart') > Math.max(order.indexOf('auth'), order.indexOf('catalog')), order.join(' '));
  assert.equal(order[4], 'ui');
  await waitFor('every task handed off', async () => {
    const tracking = await readTracking(root);
    return tracking && Object.values(tracking.tasks).every((entry) => entry.state === 'handed_off');
  });
  await daemon.close();
  const completions = (await ok('get_broadcasts', { kind: ['completion'], limit: 100 })).items as Answer[];
  assert.deepEqual(completions.map((b) => b.module).sort(), ['shop/auth', 'shop/cart', 'shop/catalog', 'shop/db', 'shop/ui'], 'one completion per module');
  assert.ok(
    logger.lines.some((line) => line.startsWith('plan shop: inspection')),
    'the plan service saw the round done',
  );
});
