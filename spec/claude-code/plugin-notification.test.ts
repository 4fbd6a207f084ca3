import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { claudeHome, claudeMissing, REPO_ROOT, startInteractive } from '../helpers/claude-code.js';
import { say, startModelServer } from '../helpers/model-server.js';
import { tmuxMissing } from '../helpers/processes.js';
import { need } from '../helpers/requirement.js';
import { tempProject, waitFor } from '../helpers/temp-project.js';

test("the real client runs the plugin's Notification hook: a worker session idle at its prompt is recorded as waiting for a person", {
  timeout: 120_000,
}, async (t) => {
  if (!need(t, { name: 'claude', missing: claudeMissing() }) || !need(t, { name: 'tmux', missing: tmuxMissing() })) return;
  const root = await tempProject(t, '[workers]\nidle_wait = "0s"\n');
  const server = await startModelServer(t, () => say('Hello.'));
  const session = await claudeHome(t, server, { cwd: root, env: { FORGE_AGENT: 'anvil' } });
  // The client sends idle_prompt once its prompt has waited this long after a turn (a minute by default).
  const state = JSON.parse(await readFile(join(session.home, '.claude.json'), 'utf8')) as Record<string, unknown>;
  await writeFile(join(session.home, '.claude.json'), JSON.stringify({ ...state, messageIdleNotifThresholdMs: 1_000 }));
  // The repository as the plugin, its hooks.json as it is here, its compiled code in dist/.
  const client = await startInteractive(t, session, ['--plugin-dir', REPO_ROOT]);
  await client.waitForScreen('the prompt', /❯/);
  await client.submit('Hello?');
  await client.waitForScreen('the answer', /Hello\./);
  const mark = join(root, '_vibe-chain-output', 'worker-inbox', 'anvil', '.needs-input');
  const text = await waitFor('the Notification hook', () => readFile(mark, 'utf8').catch(() => null), 30_000).catch(async (error: Error) => {
    throw new Error(`${error.message}\nscreen:\n${await client.screen()}`);
  });
  const recorded = JSON.parse(text) as Record<string, string>;
  assert.deepEqual([recorded.type, recorded.message], ['idle_prompt', 'Claude is waiting for your input']);
  assert.deepEqual(server.failures, []);
});
