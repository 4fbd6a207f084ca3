import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { answerStop } from '../../src/workers/stop-answer.js';
import { markFile, writeMark } from '../../src/workers/worker-marks.js';
import { inboxPath } from '../helpers/temp-project.js';
import { dropTask, hookOptions, workerProject } from './worker-project.js';

const STARTED = '2026-04-01T12:00:00.000Z';

async function stopOf(root: string) {
  const { config, clock, signal } = hookOptions(root);
  return answerStop({
    projectRoot: root,
    agent: 'anvil',
    config,
    clock,
    sessionId: 'session-1',
    continuing: false,
    sessionAgent: 'anvil',
    sessionStarted: STARTED,
    idleWaitMs: 0,
    signal,
    stderr: () => undefined,
  });
}

describe('a sandboxed session is handed only tasks in its own folder', () => {
  test('a task in another worktree is claimed, not handed: the session stops and the supervisor is asked to restart it there', async (t) => {
    const root = await workerProject(t);
    await writeMark(root, 'anvil', 'session', { started_at: STARTED, folder: root, sandbox: true });
    await dropTask(root, 'M-1');
    assert.deepEqual(await stopOf(root), {});
    assert.ok(existsSync(inboxPath(root, 'anvil', 'M-1.picked-up')), 'claimed, so the next session is given it back');
    assert.ok(existsSync(join(root, markFile('anvil', 'restart'))));
  });

  test('a task in the folder it started in is handed as usual', async (t) => {
    const root = await workerProject(t);
    await writeMark(root, 'anvil', 'session', { started_at: STARTED, folder: join(root, 'trees', 'M-2'), sandbox: true });
    await dropTask(root, 'M-2');
    const answer = await stopOf(root);
    assert.equal(answer.decision, 'block');
    assert.match(answer.reason ?? '', /M-2/);
    assert.ok(!existsSync(join(root, markFile('anvil', 'restart'))));
  });

  test('without the sandbox, or for a session the supervisor does not run now, the task is handed wherever it is', async (t) => {
    for (const mark of [
      { started_at: STARTED, folder: '/elsewhere', sandbox: false },
      { started_at: '2026-04-01T11:00:00.000Z', folder: '/elsewhere', sandbox: true },
    ]) {
      const root = await workerProject(t);
      await writeMark(root, 'anvil', 'session', mark);
      await dropTask(root, 'M-3');
      assert.equal((await stopOf(root)).decision, 'block', JSON.stringify(mark));
      assert.ok(!existsSync(join(root, markFile('anvil', 'restart'))));
    }
  });
});
