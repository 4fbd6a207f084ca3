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
  reconcileIntervalMs: 30_000,
  filesystem,
  choice: chooseWatchMode(setting, filesystem),
});

test('doctor says which watch mode applies and why, with the NFS cache options', () => {
  const result = watchCheck(facts('auto', nfs(['actimeo=3'])));
  assert.equal(result.status, 'OK');
  assert.match(
    result.message,
    /^polling every 1000 ms \(watch = "auto": .*nfs4.*\); mount options actimeo=3; another host's change is seen within the poll and a listing, up to about 1 s plus the server's answer/,
  );
});

test('doctor says what the mount options cost in reaction time to another host: the poll, the folder cache without close-to-open, the reconcile with native events', () => {
  assert.match(watchCheck(facts('native', nfs([]))).message, /another host's change is seen at the next reconcile, up to 30 s/);
  assert.match(watchCheck(facts('auto', nfs(['nocto']))).message, /up to 60 s \(acdirmax, with nocto\)/);
  assert.match(watchCheck(facts('auto', nfs(['nocto', 'acdirmax=20']))).message, /up to 20 s \(acdirmax, with nocto\)/);
  assert.match(watchCheck(facts('auto', nfs(['nocto', 'actimeo=3']))).message, /up to 3 s \(acdirmax, with nocto\)/);
  assert.match(watchCheck(facts('auto', nfs(['noac']))).message, /up to 1 s \(noac: every look asks the server\)/);
  const local = watchCheck(facts('auto', { path: '/home/p', mount: { mountPoint: '/', fsType: 'ext4', source: '/dev/sda1', options: [] } }));
  assert.doesNotMatch(local.message, /another host/);
});

test('doctor warns about native events on a network filesystem, and about polling without close-to-open', () => {
  const native = watchCheck(facts('native', nfs([])));
  assert.equal(native.status, 'WARN');
  assert.match(native.fix ?? '', /watch = "auto"/);
  assert.equal(watchCheck(facts('auto', nfs(['nocto']))).status, 'WARN');
  assert.equal(watchCheck(facts('auto', { path: '/home/p', mount: { mountPoint: '/', fsType: 'ext4', source: '/dev/sda1', options: [] } })).status, 'OK');
});
