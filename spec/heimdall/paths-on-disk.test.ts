import assert from 'node:assert/strict';
import { linkSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { decideBash } from '../../src/heimdall/decide-bash.js';
import { decideRead, decideWrite } from '../../src/heimdall/decide-file-tool.js';
import { diskFsView } from '../../src/heimdall/fs-view.js';
import type { Policy } from '../../src/heimdall/policy.js';
import { fixturePolicy } from './fixture-policy.js';

/**
 * Paths resolved against a real filesystem, as the kernel resolves them: a home folder with keys,
 * a worktree with links into it, a sibling worktree, and the commands and file-tool calls that
 * reach them through links, `..` after a link, dangling links and directory changes.
 */
describe('paths resolved on disk', () => {
  let base = '';
  let home = '';
  let worktree = '';
  let sibling = '';
  let policy: Policy;
  const bash = (command: string) => decideBash(command, worktree, policy, diskFsView);
  const rules = (command: string) =>
    bash(command)
      .findings.filter((f) => f.decision === 'block')
      .map((f) => f.rule);

  before(() => {
    base = realpathSync(mkdtempSync(join(tmpdir(), 'heimdall-paths-')));
    home = join(base, 'home');
    worktree = join(base, 'wt', 'FORGE-3');
    sibling = join(base, 'wt', 'FORGE-9');
    for (const dir of [join(home, '.ssh'), join(home, '.aws'), join(worktree, 'fixtures'), join(worktree, 'src'), join(sibling, 'src')])
      mkdirSync(dir, { recursive: true });
    writeFileSync(join(home, '.ssh', 'id_rsa'), 'key');
    writeFileSync(join(home, '.aws', 'credentials'), 'aws');
    writeFileSync(join(home, '.bashrc'), '');
    writeFileSync(join(sibling, 'src', 'index.ts'), '');
    symlinkSync(join(home, '.ssh', 'id_rsa'), join(worktree, 'fixtures', 'deploy_key.txt'));
    symlinkSync(join(home, '.aws'), join(worktree, 'cloud'));
    symlinkSync(join(home, '.ssh'), join(worktree, 'keys'));
    // `home-link/..` is the home folder's parent, not the worktree.
    symlinkSync(home, join(worktree, 'home-link'));
    symlinkSync(join(home, '.bashrc'), join(worktree, 'rc'));
    symlinkSync(join(home, 'not-there-yet'), join(worktree, 'dangling'));
    policy = fixturePolicy({ worktree, allowedPaths: [worktree], tempDirs: [], outputDir: null, home });
  });

  after(() => rmSync(base, { recursive: true, force: true }));

  it('refuses Bash reads of a file that links to a credential, and of a folder link to one', () => {
    assert.deepEqual(rules('cat fixtures/deploy_key.txt'), ['credential-read']);
    assert.deepEqual(rules('cat cloud/credentials'), ['credential-read']);
    assert.deepEqual(rules('base64 < keys/id_rsa'), ['credential-read']);
    assert.match(bash('cat fixtures/deploy_key.txt').findings[0]!.message, /resolves to .*\.ssh\/id_rsa/);
  });

  it('refuses Read and Grep of a linked credential, and Grep of a link to the home folder', () => {
    assert.equal(decideRead('Read', { file_path: join(worktree, 'fixtures', 'deploy_key.txt') }, worktree, home, diskFsView).decision, 'block');
    assert.equal(decideRead('Grep', { pattern: 'x', path: join(worktree, 'cloud') }, worktree, home, diskFsView).decision, 'block');
    assert.equal(decideRead('Grep', { pattern: 'x', path: join(worktree, 'home-link') }, worktree, home, diskFsView).decision, 'block');
    assert.equal(decideRead('Read', { file_path: join(worktree, 'src') }, worktree, home, diskFsView).decision, 'allow');
  });

  it('refuses writes through a link, through link/.., and through a dangling link, in Bash and in Write', () => {
    assert.deepEqual(rules('echo x >> rc'), ['path-escape']);
    assert.deepEqual(rules('touch home-link/../escaped'), ['path-escape']);
    assert.deepEqual(rules('echo x > dangling'), ['path-escape']);
    assert.equal(decideWrite('Write', { file_path: join(worktree, 'dangling') }, worktree, policy, diskFsView).decision, 'block');
    assert.equal(decideWrite('Write', { file_path: `${worktree}/home-link/../x` }, worktree, policy, diskFsView).decision, 'block');
    assert.equal(decideWrite('Write', { file_path: join(worktree, 'src', 'new.ts') }, worktree, policy, diskFsView).decision, 'allow');
  });

  it('follows a link made earlier in the same command, for reads, writes and directory changes', () => {
    assert.ok(rules(`ln -s "${home}/.aws" a && cat a/credentials`).includes('credential-read'));
    assert.ok(rules(`ln -s "${home}" h && echo x > h/.profile`).includes('path-escape'));
    assert.ok(rules(`ln -s "${base}/wt" up && cd up && rm -rf FORGE-9`).includes('rm-recursive'));
    assert.deepEqual(rules('ln -s src/index.ts entry.ts && cat entry.ts'), []);
  });

  it('refuses a hard link to a file in another worktree, and allows one inside its own', () => {
    assert.deepEqual(rules(`ln ${sibling}/src/index.ts src/shared.ts`), ['path-escape']);
    assert.deepEqual(rules('ln src/a.ts src/b.ts'), []);
    linkSync(join(sibling, 'src', 'index.ts'), join(worktree, 'src', 'linked.ts'));
    // An existing hard link is the same inode as the other worktree's file; resolving it by name cannot tell, and this is left to the OS sandbox.
    assert.deepEqual(rules('echo x > src/linked.ts'), []);
  });

  it('judges a word too long to be a path name without failing', () => {
    assert.deepEqual(rules(`cat ${'x'.repeat(5000)}`), []);
    assert.deepEqual(rules(`echo hi > ${'y/'.repeat(3000)}z`), []);
  });

  it('reads `cd -P link/..` as the kernel does and plain `cd link/..` as the shell does', () => {
    assert.deepEqual(rules('cd -P home-link/.. && rm -rf home'), ['rm-recursive']);
    assert.deepEqual(rules('cd home-link/.. && rm -rf src'), []);
  });
});
