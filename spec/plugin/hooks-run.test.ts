import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { type TestContext, test } from 'node:test';
import { hookInput, writeProject } from '../heimdall/temp-project.js';
import { notificationInput } from '../helpers/notification-input.js';
import { inboxPath, taskMarkdown, writeLikeAProducer } from '../helpers/temp-project.js';
import { hookCommands, REPO } from './plugin-files.js';

/**
 * The commands of hooks/hooks.json run for real, through sh as Claude Code runs them, from a
 * plugin root in a temp folder (the package's bin-scripts/ with dist/ linked in), with fake hook
 * JSON on stdin.
 */
type HookEvent = 'PreToolUse' | 'Stop' | 'SessionStart' | 'Notification';

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function tempDir(t: TestContext, prefix: string): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function pluginRoot(t: TestContext, compiled = true): string {
  const root = tempDir(t, 'plugin-root-');
  cpSync(join(REPO, 'bin-scripts'), join(root, 'bin-scripts'), { recursive: true });
  cpSync(join(REPO, 'package.json'), join(root, 'package.json'));
  if (compiled) symlinkSync(join(REPO, 'dist'), join(root, 'dist'));
  return root;
}

function commandFor(event: HookEvent): string {
  return hookCommands().find((h) => h.event === event)!.command;
}

function input(event: HookEvent, cwd: string, tool?: { name: string; input: Record<string, unknown> }): string {
  if (event === 'PreToolUse') return hookInput(tool?.name ?? 'Bash', tool?.input ?? { command: 'ls' }, cwd);
  if (event === 'Notification') return JSON.stringify(notificationInput('idle_prompt', { session_id: 'plugin-session', transcript_path: '/dev/null', cwd }));
  return JSON.stringify({
    session_id: 'plugin-session',
    transcript_path: '/dev/null',
    cwd,
    hook_event_name: event,
    ...(event === 'Stop' ? { stop_hook_active: false } : { source: 'startup' }),
  });
}

function runHook(root: string, event: HookEvent, sessionDir: string, env: Record<string, string> = {}, stdin = input(event, sessionDir)): Run {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('FORGE_') && !key.startsWith('CLAUDE_')));
  const result = spawnSync('sh', ['-c', commandFor(event)], {
    cwd: sessionDir,
    env: { ...clean, CLAUDE_PLUGIN_ROOT: root, CLAUDE_PROJECT_DIR: sessionDir, ...env },
    input: stdin,
    encoding: 'utf8',
    timeout: 60_000,
  });
  // A hook whose exec failed (no node: 127) may exit before its input is written, which is EPIPE
  // here; one that exits 0 must have read all of it (Claude Code reports EPIPE as a failed hook).
  const execFailed = (result.error as NodeJS.ErrnoException | undefined)?.code === 'EPIPE' && result.status === 127;
  if (result.error && !execFailed) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const EVENTS: HookEvent[] = ['PreToolUse', 'Stop', 'SessionStart', 'Notification'];
const SILENT: Run = { status: 0, stdout: '', stderr: '' };

