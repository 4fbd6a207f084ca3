import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { HISTORY_FILE } from '../../protocol/paths.js';
import { readHookEndpoint } from '../../src/workers/hook-endpoint.js';
import { onCleanup } from '../helpers/cleanup.js';
import { type DaemonProcess, FORGE_BIN, spawnDaemon } from '../helpers/daemon-process.js';
import { git, HISTORY } from '../helpers/day-history.js';
import { type Answer, type ModelRequest, say, sinceLastTurn } from '../helpers/model-server.js';
import { waitFor } from '../helpers/temp-project.js';
import { runForge } from '../parties/run-forge.js';
import { readTracking } from '../supervisor/supervised-project.js';
import { workerModel } from '../supervisor/worker-model.js';
import { allRunning, managedProject, NEEDS_REAL_WORKERS } from './managed-project.js';

/**
 * The new user's day, as one session on the real client: a git repository set up with forge init,
 * two managed workers sharing the project root, a review chain both workers' stories go through
 * (furnace reviews, code and UX), the reference dispatcher and sentinel, and the mistakes people make: a worker
 * killed with kill -9 mid-story, the daemon SIGKILLed, and the daemon stopped with Ctrl-C (SIGINT)
 * and started again. Every story ends confirmed once, none failed, and once the reviewable history
 * is committed `git status` is clean.
 */
const ROSTER = { anvil: ['frontend'], furnace: ['backend', 'code_review', 'ux_review'] };
const AGENTS = Object.keys(ROSTER);

