import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isSandboxHost } from '../../protocol/claude-sandbox-rules.js';
import { settingsProblems } from '../../protocol/claude-settings-rules.js';
import { DEFAULT_SANDBOX_HOSTS, DEFAULT_SANDBOX_WRITE, missingExcludes, SANDBOX_EXCLUDES, sandboxSettings } from '../../protocol/sandbox-settings.js';

const place = {
  folder: '/srv/shop/trees/APP-1',
  projectRoot: '/srv/shop',
  agent: 'anvil',
  gitCommonDir: '/srv/shop/.git',
  hosts: DEFAULT_SANDBOX_HOSTS,
  write: DEFAULT_SANDBOX_WRITE,
  hookHost: '127.0.0.1:4100',
};

describe('the sandbox section of a worker session', () => {
  test('fails closed and takes away the unsandboxed retry; best-effort only drops failIfUnavailable', () => {
    const required = sandboxSettings(place, 'required', '/home/w').sandbox as Record<string, unknown>;
    assert.deepEqual([required.enabled, required.failIfUnavailable, required.allowUnsandboxedCommands], [true, true, false]);
    const best = sandboxSettings(place, 'best-effort', '/home/w').sandbox as Record<string, unknown>;
    assert.deepEqual([best.enabled, best.failIfUnavailable, best.allowUnsandboxedCommands], [true, false, false]);
  });

  test('writes where Heimdall lets a worker write, and nowhere else of the project', () => {
    const { sandbox } = sandboxSettings(place, 'required', '/home/w') as { sandbox: { filesystem: { allowWrite: string[]; denyRead: string[] } } };
    assert.deepEqual(sandbox.filesystem.allowWrite.slice(0, 5), [
      '/srv/shop/trees/APP-1',
      '/srv/shop/_vibe-chain-output/handoffs',
      '/srv/shop/_vibe-chain-output/worker-inbox/anvil',
      '/srv/shop/_vibe-chain-output/broadcasts',
      '/srv/shop/.git',
    ]);
    assert.ok(!sandbox.filesystem.allowWrite.includes('/srv/shop'));
    assert.ok(!sandbox.filesystem.allowWrite.some((p) => p.endsWith('_vibe-chain-output') || p.endsWith('worker-inbox')));
    assert.ok(sandbox.filesystem.denyRead.includes('~/.ssh') && sandbox.filesystem.denyRead.includes('/srv/shop/trees/APP-1/**/.env'));
  });

  test('a strict host list with the daemon that answers the hooks, and the file tools denied the credential paths with // rules', () => {
    const settings = sandboxSettings(place, 'required', '/home/w') as {
      sandbox: { network: { allowedDomains: string[]; strictAllowlist: boolean } };
      permissions: { deny: string[]; additionalDirectories: string[] };
    };
    assert.equal(settings.sandbox.network.strictAllowlist, true);
    assert.ok(settings.sandbox.network.allowedDomains.includes('registry.npmjs.org'));
    assert.ok(settings.sandbox.network.allowedDomains.includes('127.0.0.1:4100'));
    assert.ok(settings.permissions.deny.includes('Read(//home/w/.ssh/**)'));
    assert.ok(settings.permissions.deny.includes('Read(//home/w/.aws)'));
    assert.ok(!settings.permissions.additionalDirectories.includes(place.folder));
    assert.ok(settings.permissions.additionalDirectories.every((p) => p.startsWith('/')));
  });

  test('passes the rules the settings are checked against; a host or path the client would not take is refused, naming the field', () => {
    assert.deepEqual(settingsProblems(sandboxSettings(place, 'required', '/home/w')), []);
    const bad = sandboxSettings({ ...place, hosts: ['registry.npmjs.org', 'https://evil.example/', ''], write: ['relative/cache'] }, 'required', '/home/w');
    const fields = settingsProblems(bad).map((p) => p.field);
    assert.ok(fields.includes('sandbox.network.allowedDomains[1]'), fields.join());
    assert.ok(fields.includes('sandbox.network.allowedDomains[2]'), fields.join());
    assert.ok(
      fields.some((f) => f.startsWith('sandbox.filesystem.allowWrite[')),
      fields.join(),
    );
    assert.deepEqual(
      settingsProblems({ sandbox: { enabled: 'yes' } }).map((p) => p.field),
      ['sandbox.enabled'],
    );
  });

  test('hosts: names, *. wildcards, ports, IPv6 loopback; not URLs, paths or bare *', () => {
    for (const host of ['github.com', '*.npmjs.org', 'db.example.com:5432', '127.0.0.1:3000', '[::1]:4100']) assert.ok(isSandboxHost(host), host);
    for (const host of ['https://github.com', 'github.com/x', '*', 'a b', '*.']) assert.ok(!isSandboxHost(host), host);
  });

  test('the stand-in excludes are anchored at the root and added once', () => {
    assert.deepEqual(
      missingExcludes(''),
      SANDBOX_EXCLUDES.map((n) => `/${n}`),
    );
    const all = `# mine\n*.log\n${missingExcludes('').join('\n')}\n`;
    assert.deepEqual(missingExcludes(all), []);
    assert.deepEqual(missingExcludes('/.bashrc\n').includes('/.bashrc'), false);
  });
});
