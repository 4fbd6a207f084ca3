import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { FORGE_BIN, spawnDaemon } from '../helpers/daemon-process.js';
import { waitFor } from '../helpers/temp-project.js';
import { needTmux, supervisedProject, supervisorOf } from './supervised-project.js';

function forge(root: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [FORGE_BIN, ...args, '--project', root],
      { encoding: 'utf8', env: { ...process.env, HOME: root, XDG_CONFIG_HOME: root } },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
}

test('forge workers restart starts a fresh session that does not inherit what the replaced one waited for a person about', async (t) => {
  if (!needTmux(t)) return;
  // A worker that runs no hook at all: nothing but the supervisor touches its marks.
  const { root } = await supervisedProject(t, '', 'command = ["sh", "-c", "exec sleep 600"]');
  const daemon = spawnDaemon(t, root);
  await daemon.ready;
  const first = await waitFor('anvil started', async () => ((await supervisorOf(root))?.pid ? (await supervisorOf(root))! : null));
  // Its Notification hook would write this at a permission prompt: a person is needed, and the log says so once.
  await writeFile(
    join(root, '_vibe-chain-output', 'worker-inbox', 'anvil', '.needs-input'),
    `${JSON.stringify({ type: 'permission_prompt', message: 'Claude needs your permission to use Bash', at: new Date().toISOString() })}\n`,
  );
  await waitFor('anvil needs_input', async () => (await supervisorOf(root))?.state === 'needs_input');
  assert.equal(daemon.output().match(/needs a person/g)?.length, 1);
  // The person restarts it rather than answer the prompt.
  assert.match(await forge(root, ['workers', 'restart', 'anvil']), /anvil: restart requested \(was needs_input\)/);
  const again = await waitFor('a new session', async () => {
    const entry = await supervisorOf(root);
    return entry?.restarts === first.restarts + 1 && entry.pid !== null && entry.pid !== first.pid ? entry : null;
  });
  const launched = daemon.output().lastIndexOf('needs_input -> starting');
  assert.ok(launched >= 0, daemon.output());
  // A few supervisor ticks (1 s each) of the new session: it is starting, and nobody is asked for.
  await waitFor('three ticks of the new session', () => Date.now() - Date.parse(again.started_at!) > 3000);
  assert.equal((await supervisorOf(root))?.state, 'starting');
  assert.doesNotMatch(daemon.output().slice(launched), /needs a person/);
});
