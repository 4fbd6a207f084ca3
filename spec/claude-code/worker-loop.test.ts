import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { promisify } from 'node:util';
import { claudeHome, claudeMissing, REPO_ROOT, runClaude, transcriptsFolder } from '../helpers/claude-code.js';
import { FORGE_BIN, spawnDaemon } from '../helpers/daemon-process.js';
import { callTool, contentText, type ModelRequest, say, sinceLastTurn, startModelServer, toolResults } from '../helpers/model-server.js';
import { need } from '../helpers/requirement.js';
import { handoffPath, waitFor } from '../helpers/temp-project.js';
import { dropTask, workerProject } from '../workers/worker-project.js';

const execFileAsync = promisify(execFile);
const CONFIG = '[workers]\nidle_wait = "3s"\n[daemon]\nreconcile_interval = "1h"\n[forge]\ndashboard_port = 0\n';
const STORIES = ['S-1', 'S-2', 'S-3'];

/**
 * A worker model that does what each task prompt says: it runs the handoff command exactly as the
 * prompt spells it (the command word included), then ends its turn.
 */
function worker(request: ModelRequest) {
  const text = sinceLastTurn(request);
  if (request.messages.length === 1 || /^Start working\.$/m.test(text)) return say('Ready for work.');
  const lastUser = request.messages.findLast((message) => message.role === 'user');
  if (typeof lastUser?.content !== 'string' && lastUser?.content.some((block) => block.type === 'tool_result')) return say('Handed off.');
  const command = /^(\S*forge) handoff --project (\S+) --story (\S+) /m.exec(text);
  if (!command) return undefined;
  const [, forge, project, story] = command;
  return callTool('Bash', {
    command: `${forge} handoff --project ${project} --story ${story} --status completed --summary 'did ${story}' --tests-passed 1 --tests-failed 0 --file - <<'HANDOFF'\nWork on ${story} is done.\nHANDOFF`,
    description: `hand off ${story}`,
  });
}

