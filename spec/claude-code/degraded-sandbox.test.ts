import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../../src/config/load-config.js';
import { runDegraded } from '../../src/lab-reference/degraded-run.js';
import { claudeBin, claudeHome, claudeMissing } from '../helpers/claude-code.js';
import { onCleanup } from '../helpers/cleanup.js';
import { callTool, contentText, type ModelRequest, say, startModelServer } from '../helpers/model-server.js';
import { need } from '../helpers/requirement.js';
import { missingSandbox } from '../helpers/sandbox-tools.js';
import { tempProject } from '../helpers/temp-project.js';

/**
 * A degraded run (`claude -p` standing in for a busy worker) on the real client: it is given the
 * sandbox through --settings, writable in the task's worktree only. A script the model writes there
 * cannot delete a home folder or write the project root, and its write in the worktree works.
 */
test('a degraded claude -p run is sandboxed to its task worktree: a script it runs cannot touch the home or the project root', async (t) => {
  if (!need(t, { name: 'claude', missing: claudeMissing() }) || !need(t, { name: 'sandbox', missing: await missingSandbox() })) return;
  const root = await tempProject(t, `[lab]\ndegraded_command = "${claudeBin()} -p --dangerously-skip-permissions"\n`);
  const worktree = join(root, 'trees', 'DEG-9');
  await mkdir(worktree, { recursive: true });
  const script = [
    'rm -rf "$HOME/canary-dir" 2>&1; echo "home-rm $?"',
    `echo evil > ${JSON.stringify(join(root, 'README.md'))} 2>&1; echo "project $?"`,
    'echo kept > inside.txt; echo "inside $?"',
    '',
  ].join('\n');
  const results: string[] = [];
  const server = await startModelServer(t, (request: ModelRequest) => {
    results.length = 0;
    for (const message of request.messages)
      if (typeof message.content !== 'string')
        for (const block of message.content) if (block.type === 'tool_result') results.push(contentText(block.content as never));
    if (results.length === 0) return callTool('Write', { file_path: join(worktree, 'attack.sh'), content: script }, { id: 'toolu_w' });
    if (results.length === 1) return callTool('Bash', { command: 'sh attack.sh', description: 'run it' }, { id: 'toolu_b' });
    return say('done');
  });
  const session = await claudeHome(t, server, { cwd: worktree });
  await mkdir(join(session.home, 'canary-dir'));
  await writeFile(join(session.home, 'canary-dir', 'keep'), 'canary\n');
  await writeFile(join(root, 'README.md'), 'project\n');
  const { config } = await loadConfig(root, { HOME: session.home });
  const run = await runDegraded({
    projectRoot: root,
    config,
    env: session.env,
    reason: 'no worker for task type backend',
    now: () => new Date().toISOString(),
    task: {
      story_id: 'DEG-9',
      agent: 'anvil',
      task_type: 'backend',
      worktree_path: worktree,
      handoff_dir: join(root, '_vibe-chain-output', 'handoffs'),
      body: 'Do DEG-9.',
    },
  });
  onCleanup(t, () => run.stop());
  assert.equal((await run.exited).code, 0, await readFile(join(root, run.log), 'utf8'));
  assert.match(run.command, /--settings /);
  const output = results[1] ?? '';
  assert.match(output, /home-rm [1-9]/, output);
  assert.match(output, /project [1-9]/, output);
  assert.match(output, /inside 0/, output);
  assert.ok(existsSync(join(session.home, 'canary-dir', 'keep')), 'the home canary survived');
  assert.equal(await readFile(join(root, 'README.md'), 'utf8'), 'project\n');
  assert.equal(await readFile(join(worktree, 'inside.txt'), 'utf8'), 'kept\n');
  assert.deepEqual(server.failures, []);
});
