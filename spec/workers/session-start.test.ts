import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { SESSION_START_MAX_CHARS } from '../../src/workers/session-start.js';
import { inboxPath } from '../helpers/temp-project.js';
import { runForge } from '../parties/run-forge.js';
import { dropTask, workerProject } from './worker-project.js';

describe('forge hook session-start', () => {
  test('tells the worker who it is, its current task, what waits, and the three commands it needs', async (t) => {
    const root = await workerProject(t, '[forge]\nproject_id = "shop"\n');
    await dropTask(root, 'CUR');
    await writeFile(inboxPath(root, 'anvil', 'CUR.picked-up'), 'agent: "anvil"\n');
    await dropTask(root, 'W-1');
    await dropTask(root, 'W-2');
    await dropTask(root, 'GONE');
    await writeFile(inboxPath(root, 'anvil', 'GONE.orphaned'), '');
    const run = await runForge(root, ['hook', 'session-start', '--agent', 'anvil']);
    assert.equal(run.code, 0);
    assert.ok(run.stdout.length < SESSION_START_MAX_CHARS);
    assert.match(run.stdout, /^You are anvil, a forge worker of project shop \(task types: frontend, fullstack\)\./);
    assert.match(run.stdout, /Your current task is CUR \(picked up, no handoff yet\)/);
    assert.match(run.stdout, /2 waiting to be claimed, 1 picked up, 1 orphaned, timed out, escalated or confirmed/);
    for (const command of ['forge pickup --agent anvil', 'forge handoff --story ID', 'forge status --agent anvil'])
      assert.ok(run.stdout.includes(command), command);
  });

  test('says the worker holds nothing when it holds nothing', async (t) => {
    const root = await workerProject(t);
    const run = await runForge(root, ['hook', 'session-start', '--agent', 'pixel']);
    assert.match(run.stdout, /You are pixel, .*task types: ux_review/);
    assert.match(run.stdout, /You hold no task right now\./);
    assert.match(run.stdout, /0 waiting to be claimed/);
  });

  test('on any error prints one line and exits 0, never blocking the session', async (t) => {
    const root = await workerProject(t);
    const run = await runForge(root, ['hook', 'session-start', '--agent', 'Not A Name', '--bogus']);
    assert.equal(run.code, 0);
    assert.equal(run.stdout.trim().split('\n').length, 1);
    assert.match(run.stdout, /^forge hook session-start: --agent: expected an agent name/);
    await writeFile(`${root}/_vibe-chain/config.toml`, '[workers\n');
    const broken = await runForge(root, ['hook', 'session-start', '--agent', 'anvil']);
    assert.equal(broken.code, 0);
    assert.match(broken.stdout, /^forge hook session-start: .*valid TOML/);
  });
});
