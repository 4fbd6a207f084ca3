import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runMain } from '../helpers/run-main.js';
import { hookInput, tempProject } from './temp-project.js';

async function forge(argv: string[], cwd: string, stdin = ''): Promise<{ code: number; out: string; err: string }> {
  const { code, stdout, stderr } = await runMain(argv, { cwd, stdin });
  return { code, out: stdout, err: stderr };
}

describe('forge explain', () => {
  it('lists each command found, through its wrappers, with the rule that fired and the verdict', async (t) => {
    const p = tempProject(t);
    const { code, out } = await forge(['explain', 'FOO=1 sudo bash -c "cd / && rm -rf *"; npm test', '--context', p.contextFile], p.worktree);
    assert.equal(code, 0);
    assert.match(out, /^context: anvil\/FORGE-3/m);
    assert.match(out, /rm -rf \*\s+\(via sudo > bash -c, cwd \/\)/);
    assert.match(out, /block path escape \[rm-recursive\]/);
    assert.match(out, /npm test .*\n\s+allow: no rule applies/);
    assert.match(out, /^verdict: BLOCK$/m);
    assert.ok(!existsSync(p.auditLog), 'explain logs nothing');
  });

  it('answers in JSON with --json', async (t) => {
    const p = tempProject(t);
    const { out } = await forge(['explain', 'git push --force', '--json', '--cwd', p.worktree], p.root);
    const answer = JSON.parse(out) as { ok: boolean; decision: string; context: { story_id: string }; commands: Array<{ findings: Array<{ rule: string }> }> };
    assert.equal(answer.ok, true);
    assert.equal(answer.decision, 'block');
    assert.equal(answer.context.story_id, 'FORGE-3');
    assert.equal(answer.commands[0]!.findings[0]!.rule, 'git-push');
  });
});

describe('forge hooks install', () => {
  it('writes hooks that name no agent and no story, checked, and reports an unchanged file the second time', async (t) => {
    const p = tempProject(t);
    const first = await forge(['hooks', 'install', '--worktree', p.worktree, '--project', p.root], p.root);
    assert.match(first.out, /^wrote .*settings\.local\.json$/m);
    const second = await forge(['hooks', 'install', '--worktree', p.worktree, '--project', p.root, '--json'], p.root);
    assert.deepEqual(JSON.parse(second.out), { ok: true, file: join(p.worktree, '.claude', 'settings.local.json'), changed: false });
    const text = readFileSync(join(p.worktree, '.claude', 'settings.local.json'), 'utf8');
    assert.match(text, /bin-scripts\/heimdall --project /);
    assert.match(text, /forge hook stop --project /);
    assert.doesNotMatch(text, /--context|--agent|FORGE-3/);
  });

  it('refuses --context: a folder any session opens must not name a story', async (t) => {
    const p = tempProject(t);
    const run = await forge(['hooks', 'install', '--worktree', p.worktree, '--context', p.contextFile], p.root);
    assert.equal(run.code, 2);
    assert.match(run.err, /--context is gone/);
  });
});

describe('forge hook pre-tool', () => {
  it('is the same hook as bin-scripts/heimdall', async (t) => {
    const p = tempProject(t);
    const blocked = await forge(['hook', 'pre-tool', '--context', p.contextFile], p.worktree, hookInput('Bash', { command: 'git push --force' }, p.worktree));
    assert.equal(blocked.code, 2);
    assert.match(blocked.err, /rule: git-push/);
    assert.equal(JSON.parse(blocked.out).hookSpecificOutput.permissionDecision, 'deny');
    const allowed = await forge(['hook', 'pre-tool', '--context', p.contextFile], p.worktree, hookInput('Bash', { command: 'git status' }, p.worktree));
    assert.deepEqual(allowed, { code: 0, out: '', err: '' });
  });
});
