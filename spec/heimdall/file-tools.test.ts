import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decideBash } from '../../src/heimdall/decide-bash.js';
import { decideRead } from '../../src/heimdall/decide-file-tool.js';
import { fixtureFs, fixturePolicy, HOME, WORKTREE } from './fixture-policy.js';

const read = (tool: string, input: Record<string, unknown>) => decideRead(tool, input, WORKTREE, HOME);

describe('Read, Grep and Glob on credential locations', () => {
  const dangerous: Array<[string, Record<string, unknown>]> = [
    ['Glob', { pattern: '**/*', path: '~/.aws' }],
    ['Glob', { pattern: '*', path: `${HOME}/.aws` }],
    ['Glob', { pattern: '**/*', path: '~/.config/gcloud' }],
    ['Glob', { pattern: '*', path: `${HOME}/.gnupg` }],
    ['Glob', { pattern: '~/.ssh/*' }],
    ['Glob', { pattern: `${HOME}/.ss?/*` }],
    ['Glob', { pattern: '**/secrets/**' }],
    ['Glob', { pattern: 'config/secrets/*.yaml' }],
    ['Glob', { pattern: '*', path: `${HOME}/.kube` }],
    ['Grep', { pattern: 'x', path: `${HOME}/.ssh` }],
    ['Grep', { pattern: 'aws_secret', path: '~/.aws' }],
    ['Grep', { pattern: 'KEY', path: '.env' }],
    ['Grep', { pattern: 'KEY', glob: '.env*' }],
    ['Grep', { pattern: 'KEY', glob: '**/.env.*' }],
    ['Grep', { pattern: 'BEGIN', glob: '*.pem' }],
    ['Grep', { pattern: 'password', path: 'deploy/secrets' }],
    ['Grep', { pattern: 'token', path: '~' }],
    ['Grep', { pattern: 'token', path: '/home' }],
    ['Read', { file_path: '~/.ssh/id_ed25519' }],
    ['Read', { file_path: `${HOME}/.aws/config` }],
    ['Read', { file_path: '/proc/1/environ' }],
  ];
  for (const [tool, input] of dangerous) {
    it(`blocks ${tool} ${JSON.stringify(input)}`, () => {
      const verdict = read(tool, input);
      assert.equal(verdict.decision, 'block');
      assert.equal(verdict.findings[0]?.rule, 'credential-read');
    });
  }

  const everyday: Array<[string, Record<string, unknown>]> = [
    ['Glob', { pattern: '**/*.ts' }],
    ['Glob', { pattern: 'src/**/*.test.ts', path: WORKTREE }],
    ['Glob', { pattern: '**/.env*' }],
    ['Glob', { pattern: '.env.example' }],
    ['Grep', { pattern: 'TODO', path: 'src' }],
    ['Grep', { pattern: 'API_KEY', glob: '*.ts' }],
    ['Grep', { pattern: 'PORT', path: '.env.example' }],
    ['Grep', { pattern: 'secret', type: 'ts' }],
    ['Read', { file_path: '~/.ssh/id_ed25519.pub' }],
    ['Read', { file_path: `${HOME}/.ssh/known_hosts` }],
    ['Read', { file_path: `${WORKTREE}/src/secrets.ts` }],
    ['Read', { file_path: `${WORKTREE}/.env.example` }],
  ];
  for (const [tool, input] of everyday) {
    it(`allows ${tool} ${JSON.stringify(input)}`, () => {
      assert.equal(read(tool, input).decision, 'allow');
    });
  }
});

describe('the full parser and a # glued to a word', () => {
  it('refuses a # right after a quote or an expansion, which bash keeps in the word and mvdan-sh reads as a comment', () => {
    for (const command of ["echo 'a'#; rm -rf ~", 'echo "a"#; rm -rf ~', 'echo $X#; rm -rf ~']) {
      assert.equal(decideBash(command, WORKTREE, fixturePolicy(), fixtureFs).decision, 'block', command);
    }
    for (const command of ['echo x # a comment', 'echo a#b', "git commit -m 'fix #12'", 'for i in 1 2; do echo $i; done # loop']) {
      assert.notEqual(decideBash(command, WORKTREE, fixturePolicy(), fixtureFs).decision, 'block', command);
    }
  });
});
