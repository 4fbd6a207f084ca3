import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, type TestContext, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { RESET_PARAGRAPH, SUSPENSION_LINE } from '../../src/workers/compose-prompt.js';
import { WORKER_HOOKS_LOG } from '../../src/workers/hook-log.js';
import { onCleanup } from '../helpers/cleanup.js';
import { FORGE_BIN, spawnDaemon } from '../helpers/daemon-process.js';
import { inboxPath, readTracking, waitFor } from '../helpers/temp-project.js';
import { dropTask, workerProject } from './worker-project.js';

const FAKE_WORKER = fileURLToPath(new URL('./fake-worker.js', import.meta.url));
const CONFIG = '[workers]\nidle_wait = "6s"\n[daemon]\nreconcile_interval = "1h"\n[forge]\ndashboard_port = 0\n';

interface Hook {
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
}

/** The real Stop hook binary as Claude Code runs it: Stop-hook JSON on stdin, the answer on stdout. */
function spawnHook(t: TestContext, root: string, args: string[], input: string): Hook {
  const child = spawn(process.execPath, [FORGE_BIN, 'hook', 'stop', ...args, '--project', root], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: root },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  child.stdin.end(input);
  onCleanup(t, async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  return { stdout: () => stdout, stderr: () => stderr, exited, kill: (signal) => child.kill(signal) };
}

const stopJson = (session: string) =>
  JSON.stringify({ session_id: session, transcript_path: '/dev/null', cwd: '/', hook_event_name: 'Stop', stop_hook_active: false });

describe('a worker session runs on the Stop hook alone', () => {
  test('a fake Claude Code session runs three stories back to back against a real daemon, the last one dropped while it waits', async (t) => {
    const root = await workerProject(t, CONFIG);
    const daemon = spawnDaemon(t, root);
    await daemon.ready;
    // Submitted now (a past time would be orphaned by the daemon at once), a second apart for the claim order.
    const submitted = (offset: number) => new Date(Date.now() + offset * 1000).toISOString();
    await dropTask(root, 'S-1', {}, submitted(0));
    await dropTask(root, 'S-2', {}, submitted(1));

    const worker = spawn(process.execPath, [FAKE_WORKER, root, 'anvil'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let workerErr = '';
    worker.stderr.setEncoding('utf8').on('data', (chunk: string) => (workerErr += chunk));
    const exited = new Promise<number | null>((resolve) => worker.once('close', (code) => resolve(code)));
    onCleanup(t, async () => {
      if (worker.exitCode === null) worker.kill('SIGKILL');
      await exited;
    });
    const events: Array<{ event: string; id?: string; prompt?: string; answer?: unknown; code?: number }> = [];
    const lines = createInterface({ input: worker.stdout });
    lines.on('line', (line) => {
      const event = JSON.parse(line);
      events.push(event);
      // The third story lands only once the hook is waiting on the inbox.
      if (event.event === 'waiting' && events.filter((e) => e.event === 'claimed').length === 2) void dropTask(root, 'S-3', {}, submitted(2));
    });
    assert.equal(await exited, 0, workerErr);

    const claimed = events.filter((e) => e.event === 'claimed');
    assert.deepEqual(
      claimed.map((e) => e.id),
      ['S-1', 'S-2', 'S-3'],
    );
    assert.deepEqual(events.at(-1), { event: 'stopped', code: 0, answer: {} }, 'after the idle wait the session may stop');
    for (const { id, prompt } of claimed) {
      for (const part of [
        'You are anvil, the frontend smith.',
        SUSPENSION_LINE,
        RESET_PARAGRAPH,
        `Build ${id}.`,
        `${id}-pr-handoff.md`,
        `story_id: ${id}\nagent: anvil\nstatus: completed`,
      ]) {
        assert.ok(prompt!.includes(part), `the prompt of ${id} holds ${part.slice(0, 40)}`);
      }
    }

    const tracking = await waitFor('every story handed off in tracking', async () => {
      const read = await readTracking(root);
      return ['S-1', 'S-2', 'S-3'].every((id) => read?.tasks[id]?.state === 'handed_off') ? read : null;
    });
    const anvil = await waitFor('anvil idle', async () => {
      const worker = (await readTracking(root))?.workers.anvil;
      return worker?.status === 'idle' ? worker : null;
    });
    assert.equal(anvil.idle_since, tracking!.tasks['S-3']!.completed_at, 'idle since its last completion');
    const log = (await readFile(join(root, ...WORKER_HOOKS_LOG.split('/')), 'utf8')).trim().split('\n');
    assert.deepEqual(
      log.map((line) => /stop anvil: (claimed S-\d|nothing to claim)/.exec(line)?.[1]),
      ['claimed S-1', 'claimed S-2', 'claimed S-3', 'nothing to claim'],
    );
  });

  test('two Stop hooks of one agent waiting for the same task: exactly one claims it, the other stops on SIGTERM with {}', async (t) => {
    const root = await workerProject(t);
    const hooks = ['a', 'b'].map((session) => spawnHook(t, root, ['--agent', 'anvil', '--idle-wait', '60s'], stopJson(session)));
    await waitFor('both hooks waiting', () => hooks.every((hook) => hook.stderr().includes('waiting up to 60s')), 20_000);
    await dropTask(root, 'RACE');
    const winner = await Promise.race(hooks.map((hook, index) => hook.exited.then(() => index)));
    hooks[1 - winner]!.kill('SIGTERM');
    assert.deepEqual(await Promise.all(hooks.map((hook) => hook.exited)), [0, 0]);
    const answers = hooks.map((hook) => JSON.parse(hook.stdout()) as { decision?: string });
    assert.equal(answers[winner]!.decision, 'block');
    assert.deepEqual(answers[1 - winner], {});
    assert.match(await readFile(inboxPath(root, 'anvil', 'RACE.picked-up'), 'utf8'), new RegExp(`session_id: "${['a', 'b'][winner]}"`));
  });
});

describe('the Stop hook binary lets the session stop with {} and exit 0', () => {
  for (const [what, setUp] of [
    ['a broken adapter', (root: string) => writeFile(join(root, '_vibe-chain', 'agents', 'forge', 'anvil.md'), Buffer.from([0x23, 0x00]))],
    ['an unreadable inbox', (root: string) => writeFile(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil'), 'a file where the folder should be')],
    ['a broken config', (root: string) => writeFile(join(root, '_vibe-chain', 'config.toml'), '[workers\n')],
  ] as const) {
    test(`on ${what}, logging why and claiming nothing`, async (t) => {
      const root = await workerProject(t);
      if (what !== 'an unreadable inbox') await dropTask(root, 'X-1');
      await setUp(root);
      const hook = spawnHook(t, root, ['--agent', 'anvil', '--idle-wait', '0'], stopJson('s'));
      assert.equal(await hook.exited, 0);
      assert.equal(hook.stdout(), '{}\n');
      assert.match(hook.stderr(), /stop anvil: failed: .*; letting the session stop, nothing claimed/);
      assert.match(await readFile(join(root, ...WORKER_HOOKS_LOG.split('/')), 'utf8'), /failed: /);
      if (what !== 'an unreadable inbox') await assert.rejects(readFile(inboxPath(root, 'anvil', 'X-1.picked-up')), { code: 'ENOENT' });
    });
  }

  test('on input that is not Stop-hook JSON, a missing --agent, or an unknown option (never exit 2, which would block)', async (t) => {
    const root = await workerProject(t);
    await dropTask(root, 'Y-1');
    for (const [args, input] of [
      [['--agent', 'anvil'], '{not json'],
      [['--agent', 'anvil'], '{"session_id": 5}'],
      [[], stopJson('s')],
      [['--agent', 'anvil', '--no-such-option', '--idle-wait', 'soon'], stopJson('s')],
    ] as const) {
      const hook = spawnHook(t, root, [...args], input);
      assert.equal(await hook.exited, 0, `${args.join(' ')} ${input}`);
      assert.equal(hook.stdout(), '{}\n');
    }
    await assert.rejects(readFile(inboxPath(root, 'anvil', 'Y-1.picked-up')), { code: 'ENOENT' });
  });
});
