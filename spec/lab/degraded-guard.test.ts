import assert from 'node:assert/strict';
import { chmod, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { describe, test } from 'node:test';
import { loadConfig } from '../../src/config/load-config.js';
import { runDegraded } from '../../src/lab-reference/degraded-run.js';
import { onCleanup } from '../helpers/cleanup.js';
import { tempProject } from '../helpers/temp-project.js';

/**
 * A stand-in for `claude` on PATH: like Claude Code, it reads the PreToolUse hooks from the
 * worktree's `.claude/settings.local.json`, feeds each Bash hook the hook JSON of a tool call, and
 * records what the hooks answered (exit code and reason) for each command.
 */
const FAKE_CLAUDE = (node: string) => `#!${node}
const { readFileSync, writeFileSync } = require('node:fs');
const { spawnSync } = require('node:child_process');
const settings = JSON.parse(readFileSync('.claude/settings.local.json', 'utf8'));
const hooks = settings.hooks.PreToolUse.filter((g) => g.matcher === 'Bash').flatMap((g) => g.hooks);
const results = [];
for (const command of ['rm -rf ~', 'npm test']) {
  const input = JSON.stringify({ session_id: 'degraded-session', transcript_path: '/dev/null', cwd: process.cwd(), hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command } });
  for (const hook of hooks) {
    const run = spawnSync('sh', ['-c', hook.command], { input, encoding: 'utf8' });
    results.push({ command, status: run.status, stderr: run.stderr });
  }
}
writeFileSync(process.env.FAKE_CLAUDE_RECORD, JSON.stringify({ hooks: hooks.length, results }));
`;

describe('a degraded run', () => {
  test('starts with the task context and Heimdall hooks, so its destructive command is blocked', async (t) => {
    const root = await tempProject(t, '[lab]\ndegraded_command = "claude -p"\n');
    const bin = join(root, 'fake-bin');
    await mkdir(bin);
    await writeFile(join(bin, 'claude'), FAKE_CLAUDE(process.execPath));
    await chmod(join(bin, 'claude'), 0o755);
    const worktree = join(root, 'trees', 'DEG-1');
    await mkdir(worktree, { recursive: true });
    const record = join(root, 'fake-claude.json');
    const { config } = await loadConfig(root, { HOME: root });
    const run = await runDegraded({
      projectRoot: root,
      config,
      env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`, FAKE_CLAUDE_RECORD: record },
      reason: 'no worker for task type backend',
      now: () => new Date().toISOString(),
      task: {
        story_id: 'DEG-1',
        agent: 'anvil',
        task_type: 'backend',
        worktree_path: worktree,
        handoff_dir: join(root, '_vibe-chain-output', 'handoffs'),
        body: 'Do DEG-1.',
      },
    });
    onCleanup(t, () => run.stop());
    assert.equal((await run.exited).code, 0, await readFile(join(root, run.log), 'utf8'));

    const context = JSON.parse(await readFile(join(root, '_vibe-chain-output', 'lab', 'degraded', 'DEG-1.context.json'), 'utf8'));
    assert.equal(context.worktree_path, worktree);
    assert.equal(context.story_id, 'DEG-1');
    const { hooks, results } = JSON.parse(await readFile(record, 'utf8')) as {
      hooks: number;
      results: Array<{ command: string; status: number; stderr: string }>;
    };
    assert.equal(hooks, 1);
    const rm = results.find((r) => r.command === 'rm -rf ~')!;
    assert.equal(rm.status, 2, rm.stderr);
    assert.match(rm.stderr, /rm -rf/);
    assert.equal(results.find((r) => r.command === 'npm test')?.status, 0);
    assert.match(await readFile(join(root, '_vibe-chain-output', 'heimdall-audit.log'), 'utf8'), /HEIMDALL BLOCKED anvil\/DEG-1: .*rm -rf ~/);
  });
});

describe("a degraded Claude Code run's OS sandbox", () => {
  /** A project whose PATH holds a claude that records its arguments, and, when asked, stand-ins for bwrap and socat. */
  async function setUp(t: import('node:test').TestContext, sandboxTools: boolean) {
    const root = await tempProject(t, '[lab]\ndegraded_command = "claude -p"\n');
    const bin = join(root, 'fake-bin');
    await mkdir(bin);
    const record = join(root, 'argv.json');
    await writeFile(
      join(bin, 'claude'),
      `#!${process.execPath}\nrequire('node:fs').writeFileSync(${JSON.stringify(record)}, JSON.stringify(process.argv.slice(2)));\n`,
    );
    await chmod(join(bin, 'claude'), 0o755);
    // The run starts through sh; nothing else of the machine's PATH is there, so bwrap is there only when planted.
    await symlink('/bin/sh', join(bin, 'sh'));
    for (const tool of sandboxTools ? ['bwrap', 'socat'] : []) {
      await writeFile(join(bin, tool), '#!/bin/sh\nexit 0\n');
      await chmod(join(bin, tool), 0o755);
    }
    const worktree = join(root, 'trees', 'SBX-1');
    await mkdir(worktree, { recursive: true });
    const { config } = await loadConfig(root, { HOME: root });
    const task = {
      story_id: 'SBX-1',
      agent: 'anvil',
      task_type: 'backend',
      worktree_path: worktree,
      handoff_dir: join(root, '_vibe-chain-output', 'handoffs'),
      body: 'Do SBX-1.',
    };
    const options = { projectRoot: root, config, env: { PATH: bin, HOME: root }, reason: 'no worker', now: () => new Date().toISOString(), task };
    return { root, record, worktree, options };
  }

  test('is given with --settings: writable in the task worktree, failing closed, the credential folders unreadable', async (t) => {
    const { root, record, worktree, options } = await setUp(t, true);
    const run = await runDegraded(options);
    onCleanup(t, () => run.stop());
    assert.equal((await run.exited).code, 0);
    const argv = JSON.parse(await readFile(record, 'utf8')) as string[];
    const file = argv[argv.indexOf('--settings') + 1]!;
    assert.equal(file, join(root, '_vibe-chain-output', 'lab', 'degraded', 'SBX-1.settings.json'));
    const { sandbox, permissions } = JSON.parse(await readFile(file, 'utf8'));
    assert.deepEqual([sandbox.enabled, sandbox.failIfUnavailable, sandbox.allowUnsandboxedCommands], [true, true, false]);
    assert.equal(sandbox.filesystem.allowWrite[0], worktree);
    assert.ok(sandbox.filesystem.denyRead.includes('~/.ssh'));
    assert.ok(sandbox.network.strictAllowlist);
    assert.ok(permissions.deny.includes(`Read(/${join(root, '.ssh')}/**)`), JSON.stringify(permissions.deny));
    assert.equal(argv.at(-1)?.includes('SBX-1'), true, 'the prompt stays the last argument');
  });

  test('required by default: without bwrap and socat the run is refused before anything starts', async (t) => {
    const { record, options } = await setUp(t, false);
    await assert.rejects(runDegraded(options), { code: 'unavailable', message: /\[heimdall\] sandbox = "required" and bwrap and socat not on PATH/ });
    await assert.rejects(readFile(record, 'utf8'), { code: 'ENOENT' });
  });
});
