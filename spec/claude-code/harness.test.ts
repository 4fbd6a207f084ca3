import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { claudeHome, claudeMissing, runClaude, startInteractive, transcriptsFolder } from '../helpers/claude-code.js';
import { callTool, contentText, lastUserText, say, startModelServer, toolResults } from '../helpers/model-server.js';
import { tmuxMissing } from '../helpers/processes.js';
import { need } from '../helpers/requirement.js';

describe('the real Claude Code client runs against the scripted model server', () => {
  test('claude -p streams a scripted tool call, runs the tool and sends its result in the next request', async (t) => {
    if (!need(t, { name: 'claude', missing: claudeMissing() })) return;
    const server = await startModelServer(t, [
      callTool('Bash', { command: 'cat marker.txt', description: 'read the marker' }, { text: 'Reading it.' }),
      say('The marker says tangerine.'),
    ]);
    const session = await claudeHome(t, server);
    await writeFile(join(session.cwd, 'marker.txt'), 'tangerine-42\n');

    const run = await runClaude(t, session, 'What does marker.txt say?');

    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stdout.trim(), 'The marker says tangerine.');
    assert.deepEqual(server.failures, []);
    assert.equal(server.requests.length, 2);
    assert.ok(contentText(server.requests[0]!.messages[0]!.content).includes('What does marker.txt say?'));
    const [result] = toolResults(server.requests[1]!);
    assert.ok(contentText(result!.content).includes('tangerine-42'), JSON.stringify(result));
    assert.notEqual(result!.is_error, true);
    // With non-essential traffic off, not even the reachability probe of the base URL (HEAD /api/hello).
    assert.deepEqual([...new Set(server.log.map((entry) => `${entry.method} ${entry.url}`))], ['POST /v1/messages?beta=true']);
    assert.ok(
      (await readdir(transcriptsFolder(session))).some((name) => name.endsWith('.jsonl')),
      'the client wrote a transcript under the temp home',
    );
  });

  test('an interactive session in tmux takes a typed prompt and shows the scripted answer', async (t) => {
    if (!need(t, { name: 'claude', missing: claudeMissing() })) return;
    if (!need(t, { name: 'tmux', missing: tmuxMissing() })) return;
    const server = await startModelServer(t, (request) => (lastUserText(request).includes('ping the model') ? say('pong from the scripted model') : undefined));
    const session = await claudeHome(t, server);
    const tui = await startInteractive(t, session);

    await tui.waitForScreen('the prompt', /❯|>/);
    await tui.submit('ping the model');
    await tui.waitForScreen('the answer', /pong from the scripted model/);

    assert.deepEqual(server.failures, []);
    assert.ok(existsSync(transcriptsFolder(session)));
  });
});
