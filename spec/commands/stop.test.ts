import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { DAEMON_OWNER } from '../../protocol/paths.js';
import { onCleanup } from '../helpers/cleanup.js';
import { FORGE_BIN } from '../helpers/daemon-process.js';
import { tempProject, waitFor } from '../helpers/temp-project.js';

function forge(root: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [FORGE_BIN, ...args, '--project', root], { encoding: 'utf8', env: { ...process.env, HOME: root } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

/** `ps` gives a process's state on Linux and macOS alike: Z for one that has exited and waits to be reaped. */
function stateOf(pid: number): Promise<string> {
  return new Promise((resolve) => execFile('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }, (_error, stdout) => resolve(stdout.trim())));
}

test('forge stop reports a daemon stopped once it has exited, though its parent has not reaped it yet', async (t) => {
  const root = await tempProject(t, '[forge]\ndashboard_port = 0\n');
  // A shell starts the daemon in the background and becomes `sleep`, which never waits for a child:
  // the daemon, once exited, stays a zombie for as long as the sleep runs.
  const parent = spawn('sh', ['-c', '"$@" & exec sleep 600', 'sh', process.execPath, FORGE_BIN, 'start', '--project', root], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOME: root, XDG_CONFIG_HOME: root },
  });
  let output = '';
  parent.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  parent.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const parentExited = new Promise((resolve) => parent.once('exit', resolve));
  onCleanup(t, async () => {
    // The zombie goes with its parent: it is handed to PID 1, which reaps it.
    parent.kill('SIGKILL');
    await parentExited;
  });
  await waitFor('the daemon ready', () => /forge daemon ready/.test(output));
  const { pid } = JSON.parse(await readFile(join(root, DAEMON_OWNER), 'utf8')) as { pid: number };
  const stopped = await forge(root, ['stop', '--timeout', '30s']);
  assert.equal(stopped.code, 0, stopped.output);
  assert.match(stopped.output, new RegExp(`forge daemon \\(pid ${pid}\\) stopped`));
  assert.match(await stateOf(pid), /^Z/, 'the daemon has exited and is still not reaped: the case under test');
  const again = await forge(root, ['stop']);
  assert.match(again.output, /no forge daemon is running/);
});
