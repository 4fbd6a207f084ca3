import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { systemClock } from '../../src/clock.js';
import { findContext } from '../../src/heimdall/context.js';
import { diskFsView } from '../../src/heimdall/fs-view.js';
import { runHook } from '../../src/heimdall/hook.js';
import { tempProject } from './temp-project.js';

/**
 * A worker's task comes from the session (FORGE_AGENT and the agent's claim), never from the folder
 * it runs in: workers share worktrees and the project root, and a folder cannot say who calls.
 */
function claim(inbox: string, id: string, session: string, at: string): void {
  writeFileSync(join(inbox, `${id}.picked-up`), `agent: "anvil"\nat: "${at}"\nsession_id: "${session}"\n`);
}

function context(inbox: string, id: string, worktree: string): void {
  const base = JSON.parse(readFileSync(join(inbox, 'FORGE-3.context.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(inbox, `${id}.context.json`), JSON.stringify({ ...base, story_id: id, worktree_path: worktree }));
}

const find = (p: { root: string }, cwd: string, env: NodeJS.ProcessEnv, sessionId: string | null = null) =>
  findContext({ explicit: null, env, cwd, projectRoot: p.root, realpath: diskFsView.realpath, sessionId })?.context.story_id ?? null;

describe("Heimdall finds a worker's task from the session", () => {
  test("the agent's open claim governs wherever the session runs, the claim naming this session first, else the newest", (t) => {
    const p = tempProject(t);
    claim(p.inbox, 'FORGE-3', 'sess-old', '2026-04-01T12:00:00Z');
    assert.equal(find(p, p.root, { FORGE_AGENT: 'anvil' }), 'FORGE-3', 'the project root is not the worktree, the claim decides');
    context(p.inbox, 'FORGE-4', p.root);
    claim(p.inbox, 'FORGE-4', 'sess-new', '2026-04-01T13:00:00Z');
    assert.equal(find(p, p.worktree, { FORGE_AGENT: 'anvil' }), 'FORGE-4', 'the newest claim, though the folder is FORGE-3 worktree');
    assert.equal(find(p, p.root, { FORGE_AGENT: 'anvil' }, 'sess-old'), 'FORGE-3', "this session's own claim");
    writeFileSync(join(p.inbox, 'FORGE-4.confirmed'), '');
    assert.equal(find(p, p.root, { FORGE_AGENT: 'anvil' }, 'sess-new'), 'FORGE-3', 'a confirmed claim governs nothing');
  });

  test("an agent that holds no claim is judged without a task, never with another agent's task whose worktree holds its folder", (t) => {
    const p = tempProject(t);
    claim(p.inbox, 'FORGE-3', 'sess-1', '2026-04-01T12:00:00Z');
    assert.equal(find(p, p.worktree, { FORGE_AGENT: 'furnace' }), null);
    assert.equal(find(p, p.worktree, { FORGE_AGENT: 'not an agent' }), null);
    // A session that names no agent keeps the worktree lookup (a hand-registered guard in a worktree).
    assert.equal(find(p, p.worktree, {}), 'FORGE-3');
  });
});

describe('two registrations of Heimdall in one session', () => {
  test('decide the same call the same way, and the audit log and the block counter have one line for it', async (t) => {
    const p = tempProject(t);
    claim(p.inbox, 'FORGE-3', 'sess-1', '2026-04-01T12:00:00Z');
    const call = JSON.stringify({
      session_id: 'sess-1',
      tool_use_id: 'toolu_same',
      cwd: p.worktree,
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'rm -rf ~/projects' },
    });
    const deps = { env: { FORGE_AGENT: 'anvil', HOME: '/home/someone' }, processCwd: p.worktree, clock: systemClock, fs: diskFsView };
    const [a, b] = await Promise.all([runHook(call, { context: null, project: p.root }, deps), runHook(call, { context: null, project: p.root }, deps)]);
    assert.deepEqual([a.exitCode, b.exitCode], [2, 2]);
    assert.equal(a.stdout, b.stdout);
    const audit = readFileSync(p.auditLog, 'utf8').trim().split('\n');
    assert.equal(audit.length, 1, audit.join('\n'));
    assert.match(audit[0]!, /HEIMDALL BLOCKED anvil\/FORGE-3: /);
    assert.equal(readFileSync(join(p.inbox, '.FORGE-3.heimdall-blocks'), 'utf8').trim().split('\n').length, 1);
    // Another call of the session is recorded on its own.
    await runHook(call.replace('toolu_same', 'toolu_next'), { context: null, project: p.root }, deps);
    assert.equal(readFileSync(p.auditLog, 'utf8').trim().split('\n').length, 2);
    assert.ok(existsSync(join(p.root, '_vibe-chain-output', '.heimdall-calls', 'sess-1', 'toolu_same')));
  });
});
