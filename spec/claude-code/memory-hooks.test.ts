import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { EXCHANGES_INDEX } from '../../protocol/exchange.js';
import { claudeHome, claudeMissing, REPO_ROOT, runClaude, startInteractive, transcriptsFolder } from '../helpers/claude-code.js';
import { requestText, say, startModelServer } from '../helpers/model-server.js';
import { tmuxMissing } from '../helpers/processes.js';
import { need } from '../helpers/requirement.js';
import { tempProject, waitFor } from '../helpers/temp-project.js';
import { entry, tracking, writeTracking } from '../parties/tracking-fixture.js';

/**
 * The transcript memory's two hooks as the real client runs them, from the repository as the
 * plugin (`--plugin-dir`): the block an ordinary session of a forge project starts with, and the
 * ingest before a compaction.
 */
describe('the memory hooks in the real client', () => {
  test("an ordinary session (no worker) of a forge project starts with the project's block: its tasks, what needs a person, how to search the memory", async (t) => {
    if (!need(t, { name: 'claude', missing: claudeMissing() })) return;
    const root = await tempProject(t);
    await writeTracking(root, tracking({ 'S-1': entry('S-1', 'picked_up'), 'S-2': entry('S-2', 'escalated') }));
    const server = await startModelServer(t, [say('Hello.')]);
    const session = await claudeHome(t, server, { cwd: root });
    const run = await runClaude(t, session, 'Hello?', { args: ['--plugin-dir', REPO_ROOT] });
    assert.equal(run.code, 0, `${run.stdout}\n${run.stderr}`);
    assert.deepEqual(server.failures, []);
    const context = requestText(server.requests[0]!);
    assert.match(context, /This is forge project /);
    assert.match(context, /Tasks: .*1 picked_up.*1 escalated|Tasks: .*1 escalated.*1 picked_up/);
    assert.match(context, /Needs a person: S-2 \(escalated, anvil\)/);
    assert.match(context, /Memory of past sessions \(0 exchanges\): forge kb search/);
    assert.doesNotMatch(context, /You are anvil/);
  });

  test("/compact runs the plugin's PreCompact hook: what the session said is in the memory before the compaction, with no daemon running", {
    timeout: 180_000,
  }, async (t) => {
    if (!need(t, { name: 'claude', missing: claudeMissing() }) || !need(t, { name: 'tmux', missing: tmuxMissing() })) return;
    const root = await tempProject(t);
    // Every request gets this answer, the compaction's summary request too.
    const server = await startModelServer(t, () => say('Quokkas hop about on Rottnest.'));
    const session = await claudeHome(t, server, { cwd: root });
    const client = await startInteractive(t, session, ['--plugin-dir', REPO_ROOT]);
    await client.waitForScreen('the prompt', /❯/);
    await client.submit('Tell me about quokkas.');
    await client.waitForScreen('the answer', /Quokkas hop about/);
    await client.submit('/compact');
    const index = await waitFor(
      'the exchange in the memory',
      async () => {
        const text = await readFile(join(root, EXCHANGES_INDEX), 'utf8').catch(() => null);
        return text?.includes('Tell me about quokkas.') ? text : null;
      },
      90_000,
    ).catch(async (error: Error) => {
      throw new Error(`${error.message}\nscreen:\n${await client.screen()}`);
    });
    const [transcript] = (await readdir(transcriptsFolder(session))).filter((name) => name.endsWith('.jsonl'));
    const line = JSON.parse(index.split('\n')[0]!) as { session_id: string; prompt: string };
    assert.equal(`${line.session_id}.jsonl`, transcript);
    assert.equal(line.prompt, 'Tell me about quokkas.');
    assert.deepEqual(server.failures, []);
  });
});
