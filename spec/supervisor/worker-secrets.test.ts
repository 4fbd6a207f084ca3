import assert from 'node:assert/strict';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { spawnDaemon } from '../helpers/daemon-process.js';
import { processesMentioning } from '../helpers/processes.js';
import { waitFor } from '../helpers/temp-project.js';
import { needTmux, SIM_WORKER, supervisedProject, supervisorOf } from './supervised-project.js';

/** A worker's environment reaches its session through a file only its owner reads, never a command line. */
const SECRET = 'sk-ant-api03-canary-worker-secret-0123456789';

test("a managed worker's env (a key) and the hook token are on no command line while it runs, and the file holding them is mode 0600", async (t) => {
  if (!needTmux(t)) return;
  const { root } = await supervisedProject(
    t,
    '',
    `command = [${JSON.stringify(process.execPath)}, ${JSON.stringify(SIM_WORKER)}]\n[workers.anvil.env]\nANTHROPIC_API_KEY = "${SECRET}"\nNOTE = "it's \\"quoted\\" $HOME"\n`,
  );
  const daemon = spawnDaemon(t, root);
  await daemon.ready;
  await waitFor('anvil running', async () => (await supervisorOf(root))?.state === 'running');
  assert.deepEqual(await processesMentioning(SECRET), [], 'the key is in no process argv');
  const endpoint = JSON.parse(
    await import('node:fs/promises').then(({ readFile }) => readFile(join(root, '_vibe-chain-output', 'supervisor', 'hook-endpoint.json'), 'utf8')),
  ) as {
    token: string;
  };
  assert.deepEqual(await processesMentioning(endpoint.token), [], 'the hook token is in no process argv');
  for (const file of ['anvil.env', 'hook-endpoint.json'])
    assert.equal((await stat(join(root, '_vibe-chain-output', 'supervisor', file))).mode & 0o777, 0o600, file);
  // The session got the values as they were written, quotes and dollar signs included.
  const env = await import('node:fs/promises').then(({ readFile }) => readFile(join(root, '_vibe-chain-output', 'supervisor', 'anvil.env'), 'utf8'));
  assert.match(env, /^ANTHROPIC_API_KEY='?sk-ant-api03-canary/m);
  const check = await import('node:child_process').then(({ execFileSync }) =>
    execFileSync('/bin/sh', ['-c', `set -a && . "$1" && printf %s "$NOTE"`, 'check', join(root, '_vibe-chain-output', 'supervisor', 'anvil.env')], {
      encoding: 'utf8',
    }),
  );
  assert.equal(check, `it's "quoted" $HOME`);
});
