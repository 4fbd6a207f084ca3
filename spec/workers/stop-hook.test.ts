import assert from 'node:assert/strict';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { handoffMarkdown, handoffPath, inboxPath } from '../helpers/temp-project.js';
import { dropTask, stopHook, workerProject } from './worker-project.js';

const at = (minutes: number) => new Date(Date.parse('2026-04-01T12:00:00Z') + minutes * 60_000).toISOString();

describe('the Stop hook claims', () => {
  test('the most urgent, then the oldest task, writing agent, session and time into .picked-up', async (t) => {
    const root = await workerProject(t);
    await dropTask(root, 'OLD', {}, at(0));
    await dropTask(root, 'NEW-HIGH', { urgency: 'high' }, at(5));
    await dropTask(root, 'LOW', { urgency: 'low' }, at(-5));
    const order: string[] = [];
    for (let i = 0; i < 3; i++) {
      const outcome = await stopHook(root);
      assert.equal(outcome.kind, 'claimed');
      if (outcome.kind !== 'claimed') return;
      order.push(outcome.id);
      await writeFile(handoffPath(root, outcome.id), handoffMarkdown(outcome.id));
    }
    assert.deepEqual(order, ['NEW-HIGH', 'OLD', 'LOW']);
    const claim = await readFile(inboxPath(root, 'anvil', 'OLD.picked-up'), 'utf8');
    assert.match(claim, /^agent: "anvil"\nat: "[^"]+"\nsession_id: "session-1"\n$/);
    assert.ok(await readFile(inboxPath(root, 'anvil', '.heartbeat'), 'utf8').then(() => true), 'heartbeat touched');
  });

  test('never a task that is orphaned, escalated, already picked up, confirmed, timed out or invalid', async (t) => {
    const root = await workerProject(t);
    for (const [id, signal] of [
      ['O', 'orphaned'],
      ['E', 'escalation'],
      ['C', 'confirmed'],
      ['T', 'timeout'],
    ] as const) {
      await dropTask(root, id);
      await writeFile(inboxPath(root, 'anvil', `${id}.${signal}`), '');
    }
    await dropTask(root, 'P');
    await writeFile(inboxPath(root, 'anvil', 'P.picked-up'), 'agent: "anvil"\n');
    await writeFile(handoffPath(root, 'P'), handoffMarkdown('P'));
    await writeFile(inboxPath(root, 'anvil', 'BAD.md'), '---\nstory_id: BAD\n---\nno fields\n');
    const outcome = await stopHook(root);
    assert.equal(outcome.kind, 'idle');
  });

  test('nothing new while the agent holds a picked-up task without a valid handoff', async (t) => {
    const root = await workerProject(t);
    await dropTask(root, 'H-1');
    await dropTask(root, 'H-2');
    assert.equal((await stopHook(root)).kind, 'claimed');
    assert.deepEqual(await stopHook(root), { kind: 'held', id: 'H-1', handoffProblem: null });
    await writeFile(handoffPath(root, 'H-1'), '---\nstory_id: H-1\nstatus: done\n---\n');
    const held = await stopHook(root);
    assert.equal(held.kind, 'held');
    assert.match((held as { handoffProblem: string }).handoffProblem, /H-1-pr-handoff\.md is not valid/);
    await writeFile(handoffPath(root, 'H-1'), handoffMarkdown('H-1'));
    const next = await stopHook(root);
    assert.equal(next.kind === 'claimed' && next.id, 'H-2');
  });

  test('a task dropped while the hook waits, as soon as it lands', async (t) => {
    const root = await workerProject(t);
    let waiting!: () => void;
    const isWaiting = new Promise<void>((resolve) => (waiting = resolve));
    const hook = stopHook(root, { idleWaitMs: 60_000, onWaiting: () => waiting() });
    await isWaiting;
    await dropTask(root, 'LATE');
    const outcome = await hook;
    assert.equal(outcome.kind === 'claimed' && outcome.id, 'LATE', 'claimed long before the 60 s idle wait or the 1 h backstop');
  });

  test('two hooks waiting for one agent never claim the same task', async (t) => {
    const root = await workerProject(t);
    const controller = new AbortController();
    const waits: Array<Promise<void>> = [];
    const hooks = ['session-a', 'session-b'].map((sessionId) => {
      let said!: () => void;
      waits.push(new Promise<void>((resolve) => (said = resolve)));
      return stopHook(root, { sessionId, idleWaitMs: 60_000, signal: controller.signal, onWaiting: () => said() });
    });
    await Promise.all(waits);
    await dropTask(root, 'ONE');
    await Promise.race(hooks);
    controller.abort();
    const outcomes = await Promise.all(hooks);
    assert.deepEqual(outcomes.map((o) => o.kind).sort(), ['claimed', 'stopped']);
    assert.match(await readFile(inboxPath(root, 'anvil', 'ONE.picked-up'), 'utf8'), /session_id: "session-[ab]"/);
  });

  test('a stop request ends the wait with nothing claimed', async (t) => {
    const root = await workerProject(t);
    const controller = new AbortController();
    const hook = stopHook(root, { idleWaitMs: 60_000, signal: controller.signal, onWaiting: () => controller.abort() });
    assert.equal((await hook).kind, 'stopped');
  });
});

