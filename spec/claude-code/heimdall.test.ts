import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { claudeHome, claudeMissing, REPO_ROOT, runClaude } from '../helpers/claude-code.js';
import { callTool, contentText, type ModelRequest, say, startModelServer, toolResults } from '../helpers/model-server.js';
import { need } from '../helpers/requirement.js';
import { tempProject } from '../helpers/temp-project.js';

const CONFIG = '[workers]\nidle_wait = "0s"\n';

/** The tool_result answering the tool_use with this id, wherever it is in the request. */
function resultOf(request: ModelRequest | undefined, id: string) {
  const result = request && toolResults(request).find((block) => block.tool_use_id === id);
  assert.ok(result, `a tool_result for ${id} in ${JSON.stringify(request?.messages.at(-1)).slice(0, 400)}`);
  return result;
}

describe('Heimdall guards a real Claude Code worker session', () => {
  test('a destructive command and a read of .env never run, the model gets the reason as the tool error, the audit log has both; an everyday command runs', async (t) => {
    if (!need(t, { name: 'claude', missing: claudeMissing() })) return;
    const root = await tempProject(t, CONFIG);
    await writeFile(join(root, '.env'), 'API_TOKEN=canary-secret-value\n');
    const server = await startModelServer(t, [
      callTool('Bash', { command: 'rm -rf ~/canary', description: 'clean up' }, { id: 'toolu_rm' }),
      callTool('Read', { file_path: join(root, '.env') }, { id: 'toolu_env' }),
      callTool('Bash', { command: 'echo everyday > everyday.txt', description: 'write a file' }, { id: 'toolu_echo' }),
      say('All done.'),
    ]);
    const session = await claudeHome(t, server, { cwd: root, env: { FORGE_AGENT: 'anvil' } });
    await mkdir(join(session.home, 'canary'));
    await writeFile(join(session.home, 'canary', 'keep.txt'), 'still here\n');

    const run = await runClaude(t, session, 'Tidy up.', { args: ['--plugin-dir', REPO_ROOT] });

    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(server.failures, []);
    assert.equal(server.requests.length, 4);
    assert.ok(existsSync(join(session.home, 'canary', 'keep.txt')), 'the canary home survived');
    // Claude Code hands the hook's stderr (exit 2) to the model as the tool's error, behind its own prefix.
    const rm = resultOf(server.requests[1], 'toolu_rm');
    assert.equal(rm.is_error, true);
    assert.match(
      contentText(rm.content),
      /^PreToolUse:Bash hook error: Heimdall blocked this Bash call\.\n- `rm -rf \S+\/canary` deletes .*\(rule: rm-recursive\)\nInstead: /,
    );
    const env = resultOf(server.requests[2], 'toolu_env');
    assert.equal(env.is_error, true);
    assert.match(
      contentText(env.content),
      /^PreToolUse:Read hook error: Heimdall blocked this Read call\.\n- Read of \S+\/\.env reads an environment file with secrets .*\(rule: credential-read\)\nInstead: /,
    );
    assert.doesNotMatch(JSON.stringify(server.requests.slice(2)), /canary-secret-value/, 'the secret never reached the model');
    const echo = resultOf(server.requests[3], 'toolu_echo');
    assert.notEqual(echo.is_error, true, contentText(echo.content));
    assert.equal(await readFile(join(root, 'everyday.txt'), 'utf8'), 'everyday\n');
    const audit = (await readFile(join(root, '_vibe-chain-output', 'heimdall-audit.log'), 'utf8')).trim().split('\n');
    assert.equal(audit.length, 2, audit.join('\n'));
    assert.match(audit[0]!, /^\[[^\]]+\] HEIMDALL BLOCKED \(no task context\): \S.* — rm -rf ~\/canary$/);
    assert.match(audit[1]!, /^\[[^\]]+\] HEIMDALL BLOCKED \(no task context\): credential access — Read \S+\/\.env$/);
  });
});
