import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { promisify } from 'node:util';
import { WORKER_HOOKS_LOG } from '../../src/workers/hook-log.js';
import { FORGE_BIN } from '../helpers/daemon-process.js';
import { inboxPath } from '../helpers/temp-project.js';
import { dropTask, workerProject } from './worker-project.js';

const execFileAsync = promisify(execFile);

/** The Stop hook binary with Stop-hook JSON on stdin; resolves to its parsed answer. */
async function stopHook(root: string, stopHookActive: boolean): Promise<{ decision?: string; reason?: string }> {
  const child = execFileAsync(process.execPath, [FORGE_BIN, 'hook', 'stop', '--agent', 'anvil', '--idle-wait', '0', '--project', root], {
    env: { PATH: process.env.PATH ?? '', HOME: root },
  });
  child.child.stdin!.end(
    JSON.stringify({ session_id: 's', transcript_path: '/dev/null', cwd: root, hook_event_name: 'Stop', stop_hook_active: stopHookActive }),
  );
  return JSON.parse((await child).stdout) as { decision?: string; reason?: string };
}

describe('the Stop hook with a task the worker still holds', () => {
  test('offers that task again at the first Stop of a turn, and lets a continuation stop, claiming nothing new either way', async (t) => {
    const root = await workerProject(t);
    await dropTask(root, 'H-1');
    await dropTask(root, 'H-2', {}, new Date(Date.now() + 1000).toISOString());
    await writeFile(inboxPath(root, 'anvil', 'H-1.picked-up'), 'agent: anvil\nsession_id: old\nat: "2026-01-01T00:00:00Z"\n');

    const first = await stopHook(root, false);
    assert.equal(first.decision, 'block');
    assert.match(first.reason!, /^You still hold task H-1 \(picked up, no handoff yet\); no new task comes until it is handed off\./);
    assert.ok(first.reason!.includes(`${root}/_vibe-chain-output/worker-inbox/anvil/H-1.md`));
    assert.match(first.reason!, /^forge handoff --project \S+ --story H-1 --status completed /m);
    assert.deepEqual(await stopHook(root, true), {});

    await assert.rejects(readFile(inboxPath(root, 'anvil', 'H-2.picked-up')), { code: 'ENOENT' });
    const log = (await readFile(join(root, ...WORKER_HOOKS_LOG.split('/')), 'utf8')).trim().split('\n');
    assert.deepEqual(
      log.map((line) => /still holds H-1 .*; (offering it again|letting the session stop)$/.exec(line)?.[1]),
      ['offering it again', 'letting the session stop'],
    );
  });
});
