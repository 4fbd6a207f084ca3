import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Config } from '../../protocol/config.js';
import { degradedCheck, degradedFacts } from '../../src/doctor/degraded-check.js';
import { supervisorFacts } from '../../src/doctor/gather-supervisor.js';
import { type SupervisorFacts, supervisorChecks } from '../../src/doctor/supervisor-checks.js';
import { tempProject } from '../helpers/temp-project.js';

const base: SupervisorFacts = {
  enabled: true,
  platform: 'linux',
  tmux: 'tmux 3.3a',
  commands: [{ command: 'claude', workers: ['anvil'], resolved: '/usr/bin/claude' }],
  claudeAuth: [{ worker: 'anvil', found: 'ANTHROPIC_API_KEY is set' }],
  hosts: { thisHost: 'host-a', holderHost: 'host-a', workers: [{ worker: 'anvil', pinned: null }] },
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
  const noAuth = byName({ ...base, claudeAuth: [{ worker: 'anvil', found: null }] }).get('claude auth')!;
  assert.equal(noAuth.status, 'WARN');
  assert.match(noAuth.message, /for anvil/);
  assert.match(noAuth.fix!, /log in/);
  assert.equal(byName({ ...base, claudeAuth: [] }).has('claude auth'), false);
});

test('forge doctor says which host runs each managed worker once one is pinned to a host, and nothing of hosts otherwise', () => {
  assert.equal(byName(base).has('worker hosts'), false);
  const workers = [
    { worker: 'anvil', pinned: null },
    { worker: 'furnace', pinned: 'host-b' },
  ];
  const onA = byName({ ...base, hosts: { thisHost: 'host-a', holderHost: 'host-a', workers } }).get('worker hosts')!;
  assert.equal(onA.status, 'OK');
  assert.equal(
    onA.message,
    "anvil on host-a (the lease holder's host); furnace on host-b ([workers.furnace] host); this host (host-a) runs anvil as the lease holder",
  );
  const onB = byName({ ...base, hosts: { thisHost: 'host-b', holderHost: 'host-a', workers } }).get('worker hosts')!;
  assert.match(onB.message, /this host \(host-b\) runs furnace, in its holder or standby daemon$/);
  const noHolder = byName({ ...base, hosts: { thisHost: 'host-c', holderHost: null, workers } }).get('worker hosts')!;
  assert.match(noHolder.message, /anvil on the lease holder's host \(none holds the project now\); .*this host \(host-c\) runs none of them/);
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

test("forge doctor finds Claude Code's key in each worker's own [workers.NAME] env, and names a worker that has none", async (t) => {
  const root = await tempProject(t);
  const env = { PATH: process.env.PATH ?? '', HOME: root };
  const worker = (extra: Record<string, unknown>) => ({ task_types: ['frontend'], command: ['claude'], ...extra });
  const config = (anvilEnv: Record<string, string>) =>
    Config.parse({
      supervisor: { enabled: true },
      workers: { anvil: worker({ env: anvilEnv }), furnace: worker({ task_types: ['backend'], env: { ANTHROPIC_API_KEY: 'sk-test' } }) },
    });
  const both = supervisorChecks(await supervisorFacts(root, config({ ANTHROPIC_AUTH_TOKEN: 'token' }), env)).find((r) => r.check === 'claude auth')!;
  assert.equal(both.status, 'OK', both.message);
  const one = supervisorChecks(await supervisorFacts(root, config({}), env)).find((r) => r.check === 'claude auth')!;
  assert.equal(one.status, 'WARN');
  assert.match(one.message, /found for anvil \(/);
});

test("forge doctor checks the degraded run's client the way a degraded run finds it, and not under when_busy = queue", async (t) => {
  const root = await tempProject(t);
  const env = { PATH: '/nonexistent-bin', HOME: root };
  const missing = degradedCheck(await degradedFacts(root, Config.parse({}), env));
  assert.equal(missing.status, 'WARN');
  assert.match(missing.message, /claude \(from \[lab\] degraded_command\) is not found on PATH/);
  assert.match(missing.fix!, /when_busy = "queue"/);
  const own = Config.parse({ workers: { anvil: { task_types: ['frontend'], command: [`${root}/bin/claude`] } } });
  assert.match(degradedCheck(await degradedFacts(root, own, env)).message, /from \[workers\.anvil\] command\) is not found at that path/);
  const withNode = Config.parse({ lab: { degraded_command: `${process.execPath} --version` } });
  const found = degradedCheck(await degradedFacts(root, withNode, env));
  assert.equal(found.status, 'OK');
  assert.ok(found.message.includes(`-> ${process.execPath}`), found.message);
  assert.equal(degradedCheck(await degradedFacts(root, Config.parse({ lab: { when_busy: 'queue' } }), env)).status, 'OK');
});