/** A forge project whose config lets the Stop hook return at once when nothing waits. */
function workerProject(t: TestContext): string {
  const root = tempDir(t, 'plugin-project-');
  mkdirSync(join(root, '_vibe-chain'), { recursive: true });
  mkdirSync(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil'), { recursive: true });
  mkdirSync(join(root, '_vibe-chain-output', 'handoffs'), { recursive: true });
  writeFileSync(join(root, '_vibe-chain', 'config.toml'), '[workers]\nidle_wait = "0"\n');
  return root;
}

test('in a session that is not a forge worker every hook exits 0 and prints nothing, outside and inside a forge project, but the project block at SessionStart', (t) => {
  const root = pluginRoot(t);
  const elsewhere = tempDir(t, 'plugin-elsewhere-');
  const project = writeProject(tempDir(t, 'plugin-heimdall-'));
  for (const sessionDir of [elsewhere, project.root]) {
    for (const event of EVENTS) {
      const run = runHook(root, event, sessionDir);
      if (event === 'SessionStart' && sessionDir === project.root) {
        assert.deepEqual({ ...run, stdout: '' }, SILENT);
        assert.match(run.stdout, /^This is forge project /);
      } else assert.deepEqual(run, SILENT, `${event} in ${sessionDir}`);
    }
    // Not a worker, so not guarded: the plugin must not turn every session into a Heimdall session.
    assert.deepEqual(runHook(root, 'PreToolUse', sessionDir, {}, input('PreToolUse', sessionDir, { name: 'Bash', input: { command: 'rm -rf /' } })), SILENT);
  }
});

test('a session that names no agent is told without starting node, and so is a managed session its resident hooks answer; a FORGE_AGENT session goes to node', (t) => {
  const root = pluginRoot(t);
  // A PATH with sh and cat but no node: a hook that starts node fails with 127.
  const bin = tempDir(t, 'plugin-bin-');
  for (const tool of ['sh', 'cat']) symlinkSync(shellTool(tool), join(bin, tool));
  const noNode = { PATH: bin };
  const elsewhere = tempDir(t, 'plugin-elsewhere-');
  const untracked = workerProject(t);
  const nested = join(untracked, 'src', 'deep');
  mkdirSync(nested, { recursive: true });
  const tracked = writeProject(tempDir(t, 'plugin-heimdall-'));
  for (const event of EVENTS) {
    for (const sessionDir of [elsewhere]) assert.deepEqual(runHook(root, event, sessionDir, noNode), SILENT, `${event} in ${sessionDir}`);
  }
  // Without FORGE_AGENT no session is a worker, whatever its folder: not the project root, not a
  // tracked task's worktree (a person's own session there, or another worker's folder).
  for (const event of ['PreToolUse', 'Stop', 'Notification'] as const) {
    for (const [sessionDir, env] of [
      [untracked, {}],
      [nested, {}],
      [tracked.root, {}],
      [tracked.worktree, { FORGE_PROJECT: tracked.root }],
    ] as Array<[string, Record<string, string>]>)
      assert.deepEqual(runHook(root, event, sessionDir, { ...noNode, ...env }), SILENT, `${event} in ${sessionDir}`);
  }
  // A managed session started with resident hooks is left to them (they fail closed on PreToolUse).
  const resident = { FORGE_AGENT: 'anvil', FORGE_HOOKS: 'resident', FORGE_SETTINGS: '/x/anvil.settings.json' };
  for (const event of EVENTS) assert.deepEqual(runHook(root, event, tracked.root, { ...noNode, ...resident }), SILENT, `${event} resident`);
  const compact = spawnSync('sh', [join(root, 'bin-scripts', 'forge-hook.sh'), 'pre-compact'], {
    cwd: tracked.root,
    env: { ...noNode, ...resident, CLAUDE_PROJECT_DIR: tracked.root },
    input: '{}',
    encoding: 'utf8',
  });
  assert.deepEqual([compact.status, compact.stdout, compact.stderr], [0, '', ''], 'PreCompact resident: its settings carry their own');
  // A session that names its agent goes to node for every event, wherever it runs; so does the
  // SessionStart of any session of a project (the project block).
  const toNode: Array<[HookEvent, string, Record<string, string>]> = [
    ['PreToolUse', elsewhere, { FORGE_AGENT: 'anvil' }],
    ['PreToolUse', tracked.root, { FORGE_AGENT: 'anvil', FORGE_HOOKS: 'resident' }],
    ['Stop', tracked.worktree, { FORGE_AGENT: 'anvil', FORGE_PROJECT: tracked.root }],
    ['SessionStart', untracked, {}],
    ['SessionStart', `${untracked}/../${basename(untracked)}`, {}],
  ];
  for (const [event, sessionDir, env] of toNode)
    assert.equal(runHook(root, event, sessionDir, { ...noNode, ...env }).status, 127, `${event} ${sessionDir} ${JSON.stringify(env)}`);
});

function shellTool(name: string): string {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  assert.ok(found.startsWith('/'), `${name} on PATH`);
  return found;
}

test('a hook that does nothing still reads a large hook input to the end, so Claude Code can write all of it', (t) => {
  const root = pluginRoot(t);
  const elsewhere = tempDir(t, 'plugin-elsewhere-');
  const write = input('PreToolUse', elsewhere, { name: 'Write', input: { file_path: join(elsewhere, 'big.txt'), content: 'x'.repeat(1 << 20) } });
  // A hook that exits without reading makes the writer fail with EPIPE, which runHook throws.
  assert.deepEqual(runHook(root, 'PreToolUse', elsewhere, {}, write), SILENT);
});

test('a FORGE_AGENT session gets Heimdall, its SessionStart text and its next task from the Stop hook', async (t) => {
  const root = pluginRoot(t);
  const project = workerProject(t);
  const env = { FORGE_AGENT: 'anvil' };
  const blocked = runHook(root, 'PreToolUse', project, env, input('PreToolUse', project, { name: 'Bash', input: { command: 'rm -rf /' } }));
  assert.equal(blocked.status, 2);
  assert.equal(JSON.parse(blocked.stdout).hookSpecificOutput.permissionDecision, 'deny');
  assert.match(blocked.stderr, /rm-recursive/);
  assert.deepEqual(runHook(root, 'PreToolUse', project, env), SILENT, 'ls is allowed');

  const start = runHook(root, 'SessionStart', project, env);
  assert.equal(start.status, 0);
  assert.match(start.stdout, /^You are anvil, a forge worker/);

  const idle = runHook(root, 'Stop', project, env);
  assert.equal(idle.status, 0);
  assert.equal(idle.stdout, '{}\n', 'nothing to claim: the session may stop');

  mkdirSync(join(project, 'trees', 'PLG-1'), { recursive: true });
  await writeLikeAProducer(inboxPath(project, 'anvil', 'PLG-1.md'), taskMarkdown(project, 'PLG-1'));
  const claimed = runHook(root, 'Stop', project, env);
  assert.equal(claimed.status, 0);
  const answer = JSON.parse(claimed.stdout) as { decision: string; reason: string };
  assert.equal(answer.decision, 'block');
  assert.match(answer.reason, /## Lab's instructions for PLG-1/);
  assert.ok(existsSync(inboxPath(project, 'anvil', 'PLG-1.picked-up')));
});

test("a FORGE_AGENT session's Notification hook records that the worker waits for a person, as the managed worker's settings do", (t) => {
  const root = pluginRoot(t);
  const project = workerProject(t);
  assert.deepEqual(runHook(root, 'Notification', project, { FORGE_AGENT: 'anvil' }), SILENT);
  const mark = JSON.parse(readFileSync(join(project, '_vibe-chain-output', 'worker-inbox', 'anvil', '.needs-input'), 'utf8')) as Record<string, string>;
  assert.deepEqual({ ...mark, at: 'at' }, { type: 'idle_prompt', message: 'Claude is waiting for your input', at: 'at' });
  assert.ok(!Number.isNaN(Date.parse(mark.at!)));
});

test('a FORGE_AGENT session is guarded with the task its agent claimed, whichever folder it runs in; a session that names no agent is no worker', (t) => {
  const root = pluginRoot(t);
  const project = writeProject(tempDir(t, 'plugin-heimdall-'));
  writeFileSync(join(project.inbox, 'FORGE-3.picked-up'), 'agent: "anvil"\nat: "2026-04-01T12:00:00Z"\nsession_id: "sess-1"\n');
  const rm = input('PreToolUse', project.root, { name: 'Bash', input: { command: `rm -rf ${join(project.root, 'src')}` } });
  // The session runs in the project root, not in the task's worktree: the claim, not the folder, names the task.
  const blocked = runHook(root, 'PreToolUse', project.root, { FORGE_AGENT: 'anvil', FORGE_PROJECT: project.root }, rm);
  assert.equal(blocked.status, 2);
  assert.match(readFileSync(project.auditLog, 'utf8'), /HEIMDALL BLOCKED anvil\/FORGE-3: /);
  const write = input('PreToolUse', project.root, { name: 'Write', input: { file_path: join(project.worktree, 'src', 'a.ts'), content: 'x' } });
  assert.deepEqual(runHook(root, 'PreToolUse', project.root, { FORGE_AGENT: 'anvil', FORGE_PROJECT: project.root }, write), SILENT);
  // Another agent's session in the same folder holds no task: it is judged without anvil's context.
  const outside = input('PreToolUse', project.root, { name: 'Bash', input: { command: `rm -rf ${project.worktree}` } });
  assert.equal(runHook(root, 'PreToolUse', project.root, { FORGE_AGENT: 'furnace', FORGE_PROJECT: project.root }, outside).status, 2);
  assert.match(readFileSync(project.auditLog, 'utf8').trim().split('\n').at(-1)!, /HEIMDALL BLOCKED \(no task context\): /);
  // A session opened in the worktree without FORGE_AGENT is no worker: no guard of the plugin's, no SessionStart as anvil.
  assert.deepEqual(runHook(root, 'PreToolUse', project.worktree, { FORGE_PROJECT: project.root }, rm), SILENT);
  assert.doesNotMatch(runHook(root, 'SessionStart', project.worktree, { FORGE_PROJECT: project.root }).stdout, /You are anvil/);
});

test("a worktree whose own settings run forge's hooks does not make the plugin stand down: its Heimdall still judges every call", (t) => {
  const root = pluginRoot(t);
  const project = writeProject(tempDir(t, 'plugin-heimdall-'));
  const settings = {
    hooks: {
      PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: `/opt/vibe-chain/bin-scripts/heimdall --context ${project.contextFile}` }] }],
      Stop: [{ hooks: [{ type: 'command', command: `forge hook stop --agent anvil --project ${project.root}` }] }],
    },
  };
  mkdirSync(join(project.worktree, '.claude'));
  writeFileSync(join(project.worktree, '.claude', 'settings.local.json'), JSON.stringify(settings));
  const env = { FORGE_AGENT: 'anvil', FORGE_PROJECT: project.root };
  const rm = runHook(root, 'PreToolUse', project.worktree, env, input('PreToolUse', project.worktree, { name: 'Bash', input: { command: 'rm -rf /' } }));
  assert.equal(rm.status, 2, rm.stderr);
  assert.match(rm.stderr, /Heimdall blocked this Bash call/);
  const note = runHook(root, 'Notification', project.worktree, env, input('Notification', project.worktree));
  assert.deepEqual(note, SILENT);
  assert.ok(existsSync(join(project.root, '_vibe-chain-output', 'worker-inbox', 'anvil', '.needs-input')), 'the plugin wrote it');
});