describe('a real Claude Code worker session runs on the plugin alone', () => {
  test('three stories in a row arrive through the Stop hook, each handed off with the command its prompt gives, confirmed and in the ledger', async (t) => {
    if (!need(t, { name: 'claude', missing: claudeMissing() })) return;
    const root = await workerProject(t, CONFIG);
    const daemon = spawnDaemon(t, root);
    await daemon.ready;
    const submitted = (offset: number) => new Date(Date.now() + offset * 1000).toISOString();
    for (const [index, id] of STORIES.entries()) await dropTask(root, id, {}, submitted(index));
    const server = await startModelServer(t, worker);
    const session = await claudeHome(t, server, { cwd: root, env: { FORGE_AGENT: 'anvil' } });

    const run = await runClaude(t, session, 'Start working.', { args: ['--plugin-dir', REPO_ROOT], timeoutMs: 180_000 });

    assert.deepEqual(server.failures, []);
    assert.equal(run.code, 0, `${run.stdout}\n${run.stderr}`);
    const results = toolResults(server.requests.at(-1)!);
    assert.equal(results.length, 3, 'one Bash call per story');
    for (const result of results) assert.notEqual(result.is_error, true, contentText(result.content));
    for (const id of STORIES) assert.ok(existsSync(handoffPath(root, id)), `${id} handed off`);
    // Each prompt arrives as the Stop hook's blocking reason, in claim order.
    const firstSeen = STORIES.map((id) => server.requests.findIndex((request) => sinceLastTurn(request).includes(`Build ${id}.`)));
    assert.ok(
      firstSeen.every((index, i) => index > 0 && (i === 0 || index > firstSeen[i - 1]!)),
      `prompts in order: ${firstSeen.join(', ')}`,
    );
    // 2.1.332 relays the blocking reason inside a system reminder as "Stop hook feedback:".
    assert.match(sinceLastTurn(server.requests[firstSeen[0]!]!), /Stop hook feedback:\n# Anvil\nYou are anvil, the frontend smith\./);

    for (const id of STORIES)
      await execFileAsync(process.execPath, [FORGE_BIN, 'confirm', '--story', id, '--project', root], { env: { PATH: process.env.PATH ?? '', HOME: root } });
    const ledger = await waitFor('three stories in the ledger', async () => {
      const lines = (await readFile(join(root, '_vibe-chain-output', 'worker-inbox', '.history.jsonl'), 'utf8')).trim().split('\n');
      return lines.length === 3 ? lines : null;
    });
    assert.deepEqual(ledger.map((line) => (JSON.parse(line) as { story_id: string }).story_id).sort(), STORIES);
  });

  test('the transcript the real client writes holds one exchange per delivered story, tagged with its story, worker and stage, and found by kb search --story', async (t) => {
    if (!need(t, { name: 'claude', missing: claudeMissing() })) return;
    const root = await workerProject(t, CONFIG);
    const stories = STORIES.slice(0, 2);
    const submitted = (offset: number) => new Date(Date.now() + offset * 1000).toISOString();
    for (const [index, id] of stories.entries()) await dropTask(root, id, {}, submitted(index));
    const server = await startModelServer(t, worker);
    const session = await claudeHome(t, server, { cwd: root, env: { FORGE_AGENT: 'anvil' } });
    // The daemon reads the session's folder in the client's temp HOME (its own HOME is the project).
    const folder = transcriptsFolder(session);
    await mkdir(folder, { recursive: true });
    await writeFile(join(root, '_vibe-chain', 'config.toml'), `${CONFIG}[transcripts]\ndirs = [${JSON.stringify(folder)}]\n`);
    const daemon = spawnDaemon(t, root);
    await daemon.ready;

    const run = await runClaude(t, session, 'Start working.', { args: ['--plugin-dir', REPO_ROOT], timeoutMs: 180_000 });

    assert.deepEqual(server.failures, []);
    assert.equal(run.code, 0, `${run.stdout}\n${run.stderr}`);
    for (const id of stories) assert.ok(existsSync(handoffPath(root, id)), `${id} handed off`);
    type Line = { prompt: string; story_id: string | null; agent: string | null; stage: string | null; exchange_id: string; tool_calls: number; file: string };
    const tagged = (lines: Line[]) => lines.map(({ prompt, story_id, agent, stage, tool_calls }) => ({ prompt, story_id, agent, stage, tool_calls }));
    const expected = [
      { prompt: 'Start working.', story_id: null, agent: null, stage: null, tool_calls: 0 },
      ...stories.map((id) => ({ prompt: `Task ${id} (dev)`, story_id: id, agent: 'anvil', stage: 'dev', tool_calls: 1 })),
    ];
    // The daemon follows the session as it grows: each task the Stop hook delivered opened an exchange.
    const indexFile = join(root, '_vibe-chain-output', 'exchanges', '_index.jsonl');
    const daemonLines = await waitFor('one exchange per story in the daemon index', async () => {
      const lines = existsSync(indexFile)
        ? (await readFile(indexFile, 'utf8'))
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line) as Line)
        : [];
      return lines.length === expected.length && lines.at(-1)?.tool_calls === 1 ? lines : null;
    });
    assert.deepEqual(tagged(daemonLines), expected);
    // A confirmed story's ledger line says what it took, from the memory.
    await execFileAsync(process.execPath, [FORGE_BIN, 'confirm', '--story', stories[0]!, '--project', root], {
      env: { PATH: process.env.PATH ?? '', HOME: root },
    });
    const confirmed = await waitFor('the confirmed story in the ledger', async () => {
      const ledger = join(root, '_vibe-chain-output', 'worker-inbox', '.history.jsonl');
      const text = existsSync(ledger) ? await readFile(ledger, 'utf8') : '';
      return text.trim() === '' ? null : (JSON.parse(text.trim().split('\n')[0]!) as { story_id: string; exchanges?: number; exchange_tokens?: number });
    });
    assert.equal(confirmed.story_id, stories[0]);
    assert.equal(confirmed.exchanges, 1);
    assert.ok((confirmed.exchange_tokens ?? 0) > 0, JSON.stringify(confirmed));
    daemon.child.kill('SIGTERM');
    await daemon.exited;

    // Read again from the start by the CLI, the same exchanges.
    const env = { PATH: process.env.PATH ?? '', HOME: root };
    const forge = async (...args: string[]) => (await execFileAsync(process.execPath, [FORGE_BIN, ...args, '--json', '--project', root], { env })).stdout;
    const ingest = JSON.parse(await forge('kb', 'ingest', '--rebuild')) as { sessions: Array<{ exchanges: number; corrupt: number }> };
    assert.deepEqual(
      ingest.sessions.map(({ exchanges, corrupt }) => ({ exchanges, corrupt })),
      [{ exchanges: expected.length, corrupt: 0 }],
    );
    const lines = (await readFile(indexFile, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Line);
    assert.deepEqual(tagged(lines), expected);
    for (const id of stories) {
      const search = JSON.parse(await forge('kb', 'search', 'handed off', '--story', id)) as { hits: Array<{ exchange_id: string }> };
      const mine = lines.find((line) => line.story_id === id)!;
      const exchange = await readFile(join(root, mine.file), 'utf8');
      assert.match(exchange, new RegExp(`## Lab's instructions for ${id}\n\nBuild ${id}.`));
      assert.doesNotMatch(exchange, /^> Stop hook/m, 'the task the Stop hook delivered is the prompt, not a Stop hook error');
      assert.deepEqual(
        search.hits.map((hit) => hit.exchange_id),
        [mine.exchange_id],
        `kb search --story ${id}`,
      );
    }
  });
});
