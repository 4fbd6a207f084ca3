import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { decideBash } from '../../src/heimdall/decide-bash.js';
import { countBlock } from '../../src/heimdall/escalation.js';
import { diskFsView } from '../../src/heimdall/fs-view.js';
import { resolvePolicy } from '../../src/heimdall/resolve-policy.js';
import { tempProject } from './temp-project.js';

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
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => countBlock(p.root, 'anvil', 'FORGE-3', { at: '2026-04-01T12:34:00Z', reason: `block ${i}`, escalateAfter: 3, sessionId: 's' })));
    assert.equal(results.filter((r) => r.raised).length, 1);
    assert.deepEqual(results.map((r) => r.violations).sort((a, b) => a - b).slice(-1), [8]);
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
    assert.deepEqual(loaded.filter((f) => /shell\/|decide-bash|eval\/walk|mvdan/.test(f)), []);
  });
});
