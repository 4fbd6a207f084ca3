import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { processRunning, processTable, psRunning, psTable } from '../../src/supervisor/process-table.js';
import { onCleanup } from '../helpers/cleanup.js';
import { waitFor } from '../helpers/temp-project.js';

test('a process that has exited but is not reaped yet (a zombie) counts as exited, by /proc and by ps alike', async (t) => {
  // The parent forks a child that exits at once and never waits for it: the child stays a zombie.
  // (Not a shell's `true & exec sleep`: a shell may reap its job before the exec, and then no zombie is left.)
  const parent = spawn('perl', ['-e', '$| = 1; my $pid = fork; exit 0 if $pid == 0; print "$pid\n"; sleep 600'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const exited = new Promise((resolve) => parent.once('exit', resolve));
  onCleanup(t, async () => {
    parent.kill('SIGKILL');
    await exited;
  });
  let out = '';
  parent.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const zombie = await waitFor('the child pid', () => Number(out.trim()) || null);
  await waitFor('the child a zombie', async () => (await psTable()).find((row) => row.pid === zombie)?.zombie);
  assert.doesNotThrow(() => process.kill(zombie, 0), 'kill(pid, 0) still answers for a zombie');
  assert.equal(await processRunning(zombie), false);
  assert.equal(await psRunning(zombie), false);
  assert.equal((await processTable()).find((row) => row.pid === zombie)?.zombie, true);
  assert.equal(await processRunning(parent.pid!), true);
  assert.equal(await psRunning(parent.pid!), true);
  const row = (await psTable()).find((r) => r.pid === parent.pid);
  assert.deepEqual(row && { ppid: row.ppid, zombie: row.zombie }, { ppid: process.pid, zombie: false });
});

test('a process that is gone is not running', async () => {
  const child = spawn('true');
  await new Promise((resolve) => child.once('exit', resolve));
  assert.equal(await processRunning(child.pid!), false);
  assert.equal(await psRunning(child.pid!), false);
});
