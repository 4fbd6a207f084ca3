import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseWatchMode, type FilesystemFacts, type WatchSetting } from '../../protocol/watch-mode.js';
import { watchCheck } from '../../src/doctor/watch-check.js';

const nfs = (options: string[]): FilesystemFacts => ({
  path: '/srv/shared/p',
  mount: { mountPoint: '/srv/shared', fsType: 'nfs4', source: 'files:/export', options: ['rw', ...options] },
});
const facts = (setting: WatchSetting, filesystem: FilesystemFacts) => ({
  setting,
  pollIntervalMs: 1000,
  filesystem,
  choice: chooseWatchMode(setting, filesystem),
});

test('doctor says which watch mode applies and why, with the NFS cache options', () => {
  const result = watchCheck(facts('auto', nfs(['actimeo=3'])));
  assert.equal(result.status, 'OK');
  assert.match(result.message, /^polling every 1000 ms \(watch = "auto": .*nfs4.*\); mount options actimeo=3$/);
});

test('doctor warns about native events on a network filesystem, and about polling without close-to-open', () => {
  const native = watchCheck(facts('native', nfs([])));
  assert.equal(native.status, 'WARN');
  assert.match(native.fix ?? '', /watch = "auto"/);
  assert.equal(watchCheck(facts('auto', nfs(['nocto']))).status, 'WARN');
  assert.equal(watchCheck(facts('auto', { path: '/home/p', mount: { mountPoint: '/', fsType: 'ext4', source: '/dev/sda1', options: [] } })).status, 'OK');
});
