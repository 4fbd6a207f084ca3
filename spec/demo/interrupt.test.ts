import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { describe, type TestContext, test } from 'node:test';
import { demoSocket } from '../../src/demo/demo-project.js';
import { onCleanup } from '../helpers/cleanup.js';
import { FORGE_BIN } from '../helpers/daemon-process.js';
import { endTmuxServer, processesMentioning, tmux } from '../helpers/processes.js';
import { waitFor } from '../helpers/temp-project.js';

const rootOf = (output: string) => /copied to (\S+)/.exec(output)?.[1];

/**
 * `forge demo` in a process group of its own, as a shell runs a command in a terminal, interrupted
 * the way Ctrl-C does it: SIGINT to the whole group, once `moment` shows in its output.
 */
async function interruptedDemo(
  t: TestContext,
  moment: RegExp,
  before: (root: string) => Promise<void> = async () => undefined,
): Promise<{ code: number | null; output: string; root: string }> {
  const demo = spawn(process.execPath, [FORGE_BIN, 'demo'], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  demo.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  demo.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => demo.once('exit', (code) => resolve(code)));
  const root = await waitFor('the temp project named', () => rootOf(output), 30_000);
  // Whatever the demo leaves, the test does not.
  onCleanup(t, async () => {
    if (demo.exitCode === null && demo.signalCode === null) {
      process.kill(-demo.pid!, 'SIGKILL');
      await exited;
    }
    await endTmuxServer(demoSocket(root));
    for (const pid of await processesMentioning(root)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch (error) {
        // ESRCH: it ended between the look and the kill.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    }
    await rm(root, { recursive: true, force: true });
  });
  await waitFor(`${moment} in the demo's output`, () => moment.test(output), 60_000).catch((error: Error) => {
    throw new Error(`${error.message}\n${output}`);
  });
  await before(root);
  process.kill(-demo.pid!, 'SIGINT');
  return { code: await exited, output, root };
}

/** Nothing of the demo is left: no folder, no tmux server, no process naming the folder; the exit and the words are the truth. */
async function assertNothingLeft(run: { code: number | null; output: string; root: string }): Promise<void> {
  const { code, output, root } = run;
  assert.equal(code, 130, output);
  assert.doesNotMatch(output, /^\s+at |Error:|ENOTEMPTY/m, 'no stack trace, no error');
  assert.equal(existsSync(root), false, `the temp project ${root} is gone:\n${output}`);
  await assert.rejects(tmux(demoSocket(root), ['list-sessions']), /no server running|error connecting/);
  assert.deepEqual(await processesMentioning(root), [], 'no process of the demo runs');
  assert.match(output, /^ {2}every process stopped$/m);
  assert.match(output, /^ {2}the temp project was removed/m);
}

describe('forge demo interrupted with Ctrl-C', { skip: process.platform !== 'linux' && 'reads /proc to find leftover processes' }, () => {
  test('right after it starts, it stops every process and removes its temp project, with no stack trace', async (t) => {
    await assertNothingLeft(await interruptedDemo(t, /copied to/));
  });

  test('while its workers are at work, it stops them with their tmux server and removes its temp project', async (t) => {
    const run = await interruptedDemo(t, /^\S+ \S+ +(anvil|furnace) +.*handed off/m, async (root) => {
      assert.deepEqual((await tmux(demoSocket(root), ['list-sessions', '-F', '#{session_name}'])).trim().split('\n').sort(), ['anvil', 'furnace']);
    });
    await assertNothingLeft(run);
  });

  test('during a degraded run, it stops the run and removes its temp project', async (t) => {
    await assertNothingLeft(await interruptedDemo(t, /degraded run/));
  });
});
