import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type TestContext, test } from 'node:test';
import { processRunning, processTable } from '../../src/supervisor/process-table.js';
import { onCleanup } from '../helpers/cleanup.js';
import { waitFor } from '../helpers/temp-project.js';
import { forge, needTmux, runningDaemon, stateIs, supervisedProject, unreapingTmuxServer } from './supervised-project.js';

/**
 * What the supervisor kills with a worker: its whole process tree, also what the worker started in
 * a session of its own (Claude Code runs its Bash tool's commands and its hooks so) and what was
 * left under PID 1 when the worker's process died.
 */

/** The simulated worker starts a long `sleep` in a session of its own; its pid, once it runs. */
async function detachedChild(t: TestContext, root: string): Promise<number> {
  const pid = await waitFor('the detached child', async () => Number(await readFile(join(root, 'sim-child-anvil.pid'), 'utf8').catch(() => '')) || null);
  onCleanup(t, () => {
    try {
      process.kill(pid, 'SIGKILL');
    } catch (error) {
      // ESRCH: gone, as it should be.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  });
  return pid;
}

/** The session the process leads or belongs to (null where the system does not say). */
async function sessionOf(pid: number): Promise<number | null | undefined> {
  return (await processTable()).find((row) => row.pid === pid)?.sid;
}

test('a worker killed with SIGKILL takes along what it started in a session of its own, before its next session starts', async (t) => {
  if (!needTmux(t)) return;
  const { root } = await supervisedProject(t);
  await writeFile(join(root, 'sim-child-anvil'), '');
  const { running } = await runningDaemon(t, root);
  const child = await detachedChild(t, root);
  assert.ok(await processRunning(child));
  assert.notEqual(await sessionOf(child), running.pid, "the child is in a session of its own, out of the pane's group and session");
  // The next session starts no child of its own.
  await rm(join(root, 'sim-child-anvil'));
  process.kill(running.pid!, 'SIGKILL');
  const again = await waitFor('anvil running again', async () => {
    const entry = await stateIs(root, 'running')();
    return entry && entry.restarts === 1 ? entry : null;
  });
  assert.notEqual(again.pid, running.pid);
  await waitFor('the child of the killed session gone', async () => !(await processRunning(child)), 10_000);
});

test('forge stop ends what a worker started in a session of its own', async (t) => {
  if (!needTmux(t)) return;
  const { root } = await supervisedProject(t);
  await writeFile(join(root, 'sim-child-anvil'), '');
  const { daemon } = await runningDaemon(t, root);
  const child = await detachedChild(t, root);
  const stopped = await forge(root, ['stop']);
  assert.equal(stopped.code, 0, stopped.stdout);
  await daemon.exited;
  assert.equal(await processRunning(child), false, `the child ${child} still runs:\n${daemon.output()}`);
});

test('forge stop does not wait out stop_grace for workers that exited on SIGTERM but that tmux has not reaped', async (t) => {
  if (!needTmux(t)) return;
  const { root, socket } = await supervisedProject(t);
  // A grace far longer than the stop's own timeout: waited out, forge stop fails.
  const config = join(root, '_vibe-chain', 'config.toml');
  await writeFile(config, (await readFile(config, 'utf8')).replace('stop_grace = "3s"', 'stop_grace = "120s"'));
  if (!unreapingTmuxServer(t, socket)) return;
  const { daemon } = await runningDaemon(t, root);
  const stopped = await forge(root, ['stop', '--timeout', '60s']);
  assert.equal(stopped.code, 0, `${stopped.stdout}\n${daemon.output()}`);
  await daemon.exited;
  assert.doesNotMatch(daemon.output(), /still running after stop_grace/);
});