describe('the Stop hook stops cleanly and claims nothing', () => {
  test('when the adapter is broken', async (t) => {
    const root = await workerProject(t);
    await dropTask(root, 'A-1');
    const adapter = join(root, '_vibe-chain', 'agents', 'forge', 'anvil.md');
    await writeFile(adapter, Buffer.from([0x23, 0x00, 0xff]));
    await assert.rejects(stopHook(root), /NUL bytes/);
    await rm(adapter);
    await mkdir(adapter);
    await assert.rejects(stopHook(root), /cannot be read \(EISDIR\)/);
    await assert.rejects(readFile(inboxPath(root, 'anvil', 'A-1.picked-up')), { code: 'ENOENT' });
  });

  test('when the inbox cannot be read', async (t) => {
    const root = await workerProject(t);
    await writeFile(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil'), 'not a folder');
    await assert.rejects(stopHook(root), { code: 'ENOTDIR' });
  });
});

describe('a claim writes nothing into the folders sessions open', () => {
  test('a worktree with its own settings file (even a broken one) is left exactly as it was, and the task is delivered', async (t) => {
    const root = await workerProject(t);
    await dropTask(root, 'S-1');
    const file = join(root, 'trees', 'S-1', '.claude', 'settings.local.json');
    await mkdir(join(root, 'trees', 'S-1', '.claude'));
    await writeFile(file, '{ not json');
    const outcome = await stopHook(root);
    assert.equal(outcome.kind === 'claimed' && outcome.id, 'S-1');
    assert.equal(await readFile(file, 'utf8'), '{ not json');
    assert.deepEqual(await readdir(join(root, 'trees', 'S-1', '.claude')), ['settings.local.json']);
  });

  test('a worktree that does not exist yet is not created, and the prompt carries no note about hooks', async (t) => {
    const root = await workerProject(t);
    await dropTask(root, 'N-1');
    await rm(join(root, 'trees', 'N-1'), { recursive: true });
    const outcome = await stopHook(root);
    assert.equal(outcome.kind === 'claimed' && outcome.id, 'N-1');
    assert.doesNotMatch(outcome.kind === 'claimed' ? outcome.prompt : '', /settings\.local\.json|forge hooks install/);
    await assert.rejects(readFile(join(root, 'trees', 'N-1')), { code: 'ENOENT' });
  });
});

describe('two registrations of one session stop once', () => {
  test('of two Stop hooks of the same session at the same moment, one claims and the other answers nothing', async (t) => {
    const root = await workerProject(t);
    await dropTask(root, 'D-1');
    await dropTask(root, 'D-2');
    const [a, b] = await Promise.all([stopHook(root, { sessionId: 'same-session' }), stopHook(root, { sessionId: 'same-session' })]);
    assert.deepEqual([a.kind, b.kind].sort(), ['claimed', 'duplicate']);
    const claims = (await readdir(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil'))).filter((name) => name.endsWith('.picked-up'));
    assert.equal(claims.length, 1, claims.join(', '));
    assert.ok(
      !(await readdir(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil'))).some((name) => name.startsWith('.stop-')),
      'the turn lock is released',
    );
  });

  test('a turn lock left by a process that died is taken over', async (t) => {
    const root = await workerProject(t);
    await dropTask(root, 'L-1');
    await writeFile(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil', '.stop-dead-session'), 'pid: 2147483646\n');
    const outcome = await stopHook(root, { sessionId: 'dead-session' });
    assert.equal(outcome.kind === 'claimed' && outcome.id, 'L-1');
  });
});
