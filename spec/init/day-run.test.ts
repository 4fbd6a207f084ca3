import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { onCleanup } from '../helpers/cleanup.js';
import { spawnDaemon } from '../helpers/daemon-process.js';
import { git, HISTORY } from '../helpers/day-history.js';
import { endTmuxServer } from '../helpers/processes.js';
import { inboxPath, readTracking, taskMarkdown, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';
import { runForge } from '../parties/run-forge.js';
import { needTmux, supervisedConfig } from '../supervisor/supervised-project.js';

async function tempDir(t: Parameters<typeof onCleanup>[0], prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  onCleanup(t, () => rm(dir, { recursive: true, force: true }));
  return dir;
}

test("after a day's run (a managed worker, stories through to confirmation, a daemon restart), git status is clean once the history is committed: forge init's lines ignore all run state", async (t) => {
  if (!needTmux(t)) return;
  const root = await tempDir(t, 'vibe-chain-day-');
  const home = await tempDir(t, 'vibe-chain-day-home-');
  git(root, 'init', '-q');
  assert.equal((await runForge(root, ['init'])).code, 0);
  const projectId = `day-${process.pid}-${Date.now().toString(36)}`;
  await writeFile(join(root, '_vibe-chain', 'config.toml'), supervisedConfig(projectId));
  onCleanup(t, () => endTmuxServer(`forge-${projectId}`));
  // The simulated worker's own files in the project root (sim-waiting-anvil, ...) belong to the test, not to vibe-chain.
  await writeFile(join(root, '.git', 'info', 'exclude'), '/sim-*\n');
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'vibe-chain set up');

  const env = { HOME: home, XDG_CONFIG_HOME: home };
  const confirm = async (ids: string[]) => {
    for (const id of ids) {
      await waitFor(`${id} handed off`, async () => (await readTracking(root))?.tasks[id]?.state === 'handed_off', 30_000);
      assert.equal((await runForge(root, ['confirm', '--story', id], { env })).code, 0);
    }
    await waitFor(`${ids.join(', ')} confirmed and cleaned up`, () => cleanedUp(root, ids), 30_000);
  };
  const submit = async (ids: string[]) => {
    for (const id of ids) {
      // Each story's worktree is a folder of the checkout, where the worker's hooks may write its settings.
      await mkdir(join(root, 'trees', id), { recursive: true });
      await writeLikeAProducer(inboxPath(root, 'anvil', `${id}.md`), taskMarkdown(root, id));
    }
  };

  const first = spawnDaemon(t, root, [], env);
  await first.ready;
  await submit(['D-1', 'D-2', 'D-3']);
  await confirm(['D-1', 'D-2', 'D-3']);
  // A crash and a restart in the middle of the day; the worker's session lives on and is adopted.
  await submit(['D-4']);
  first.child.kill('SIGKILL');
  await first.exited;
  const second = spawnDaemon(t, root, [], env);
  await second.ready;
  await submit(['D-5']);
  await confirm(['D-4', 'D-5']);
  second.child.kill('SIGTERM');
  await second.exited;

  const history = HISTORY.filter((path) => existsSync(join(root, path)));
  assert.deepEqual(history, HISTORY, 'the day left handoffs, broadcasts and ledger lines to commit');
  git(root, 'add', '--', ...history);
  git(root, 'commit', '-qm', "the day's history");
  const status = git(root, 'status', '--porcelain', '-uall');
  assert.equal(status, '', `run state git would list after the day:\n${status}`);
  assert.equal((await readFile(join(root, '_vibe-chain-output', 'worker-inbox', '.history.jsonl'), 'utf8')).trim().split('\n').length, 5);
});

/** Every story confirmed, recorded in the ledger and gone from tracking. */
async function cleanedUp(root: string, ids: string[]): Promise<boolean> {
  const tasks = (await readTracking(root))?.tasks ?? {};
  return ids.every((id) => tasks[id] === undefined);
}
