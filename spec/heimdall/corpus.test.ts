import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decideBash } from '../../src/heimdall/decide-bash.js';
import { dangerous, everyday } from './corpus-data.js';
import { fixtureFs, fixturePolicy, WORKTREE } from './fixture-policy.js';

describe('the labelled corpus', () => {
  it('has at least 300 dangerous and 200 everyday commands', () => {
    assert.ok(dangerous().length >= 300, `${dangerous().length} dangerous`);
    assert.ok(everyday().length >= 200, `${everyday().length} everyday`);
  });

  it('blocks every dangerous command, with the rule it is labelled with', () => {
    const misses: string[] = [];
    for (const row of dangerous()) {
      const verdict = decideBash(row.command, WORKTREE, fixturePolicy(), fixtureFs);
      const rules = verdict.findings.filter((f) => f.decision === 'block').map((f) => f.rule);
      if (verdict.decision !== 'block' || (row.rule && !rules.includes(row.rule as never)))
        misses.push(`${JSON.stringify(row.command)} expected ${row.rule}, got ${verdict.decision} ${rules.join(',')}`);
    }
    assert.deepEqual(misses, []);
  });

  it('blocks at most 1% of everyday commands', () => {
    const rows = everyday();
    const blocked = rows.filter((row) => decideBash(row.command, WORKTREE, fixturePolicy(), fixtureFs).decision === 'block').map((r) => r.command);
    assert.ok(blocked.length <= rows.length * 0.01, `blocked ${blocked.length}/${rows.length}: ${blocked.join(' | ')}`);
  });

  it('allows DROP TABLE when the task declares a migration, but never DROP DATABASE', () => {
    const policy = fixturePolicy({ hasDbMigration: true });
    assert.equal(decideBash('psql -c "DROP TABLE users"', WORKTREE, policy, fixtureFs).decision, 'allow');
    assert.equal(decideBash('npx prisma migrate deploy', WORKTREE, policy, fixtureFs).decision, 'audit');
    assert.equal(decideBash('psql -c "DROP DATABASE app"', WORKTREE, policy, fixtureFs).decision, 'block');
  });

  it('obeys on_parse_error and the deny and allow patterns of the config', () => {
    assert.equal(decideBash('echo "unterminated', WORKTREE, fixturePolicy(), fixtureFs).decision, 'block');
    assert.equal(decideBash('echo "unterminated', WORKTREE, fixturePolicy({ onParseError: 'allow' }), fixtureFs).decision, 'allow');
    assert.equal(
      decideBash('terraform destroy -auto-approve', WORKTREE, fixturePolicy({ deny: ['terraform destroy*'] }), fixtureFs).findings[0]?.rule,
      'config-deny',
    );
    assert.equal(decideBash('rm -rf /tmp/cache-1', WORKTREE, fixturePolicy({ allow: ['rm -rf /tmp/cache-*'] }), fixtureFs).decision, 'allow');
  });

  it('logs audited allows: installs, curl with its host, git commit --amend, writes under the output folder', () => {
    const audited = (command: string) => decideBash(command, WORKTREE, fixturePolicy(), fixtureFs).findings.map((f) => `${f.decision}:${f.rule}`);
    assert.deepEqual(audited('npm install zod'), ['audit:install']);
    assert.deepEqual(audited('git commit --amend --no-edit'), ['audit:git-amend']);
    assert.deepEqual(audited('echo done > /srv/forge/project/_vibe-chain-output/handoffs/FORGE-3-pr-handoff.md'), ['audit:output-write']);
    const curl = decideBash('curl -s https://api.github.com/repos/a/b', WORKTREE, fixturePolicy(), fixtureFs).findings[0]!;
    assert.match(curl.message, /api\.github\.com/);
  });
});
