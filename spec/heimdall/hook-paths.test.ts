import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ManualClock } from '../../src/clock.js';
import { decideBash } from '../../src/heimdall/decide-bash.js';
import { countBlock } from '../../src/heimdall/escalation.js';
import { diskFsView } from '../../src/heimdall/fs-view.js';
import { runHook } from '../../src/heimdall/hook.js';
import { resolvePolicy } from '../../src/heimdall/resolve-policy.js';
import { hookInput, tempProject } from './temp-project.js';

describe('decisions on a real filesystem', () => {
  it('follows symlinks of existing prefixes: a write through a link to outside is an escape', async (t) => {
    const p = tempProject(t, '[heimdall]\nallow_temp_writes = false\n');
    const outside = join(p.root, 'outside');
    mkdirSync(outside);
    symlinkSync(outside, join(p.worktree, 'link'));
    const { policy } = await resolvePolicy({ context: p.contextFile, project: null, env: {}, cwd: p.worktree, fs: diskFsView });
    assert.equal(decideBash('echo x > link/new/file.txt', p.worktree, policy, diskFsView).findings[0]?.rule, 'path-escape');
    assert.equal(decideBash('echo x > src/new/file.txt', p.worktree, policy, diskFsView).decision, 'allow');
  });

  it('reads the current branch from the worktree for a bare git push', async (t) => {
    const p = tempProject(t);
    const { policy } = await resolvePolicy({ context: p.contextFile, project: null, env: {}, cwd: p.worktree, fs: diskFsView });
    assert.equal(decideBash('git push', p.worktree, policy, diskFsView).decision, 'allow');
    writeFileSync(join(p.worktree, '.git', 'HEAD'), 'ref: refs/heads/main\n');
    assert.equal(decideBash('git push', p.worktree, policy, diskFsView).findings[0]?.rule, 'git-push');
  });

  it('reads a SQL file named by psql -f before running it', async (t) => {
    const p = tempProject(t);
    writeFileSync(join(p.worktree, 'drop.sql'), '-- cleanup\nDROP TABLE users;\n');
    writeFileSync(join(p.worktree, 'ok.sql'), 'SELECT 1;\n');
    const { policy } = await resolvePolicy({ context: p.contextFile, project: null, env: {}, cwd: p.worktree, fs: diskFsView });
    assert.equal(decideBash('psql -f drop.sql', p.worktree, policy, diskFsView).decision, 'block');
    assert.equal(decideBash('psql -f ok.sql', p.worktree, policy, diskFsView).decision, 'allow');
    assert.equal(decideBash('psql -f missing.sql', p.worktree, policy, diskFsView).decision, 'block');
  });
});

describe('counting blocks', () => {
  it('raises the escalation exactly once among concurrent blocks', async (t) => {
    const p = tempProject(t);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        countBlock(p.root, 'anvil', 'FORGE-3', { at: '2026-04-01T12:34:00Z', reason: `block ${i}`, escalateAfter: 3, sessionId: 's' }),
      ),
    );
    assert.equal(results.filter((r) => r.raised).length, 1);
    assert.deepEqual(
      results
        .map((r) => r.violations)
        .sort((a, b) => a - b)
        .slice(-1),
      [8],
    );
    const signal = readFileSync(join(p.inbox, 'FORGE-3.escalation'), 'utf8');
    assert.match(signal, /^by: "heimdall"$/m);
    assert.match(signal, /^violations: [3-8]$/m);
  });
});

describe('what a call loads', () => {
  it('keeps the shell parsers out of the modules a Read call imports', () => {
    const seen = new Set<string>();
    const visit = (url: URL) => {
      const file = fileURLToPath(url);
      if (seen.has(file)) return;
      seen.add(file);
      for (const match of readFileSync(file, 'utf8').matchAll(/^import\s[^;]*?from\s+'(\.[^']+)';/gm)) visit(new URL(match[1]!, url));
    };
    visit(new URL('../../src/heimdall/hook.js', import.meta.url));
    const loaded = [...seen].map((f) => f.replace(/^.*\/dist\//, ''));
    assert.ok(loaded.includes('src/heimdall/decide-file-tool.js'));
    assert.deepEqual(
      loaded.filter((f) => /shell\/|decide-bash|eval\/walk|mvdan/.test(f)),
      [],
    );
  });
});

describe('the hook in process', () => {
  it('decides every file tool: credential reads, writes outside, the hook settings, relative notebook paths', async (t) => {
    const p = tempProject(t, '[heimdall]\nallow_temp_writes = false\n');
    const deps = { env: { HOME: '/home/worker' }, processCwd: p.worktree, clock: new ManualClock(Date.UTC(2026, 3, 1, 12, 34)), fs: diskFsView };
    const run = async (tool: string, input: Record<string, unknown>) =>
      (await runHook(hookInput(tool, input, p.worktree), { context: null, project: p.root }, deps)).exitCode;
    assert.equal(await run('Grep', { pattern: 'x', path: '/home/worker/.ssh' }), 2);
    assert.equal(await run('Glob', { pattern: '~/.aws/credentials' }), 2);
    assert.equal(await run('Glob', { pattern: '**/*.pem' }), 0);
    assert.equal(await run('Read', { file_path: join(p.worktree, 'README.md') }), 0);
    assert.equal(await run('Read', { file_path: join(p.worktree, '.env.example') }), 0);
    assert.equal(await run('NotebookEdit', { notebook_path: '../../x.ipynb', new_source: '' }), 2);
    assert.equal(await run('Write', { file_path: join(p.worktree, '.claude', 'settings.local.json'), content: '{}' }), 2);
    assert.equal(await run('MultiEdit', { file_path: join(p.worktree, 'src', 'a.ts'), edits: [] }), 0);
    assert.equal(await run('WebFetch', { url: 'https://example.com' }), 0);
    assert.match(
      readFileSync(p.auditLog, 'utf8'),
      /^\[2026-04-01T12:34:00Z\] HEIMDALL BLOCKED anvil\/FORGE-3: credential access — Grep \/home\/worker\/\.ssh \(x\)$/m,
    );
  });
});