test("a new user's day with two managed real workers and a shared review chain survives kill -9, a daemon SIGKILL and a Ctrl-C, and leaves git status clean", async (t) => {
  if (!NEEDS_REAL_WORKERS(t)) return;
  let hold: { story: string; release: () => void; reached: boolean } | null = null;
  const { root, socket, server } = await managedProject(
    t,
    ROSTER,
    (root) => {
      const worker = workerModel(root);
      return async (request: ModelRequest): Promise<Answer> => {
        // The model is still thinking about the held story when its worker is killed.
        if (hold && !hold.reached && sinceLastTurn(request).includes(`--story ${hold.story} `)) {
          hold.reached = true;
          await new Promise<void>((resolve) => (hold!.release = resolve));
          return say('never read');
        }
        return worker(request);
      };
    },
    { extra: '[lab]\nwhen_busy = "queue"\n' },
  );
  git(root, 'init', '-q');
  assert.equal((await runForge(root, ['init'])).code, 0);
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'vibe-chain set up');

  let daemon: DaemonProcess = spawnDaemon(t, root);
  await daemon.ready;
  await allRunning(root, AGENTS, socket, daemon);
  const sentinel = spawn(process.execPath, [FORGE_BIN, 'lab', 'sentinel', '--project', root], { stdio: 'ignore' });
  const sentinelExited = new Promise((resolve) => sentinel.once('exit', resolve));
  onCleanup(t, async () => {
    if (sentinel.exitCode === null && sentinel.signalCode === null) sentinel.kill('SIGTERM');
    await sentinelExited;
  });

  const dispatched: string[] = [];
  const dispatch = async (id: string, type: 'frontend' | 'backend', scope: 'small' | 'medium') => {
    const port = (await readHookEndpoint(root))?.port;
    const run = await runForge(root, [
      'lab',
      'dispatch',
      '--story',
      id,
      '--type',
      type,
      '--scope',
      scope,
      '--body',
      `Build ${id}.`,
      ...(port ? ['--daemon-url', `http://127.0.0.1:${port}`] : []),
    ]);
    assert.equal(run.code, 0, `dispatch ${id}: ${run.stdout}${run.stderr}`);
    dispatched.push(id);
  };
  const ledger = async () =>
    (await readFile(join(root, HISTORY_FILE), 'utf8').catch(() => ''))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { story_id: string; state: string; handoff: { kind: string; status: string } | null });
  /** The stories and the reviews the sentinel submitted for them, each confirmed as completed. */
  const confirmed = async (ids: string[]) =>
    waitFor(
      `${ids.join(', ')} confirmed`,
      async () => {
        const records = await ledger();
        return ids.every((id) => records.some((r) => r.story_id === id && r.state === 'confirmed'));
      },
      120_000,
    ).catch(async (error: Error) => {
      throw new Error(`${error.message}\nledger: ${JSON.stringify(await ledger())}\n${daemon.output()}`);
    });

  // A frontend story of medium scope: furnace reviews its code and its UX. A small backend story: no review.
  await dispatch('APP-1', 'frontend', 'medium');
  await dispatch('SRV-1', 'backend', 'small');
  await confirmed(['APP-1', 'APP-1.code_review', 'APP-1.ux_review', 'SRV-1']);

  // kill -9 of anvil's client while the model works on APP-2: restarted, given APP-2 again.
  hold = { story: 'APP-2', release: () => undefined, reached: false };
  const killed = (await readTracking(root))?.workers.anvil?.supervisor?.pid;
  assert.ok(killed, 'anvil has a pid');
  await dispatch('APP-2', 'frontend', 'medium');
  await waitFor('APP-2 with the model', () => hold?.reached === true, 60_000);
  process.kill(killed, 'SIGKILL');
  hold.release();
  await confirmed(['APP-2', 'APP-2.code_review', 'APP-2.ux_review']);
  assert.notEqual((await readTracking(root))?.workers.anvil?.supervisor?.pid, killed, 'anvil was restarted');

  // The daemon is SIGKILLed; a story is dispatched while it is down (queued for its worker); the
  // next daemon adopts both sessions and the story runs.
  daemon.child.kill('SIGKILL');
  await daemon.exited;
  await dispatch('SRV-2', 'backend', 'medium');
  daemon = spawnDaemon(t, root);
  await daemon.ready;
  await confirmed(['SRV-2', 'SRV-2.code_review']);
  assert.match(daemon.output(), /adopted its running session/);

  // Ctrl-C in the daemon's terminal: it stops, with its workers; forge start brings all back.
  daemon.child.kill('SIGINT');
  assert.equal(await daemon.exited, 0, daemon.output());
  daemon = spawnDaemon(t, root);
  await daemon.ready;
  await allRunning(root, AGENTS, socket, daemon);
  await dispatch('APP-3', 'frontend', 'small');
  await confirmed(['APP-3']);

  const records = await ledger();
  const expected = [
    'APP-1',
    'APP-1.code_review',
    'APP-1.ux_review',
    'SRV-1',
    'APP-2',
    'APP-2.code_review',
    'APP-2.ux_review',
    'SRV-2',
    'SRV-2.code_review',
    'APP-3',
  ];
  for (const id of expected) {
    const lines = records.filter((r) => r.story_id === id);
    assert.deepEqual(
      lines.map((r) => [r.state, r.handoff?.kind, r.handoff?.status]),
      [['confirmed', 'pr', 'completed']],
      `${id} is in the ledger once, confirmed as completed`,
    );
  }
  assert.deepEqual(
    server.failures.filter((line) => !/never read/.test(line)),
    [],
  );
  // Forge writes no settings into the shared folder: what is there is the sandbox's empty
  // placeholder, which the supervisor makes lasting and excludes from git.
  const local = join(root, '.claude', 'settings.local.json');
  if (existsSync(local)) assert.equal(await readFile(local, 'utf8'), '', 'nothing written into the shared folder');

  assert.equal((await runForge(root, ['stop'])).code, 0);
  await daemon.exited;
  const before = git(root, 'status', '--porcelain');
  git(root, 'add', ...HISTORY);
  git(root, 'commit', '-qm', 'the day');
  const after = git(root, 'status', '--porcelain', '--untracked-files=all');
  t.diagnostic(`git status before the history was committed:\n${before}`);
  assert.equal(after, '', `git status after committing the history:\n${after}`);
});
