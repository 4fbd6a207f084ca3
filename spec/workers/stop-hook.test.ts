import assert from 'node:assert/strict';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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

  test('and withdraws its claim when the worktree settings cannot be written', async (t) => {
    const root = await workerProject(t);
    await dropTask(root, 'W-1');
    await mkdir(join(root, 'trees', 'W-1', '.claude'), { recursive: true });
    await writeFile(join(root, 'trees', 'W-1', '.claude', 'settings.local.json'), '{ not json');
    await assert.rejects(stopHook(root), /settings\.local\.json is not valid JSON/);
    await assert.rejects(readFile(inboxPath(root, 'anvil', 'W-1.picked-up')), { code: 'ENOENT' });
  });
});

describe('on a claim the Stop hook writes the worktree settings', () => {
  test('Heimdall with the task context plus the Stop and SessionStart hooks, keeping what was there, idempotently', async (t) => {
    const root = await workerProject(t);
    await dropTask(root, 'S-1');
    const file = join(root, 'trees', 'S-1', '.claude', 'settings.local.json');
    await mkdir(join(root, 'trees', 'S-1', '.claude'));
    const existing = { permissions: { allow: ['Bash(npm test)'] }, hooks: { Stop: [{ hooks: [{ type: 'command', command: 'notify-send done' }] }] } };
    await writeFile(file, JSON.stringify(existing));
    const outcome = await stopHook(root);
    assert.equal(outcome.kind === 'claimed' && outcome.settings.kind, 'written');
    const settings = JSON.parse(await readFile(file, 'utf8'));
    assert.deepEqual(settings.permissions, existing.permissions);
    const matchers = settings.hooks.PreToolUse.map((group: { matcher: string }) => group.matcher).sort();
    assert.deepEqual(matchers, ['Bash', 'Read|Grep|Glob', 'Write|Edit|MultiEdit|NotebookEdit']);
    for (const group of settings.hooks.PreToolUse) assert.match(group.hooks[0].command, /heimdall --context \S+S-1\.context\.json --project /);
    const stops = settings.hooks.Stop.flatMap((group: { hooks: Array<{ command: string; timeout?: number }> }) => group.hooks);
    assert.deepEqual(
      stops.map((h: { command: string }) => /forge hook stop --agent anvil/.test(h.command) || h.command),
      ['notify-send done', true],
    );
    assert.equal(stops[1].timeout, 90, 'idle_wait (60 s) plus a margin, so the hook ends its own wait');
    assert.match(settings.hooks.SessionStart[0].hooks[0].command, /forge hook session-start --agent anvil --project /);

    const before = await readFile(file, 'utf8');
    await rm(inboxPath(root, 'anvil', 'S-1.picked-up'));
    const again = await stopHook(root);
    assert.equal(again.kind === 'claimed' && again.settings.kind, 'unchanged');
    assert.equal(await readFile(file, 'utf8'), before);
  });

  test('and leaves a worktree that does not exist yet alone, saying so in the prompt', async (t) => {
    const root = await workerProject(t);
    await dropTask(root, 'N-1');
    await rm(join(root, 'trees', 'N-1'), { recursive: true });
    const outcome = await stopHook(root);
    assert.equal(outcome.kind === 'claimed' && outcome.settings.kind, 'no_worktree');
    assert.match(outcome.kind === 'claimed' ? outcome.prompt : '', /does not exist yet, so Heimdall and the worker hooks were not written/);
    await assert.rejects(readFile(join(root, 'trees', 'N-1')), { code: 'ENOENT' });
  });
});
