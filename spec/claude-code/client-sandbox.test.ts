import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { claudeHome, claudeMissing, runClaude } from '../helpers/claude-code.js';
import { callTool, contentText, type ModelRequest, say, startModelServer } from '../helpers/model-server.js';
import { need } from '../helpers/requirement.js';
import { missingSandbox } from '../helpers/sandbox-tools.js';

/**
 * What the pinned client's own OS sandbox (bubblewrap and socat on Linux) does for a session run
 * unattended with --dangerously-skip-permissions, proven here before vibe-chain's generated
 * settings rely on it: with `sandbox.enabled`, `failIfUnavailable` and `allowUnsandboxedCommands:
 * false`, a Bash command that deletes a folder in the home meets a read-only file system, while a
 * write in the session's folder works.
 */
test("the client's sandbox confines a Bash command to the session's folder: rm -rf of a home folder fails read-only, a write in the folder works", async (t) => {
  if (!need(t, { name: 'claude', missing: claudeMissing() }) || !need(t, { name: 'sandbox', missing: await missingSandbox() })) return;
  const results: string[] = [];
  const server = await startModelServer(t, (request: ModelRequest) => {
    const last = request.messages.at(-1);
    const blocks = typeof last?.content === 'string' ? [] : (last?.content ?? []);
    for (const block of blocks) if (block.type === 'tool_result') results.push(contentText(block.content as never));
    if (results.length === 0)
      return callTool('Bash', { command: 'rm -rf ~/canary-dir; echo "rm exit $?"', description: 'delete a home folder' }, { id: 'toolu_rm' });
    if (results.length === 1)
      return callTool('Bash', { command: 'echo kept > inside.txt && echo "write exit $?"', description: 'write in the folder' }, { id: 'toolu_in' });
    return say('done');
  });
  const session = await claudeHome(t, server, { settings: { sandbox: { enabled: true, failIfUnavailable: true, allowUnsandboxedCommands: false } } });
  await mkdir(join(session.home, 'canary-dir'));
  await writeFile(join(session.home, 'canary-dir', 'keep'), 'canary\n');
  const run = await runClaude(t, session, 'go');
  assert.equal(run.code, 0, run.stderr);
  assert.equal(results.length, 2, `tool results: ${JSON.stringify(results)}`);
  assert.match(results[0]!, /Read-only file system/);
  assert.match(results[0]!, /rm exit 1/);
  assert.ok(existsSync(join(session.home, 'canary-dir', 'keep')), 'the canary survived');
  assert.match(results[1]!, /write exit 0/);
  assert.equal(await readFile(join(session.cwd, 'inside.txt'), 'utf8'), 'kept\n');
  assert.deepEqual(server.failures, []);
});
