import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { heimdallBin } from '../../src/heimdall/hook-entries.js';
import { claudeHome, claudeMissing, REPO_ROOT, runClaude } from '../helpers/claude-code.js';
import { spawnDaemon } from '../helpers/daemon-process.js';
import { type Answer, callTool, contentText, type ModelRequest, say, sinceLastTurn, startModelServer, toolResults } from '../helpers/model-server.js';
import { need } from '../helpers/requirement.js';
import { handoffPath, waitFor } from '../helpers/temp-project.js';
import { dropTask, workerProject } from '../workers/worker-project.js';

/**
 * A worker started by hand with the plugin only, in the set-ups that broke when a claim wrote the
 * hooks into the task's worktree: the worktree is the session's own folder, and the settings file
 * there changes while the session runs. The real client, the scripted model, a running daemon.
 */
const CONFIG = '[workers]\nidle_wait = "0s"\n[daemon]\nreconcile_interval = "1h"\n[forge]\ndashboard_port = 0\n';
const HANDOFF = /^(\S*forge) handoff --project (\S+) --story (\S+) /m;

function handoffCall(text: string): Answer | null {
  const command = HANDOFF.exec(text);
  if (!command) return null;
  const [, forge, project, story] = command;
  return callTool('Bash', {
    command: `${forge} handoff --project ${project} --story ${story} --status completed --summary 'did ${story}' --tests-passed 1 --tests-failed 0`,
    description: `hand off ${story}`,
  });
}

const lastResults = (request: ModelRequest) => {
  const last = request.messages.at(-1);
  return typeof last?.content === 'string' ? [] : (last?.content ?? []).filter((block) => block.type === 'tool_result');
};

describe('a worker started by hand with the plugin, its task worktree the session folder', () => {
  test('every destructive call is blocked while the folder settings are written, broken and removed mid-session, one audit line each, naming its task', async (t) => {
    if (!need(t, { name: 'claude', missing: claudeMissing() })) return;
    const root = await workerProject(t, CONFIG);
    const daemon = spawnDaemon(t, root);
    await daemon.ready;
    await dropTask(root, 'R-1', { worktree_path: root });
    await waitFor('R-1 context written', async () => existsSync(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil', 'R-1.context.json')));
    const settings = join(root, '.claude', 'settings.local.json');
    const heimdall = { hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: `${heimdallBin()} --project ${root}` }] }] } };
    let prompt = '';
    // Each step changes the folder's settings the way a claim, a person or a cleanup would, then tries to delete the canary.
    const steps: Array<[string, () => Promise<void>, string]> = [
      ['toolu_1', () => mkdir(join(root, '.claude'), { recursive: true }).then(() => writeFile(settings, JSON.stringify(heimdall))), 'rm -rf ~/canary-dir'],
      ['toolu_2', () => writeFile(settings, '{ "hooks": '), 'rm -rf "$HOME/canary-dir"'],
      ['toolu_3', () => rm(settings), 'find ~/canary-dir -delete'],
    ];
    const server = await startModelServer(t, async (request) => {
      const text = sinceLastTurn(request);
      if (request.messages.length === 1) return say('Ready.');
      if (text.includes('Build R-1.')) prompt = text;
      const done = lastResults(request).map((block) => block.tool_use_id);
      const next = prompt && steps.find(([id]) => !done.includes(id) && !request.messages.some((m) => JSON.stringify(m.content).includes(`"${id}"`)));
      if (next) {
        await next[1]();
        return callTool('Bash', { command: next[2], description: 'clean up' }, { id: next[0] });
      }
      if (done.includes('toolu_handoff')) return say('Handed off.');
      const handoff = handoffCall(prompt);
      return handoff ? { ...handoff, content: handoff.content.map((b) => (b.type === 'tool_use' ? { ...b, id: 'toolu_handoff' } : b)) } : say('Nothing to do.');
    });
    const session = await claudeHome(t, server, { cwd: root, env: { FORGE_AGENT: 'anvil' } });
    await mkdir(join(session.home, 'canary-dir'));
    await writeFile(join(session.home, 'canary-dir', 'keep.txt'), 'still here\n');

    const run = await runClaude(t, session, 'Start working.', { args: ['--plugin-dir', REPO_ROOT], timeoutMs: 180_000 });

    assert.equal(run.code, 0, `${run.stdout}\n${run.stderr}`);
    assert.deepEqual(server.failures, []);
    assert.ok(existsSync(join(session.home, 'canary-dir', 'keep.txt')), 'the canary survived');
    const results = server.requests.flatMap((request) => toolResults(request));
    for (const id of ['toolu_1', 'toolu_2', 'toolu_3']) {
      const result = results.find((block) => block.tool_use_id === id);
      assert.ok(result, `${id} answered`);
      assert.equal(result.is_error, true, contentText(result.content));
      assert.match(contentText(result.content), /Heimdall blocked this Bash call/);
    }
    assert.ok(existsSync(handoffPath(root, 'R-1')), 'the story was handed off');
    // One line per call, whichever registrations judged it (the third block also sounds the escalation).
    const audit = (await readFile(join(root, '_vibe-chain-output', 'heimdall-audit.log'), 'utf8'))
      .trim()
      .split('\n')
      .filter((line) => / BLOCKED /.test(line));
    assert.equal(audit.length, 3, audit.join('\n'));
    for (const line of audit) assert.match(line, /HEIMDALL BLOCKED anvil\/R-1: /);
  });

  test('two stories in a row both arrive through the Stop hook, and claude -p ends with the inbox empty', async (t) => {
    if (!need(t, { name: 'claude', missing: claudeMissing() })) return;
    const root = await workerProject(t, CONFIG);
    const daemon = spawnDaemon(t, root);
    await daemon.ready;
    const at = (offset: number) => new Date(Date.now() + offset * 1000).toISOString();
    await dropTask(root, 'T-1', { worktree_path: root }, at(0));
    await dropTask(root, 'T-2', { worktree_path: root }, at(1));
    const server = await startModelServer(t, (request) => {
      const text = sinceLastTurn(request);
      if (request.messages.length === 1) return say('Ready.');
      if (lastResults(request).length > 0) return say('Handed off.');
      return handoffCall(text) ?? say('Nothing to do.');
    });
    const session = await claudeHome(t, server, { cwd: root, env: { FORGE_AGENT: 'anvil' } });

    const run = await runClaude(t, session, 'Start working.', { args: ['--plugin-dir', REPO_ROOT], timeoutMs: 180_000 });

    assert.equal(run.code, 0, `${run.stdout}\n${run.stderr}`);
    assert.deepEqual(server.failures, []);
    for (const id of ['T-1', 'T-2']) assert.ok(existsSync(handoffPath(root, id)), `${id} handed off`);
    assert.equal(server.requests.filter((request) => /Stop hook feedback:/.test(sinceLastTurn(request))).length, 2);
    // The claims wrote no hooks into the folder: whether the client reloads a changed settings file
    // mid-session is its own timing, and every session opened there would run them.
    assert.equal(existsSync(join(root, '.claude', 'settings.local.json')), false);
  });
});
