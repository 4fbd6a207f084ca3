import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type SupervisorFacts, supervisorChecks } from '../../src/doctor/supervisor-checks.js';

const base: SupervisorFacts = {
  enabled: true,
  platform: 'linux',
  tmux: 'tmux 3.3a',
  commands: [{ command: 'claude', workers: ['anvil'], resolved: '/usr/bin/claude' }],
  usesClaude: true,
  claudeAuth: 'ANTHROPIC_API_KEY is set',
};
const byName = (facts: SupervisorFacts) => new Map(supervisorChecks(facts).map((result) => [result.check, result]));

test('forge doctor says what managed workers lack, each with its fix', () => {
  assert.deepEqual(
    [...byName(base).values()].map((r) => r.status),
    ['OK', 'OK', 'OK'],
  );
  const noTmux = byName({ ...base, tmux: null }).get('tmux')!;
  assert.equal(noTmux.status, 'FAIL');
  assert.match(noTmux.fix!, /install tmux/);
  const noCommand = byName({ ...base, commands: [{ command: 'claude', workers: ['anvil', 'furnace'], resolved: null }] }).get('worker command')!;
  assert.equal(noCommand.status, 'FAIL');
  assert.match(noCommand.message, /claude \(for anvil, furnace\) is not found/);
  const noAuth = byName({ ...base, claudeAuth: null }).get('claude auth')!;
  assert.equal(noAuth.status, 'WARN');
  assert.match(noAuth.fix!, /log in/);
  assert.equal(byName({ ...base, usesClaude: false }).has('claude auth'), false);
});

test('with the supervisor off nothing is asked of the machine; native Windows is told to use WSL', () => {
  assert.deepEqual(
    supervisorChecks({ ...base, enabled: false, tmux: null }).map((r) => r.status),
    ['OK'],
  );
  const windows = supervisorChecks({ ...base, platform: 'win32' });
  assert.equal(windows.length, 1);
  assert.match(windows[0]!.fix!, /WSL/);
});