test("without compiled code a worker's hooks fail open with one line on stderr, and other sessions stay silent", (t) => {
  const root = pluginRoot(t, false);
  const project = workerProject(t);
  for (const event of EVENTS) {
    const run = runHook(root, event, project, { FORGE_AGENT: 'anvil' });
    assert.equal(run.status, 0, event);
    assert.equal(run.stdout, '', event);
    assert.match(run.stderr, /^vibe-chain plugin hook [a-z-]+: .* has no compiled code \(dist\/\): run "npm install" there once; hook skipped\n$/);
    assert.deepEqual(runHook(root, event, tempDir(t, 'plugin-elsewhere-')), SILENT, event);
  }
});

test('a FORGE_AGENT that is not an agent name, or that names no project, is one line on stderr and never a block', (t) => {
  const root = pluginRoot(t);
  const project = workerProject(t);
  const bad = runHook(
    root,
    'PreToolUse',
    project,
    { FORGE_AGENT: 'Anvil Smith' },
    input('PreToolUse', project, { name: 'Bash', input: { command: 'rm -rf /' } }),
  );
  assert.deepEqual([bad.status, bad.stdout], [0, '']);
  assert.match(bad.stderr, /FORGE_AGENT "Anvil Smith" is not an agent name/);
  const lost = runHook(root, 'Stop', tempDir(t, 'plugin-elsewhere-'), { FORGE_AGENT: 'anvil' });
  assert.deepEqual([lost.status, lost.stdout], [0, '']);
  assert.match(lost.stderr, /FORGE_AGENT is anvil but no forge project holds .* \(set FORGE_PROJECT\); hook skipped\n$/);
});
