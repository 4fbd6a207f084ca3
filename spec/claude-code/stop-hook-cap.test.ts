import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, test } from 'node:test';
import { promisify } from 'node:util';
import { claudeHome, claudeMissing, REPO_ROOT, runClaude } from '../helpers/claude-code.js';
import { FORGE_BIN, spawnDaemon } from '../helpers/daemon-process.js';
import { callTool, say, sinceLastTurn, startModelServer } from '../helpers/model-server.js';
import { need } from '../helpers/requirement.js';
import { handoffPath, inboxPath, waitFor } from '../helpers/temp-project.js';
import { dropTask, workerProject } from '../workers/worker-project.js';

const execFileAsync = promisify(execFile);
const CONFIG = '[workers]\nidle_wait = "0s"\n[daemon]\nreconcile_interval = "1h"\n[forge]\ndashboard_port = 0\n';

describe('a worker that ends its turn without handing off', () => {
  test('keeps its task: the session stops after one prompt (never near the block cap), forge status shows the task held, and the next session is offered it again', async (t) => {
    if (!need(t, { name: 'claude', missing: claudeMissing() })) return;
    const root = await workerProject(t, CONFIG);
    const daemon = spawnDaemon(t, root);
    await daemon.ready;
    await dropTask(root, 'H-1', {}, new Date().toISOString());
    await dropTask(root, 'H-2', {}, new Date(Date.now() + 1000).toISOString());
    // A model that never calls a tool: it only ever says it is done.
    const idle = await startModelServer(t, () => say('I am done.'));
    const first = await claudeHome(t, idle, { cwd: root, env: { FORGE_AGENT: 'anvil' } });

    const stopped = await runClaude(t, first, 'Start working.', { args: ['--plugin-dir', REPO_ROOT] });

    assert.deepEqual(idle.failures, []);
    assert.equal(stopped.code, 0, `${stopped.stdout}\n${stopped.stderr}`);
    // The prompt, the task H-1, then the session stops: one Stop-hook block, far from Claude Code's cap of 8.
    assert.equal(idle.requests.length, 2);
    assert.match(sinceLastTurn(idle.requests[1]!), /Build H-1\./);
    assert.ok(existsSync(inboxPath(root, 'anvil', 'H-1.picked-up')));
    assert.ok(!existsSync(inboxPath(root, 'anvil', 'H-2.picked-up')), 'nothing new claimed while H-1 is held');
    const env = { PATH: process.env.PATH ?? '', HOME: root };
    await waitFor('H-1 held in forge status', async () => {
      const status = JSON.parse(
        (await execFileAsync(process.execPath, [FORGE_BIN, 'status', '--agent', 'anvil', '--json', '--project', root], { env })).stdout,
      ) as { items: Array<{ story_id: string; state: string }> };
      return status.items.some((item) => item.story_id === 'H-1' && item.state === 'picked_up');
    });

    // The next session: its first Stop offers H-1 again, the model hands it off, then H-2 arrives.
    const worker = await startModelServer(t, (request, index) => {
      const text = sinceLastTurn(request);
      const held = /^(\S*forge) handoff --project (\S+) --story (H-1) /m.exec(text);
      if (index === 0) return say('Back.');
      if (held && /You still hold task H-1/.test(text))
        return callTool('Bash', {
          command: `${held[1]} handoff --project ${held[2]} --story H-1 --status completed --summary 'did H-1' --file - <<'HANDOFF'\nDone.\nHANDOFF`,
          description: 'hand off H-1',
        });
      if (/Build H-2\./.test(text)) return say('H-2 later.');
      if (/handed off H-1/.test(text)) return say('Handed off.');
      return undefined;
    });
    const second = await claudeHome(t, worker, { cwd: root, env: { FORGE_AGENT: 'anvil' } });
    const resumed = await runClaude(t, second, 'Start working.', { args: ['--plugin-dir', REPO_ROOT] });

    assert.deepEqual(worker.failures, []);
    assert.equal(resumed.code, 0, `${resumed.stdout}\n${resumed.stderr}`);
    assert.ok(existsSync(handoffPath(root, 'H-1')), 'H-1 handed off in the next session');
    assert.ok(
      worker.requests.some((request) => /Build H-2\./.test(sinceLastTurn(request))),
      'then the next task came',
    );
  });
});
