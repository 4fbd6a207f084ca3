import assert from 'node:assert/strict';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, type TestContext, test } from 'node:test';
import { systemClock } from '../../src/clock.js';
import { ConfigHolder } from '../../src/daemon/config-holder.js';
import { startDaemon } from '../../src/daemon/daemon.js';
import { parseFrontMatter } from '../../src/markdown/front-matter.js';
import { pickNext } from '../../src/parties/pick-next.js';
import { broadcastService } from '../../src/swarm/broadcast-service.js';
import { writeBroadcast } from '../../src/swarm/write-broadcast.js';
import { onCleanup } from '../helpers/cleanup.js';
import { handoffPath, inboxPath, readTracking, taskMarkdown, tempProject, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';
import { captureLogger } from '../helpers/test-daemon.js';

/** An in-process daemon with the broadcasts service, as `forge start` runs it (no project lock, so one test can restart it). */
async function startSwarmDaemon(t: TestContext, root: string) {
  const logger = captureLogger();
  const config = await ConfigHolder.load(root, { HOME: root }, logger);
  const daemon = startDaemon({ projectRoot: root, config, clock: systemClock, logger, watch: true, lock: false, services: [broadcastService()] });
  onCleanup(t, () => daemon.close());
  await daemon.ready;
  return { daemon, logger };
}

const task = (root: string, id: string, agent: string, extra: Record<string, string>) =>
  writeLikeAProducer(
    inboxPath(root, agent, `${id}.md`),
    taskMarkdown(root, id, agent, extra).replace(/^depends_on: "(.*)"$/m, (_, list: string) => `depends_on: [${list}]`),
  );

describe('the daemon keeps dependencies in .tracking.json', () => {
  test('blocked_by and blocks follow the handoffs, and an unknown id is a diagnostic on the task', async (t) => {
    const root = await tempProject(t);
    await startSwarmDaemon(t, root);
    await task(root, 'API-1', 'furnace', { module: 'shop/api', batch: 'shop', task_type: 'backend' });
    await task(root, 'UI-1', 'anvil', { module: 'shop/ui', batch: 'shop', depends_on: 'API-1' });
    await task(root, 'UI-2', 'anvil', { depends_on: 'API-1, NOPE-1' });
    const blocked = await waitFor('blocked_by in tracking', async () => {
      const tracking = await readTracking(root);
      return tracking?.tasks['UI-2']?.blocked_by?.length === 2 && tracking.tasks['API-1']?.blocks?.length === 2 ? tracking : null;
    });
    assert.deepEqual(blocked.tasks['UI-1']!.blocked_by, ['API-1']);
    assert.deepEqual(blocked.tasks['API-1']!.blocks, ['UI-1', 'UI-2']);
    assert.equal(blocked.tasks['UI-1']!.module, 'shop/ui');
    assert.equal(blocked.tasks['UI-1']!.batch, 'shop');
    assert.deepEqual(
      blocked.tasks['UI-2']!.errors.map((e) => `${e.code} ${e.got}`),
      ['unknown_dependency "NOPE-1"'],
    );

    await writeFile(inboxPath(root, 'furnace', 'API-1.picked-up'), 'agent: furnace\n');
    await writeLikeAProducer(
      handoffPath(root, 'API-1'),
      `---\nstory_id: API-1\nagent: furnace\nstatus: completed\ncreated_at: ${new Date().toISOString()}\n---\nDone.\n`,
    );
    // Converges: intermediate writes may show a task between two evaluations.
    await waitFor('UI-1 unblocked, UI-2 still waiting for NOPE-1', async () => {
      const tasks = (await readTracking(root))?.tasks;
      return (
        tasks?.['UI-1'] &&
        tasks['UI-1'].blocked_by === undefined &&
        tasks['UI-2']?.blocked_by?.join() === 'NOPE-1' &&
        tasks['API-1']?.state === 'handed_off' &&
        tasks['API-1'].blocks === undefined
      );
    });
  });

  test('with respect_depends_on the claim scan skips blocked tasks and says why', async (t) => {
    const root = await tempProject(t);
    await task(root, 'A-1', 'anvil', { depends_on: 'B-1', urgency: 'high' });
    await task(root, 'A-2', 'anvil', {});
    const options = { agent: 'anvil', session_id: 's', now: () => new Date().toISOString(), maxBytes: 1_000_000, respectDependsOn: true };
    const first = await pickNext(root, options);
    assert.equal(first.picked?.id, 'A-2', 'A-1 is more urgent but waits for B-1');
    const second = await pickNext(root, options);
    assert.equal(second.picked, null);
    assert.equal(second.tally.waiting, 1);
    await writeLikeAProducer(handoffPath(root, 'B-1'), '---\nstory_id: B-1\nagent: furnace\nstatus: completed\ncreated_at: 2026-04-01T12:00:00Z\n---\n');
    assert.equal((await pickNext(root, options)).picked?.id, 'A-1', 'a handed-off dependency frees it');
  });
});

describe('the broadcasts service', () => {
  test('writes one architect review per critical broadcast, naming the module and its siblings, across restarts and after cleanup', async (t) => {
    const root = await tempProject(t);
    const first = await startSwarmDaemon(t, root);
    await task(root, 'API-1', 'furnace', { module: 'shop/api', batch: 'shop', task_type: 'backend' });
    await task(root, 'UI-1', 'anvil', { module: 'shop/ui', batch: 'shop' });
    await waitFor('the batch tracked', async () => (await readTracking(root))?.tasks['UI-1']?.batch === 'shop');
    const header = await writeBroadcast(
      root,
      {
        severity: 'critical',
        kind: 'breaking',
        module: 'shop/api',
        agent: 'furnace',
        story_id: 'API-1',
        body: 'INTERFACE: getCart\nTYPE: (id: CartId) => Cart\nBREAKING: yes\n',
      },
      Date.now(),
    );
    const escId = `ESC-${header.id}`;
    const text = await waitFor('the escalation task', () => readFile(inboxPath(root, 'architect', `${escId}.md`), 'utf8').catch(() => null));
    const parsed = parseFrontMatter(text);
    assert.ok(parsed.ok);
    assert.equal(parsed.data.task_type, 'arch_review');
    assert.equal(parsed.data.broadcast_id, header.id);
    assert.deepEqual(parsed.data.affected_modules, ['shop/ui']);
    assert.match(parsed.body, /Producing module: shop\/api \(story API-1, furnace/);
    assert.match(parsed.body, /- shop\/ui: UI-1 \(anvil, submitted\)/);
    await waitFor('the escalation tracked', async () => (await readTracking(root))?.tasks[escId]?.state === 'submitted');
    await first.daemon.close();

    await startSwarmDaemon(t, root);
    assert.deepEqual(
      (await readdir(join(root, '_vibe-chain-output', 'worker-inbox', 'architect'))).filter((n) => n.endsWith('.md')),
      [`${escId}.md`],
    );
    await writeFile(inboxPath(root, 'architect', `${escId}.confirmed`), '');
    await waitFor('the review cleaned up', async () => (await readTracking(root))?.tasks[escId] === undefined);
    const third = await startSwarmDaemon(t, root);
    await third.daemon.settled();
    assert.deepEqual(await readdir(join(root, '_vibe-chain-output', 'worker-inbox', 'architect')), [], 'the ledger remembers it: no second review');
  });

  test("broadcasts a module's completion from its accepted pr-handoff", async (t) => {
    const root = await tempProject(t);
    await startSwarmDaemon(t, root);
    await task(root, 'UI-1', 'anvil', { module: 'shop/ui' });
    await waitFor('tracked', async () => (await readTracking(root))?.tasks['UI-1']);
    await writeFile(inboxPath(root, 'anvil', 'UI-1.picked-up'), 'agent: anvil\n');
    await writeLikeAProducer(
      handoffPath(root, 'UI-1'),
      `---\nstory_id: UI-1\nagent: anvil\nstatus: completed\ncreated_at: ${new Date().toISOString()}\nfiles_changed: [src/cart.tsx, src/cart.css]\nsummary: Cart page with totals\n---\nDone.\n`,
    );
    const dir = join(root, '_vibe-chain-output', 'broadcasts');
    const name = await waitFor('the completion broadcast', async () => (await readdir(dir).catch(() => [])).find((n) => n.endsWith('.md')));
    const parsed = parseFrontMatter(await readFile(join(dir, name), 'utf8'));
    assert.ok(parsed.ok);
    assert.deepEqual(
      [parsed.data.severity, parsed.data.kind, parsed.data.module, parsed.data.story_id, parsed.data.agent],
      ['info', 'completion', 'shop/ui', 'UI-1', 'anvil'],
    );
    assert.equal(parsed.body, 'Module "shop/ui" completed. Files changed: src/cart.tsx, src/cart.css. Summary: Cart page with totals\n');
  });

  test('lists a broken broadcast under rejected in .tracking.json until it is fixed', async (t) => {
    const root = await tempProject(t);
    const { logger } = await startSwarmDaemon(t, root);
    const file = '_vibe-chain-output/broadcasts/20260401T120000000Z-shop-1.md';
    const path = join(root, ...file.split('/'));
    await writeLikeAProducer(path, '---\nkind: api\nmodule: shop\nagent: anvil\ncreated_at: 2026-04-01T12:00:00Z\n---\nINTERFACE: x\n');
    const rejected = await waitFor('the rejection', async () => (await readTracking(root))?.rejected?.[file]);
    assert.deepEqual(
      rejected.errors.map((e) => `${e.code} ${e.field}`),
      ['schema severity'],
    );
    assert.ok(logger.lines.some((line) => line.includes('broadcast rejected') && line.includes('severity')));
    await writeLikeAProducer(path, '---\nseverity: info\nkind: api\nmodule: shop\nagent: anvil\ncreated_at: 2026-04-01T12:00:00Z\n---\nINTERFACE: x\n');
    await waitFor('the rejection cleared', async () => (await readTracking(root))?.rejected?.[file] === undefined);
  });
});
