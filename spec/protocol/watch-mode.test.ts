import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cacheOptions, chooseWatchMode, isSharedFilesystem, mountOf, parseMountInfo } from '../../protocol/watch-mode.js';

const MOUNTINFO = [
  '27 1 254:0 / / rw,relatime - ext4 /dev/vda rw,discard',
  '60 27 0:50 / /srv/shared rw,relatime shared:5 - nfs4 files:/export rw,vers=4.2,actimeo=3,lookupcache=positive,hard',
  '61 60 0:51 / /srv/shared/local\\040copy rw - tmpfs tmpfs rw',
  '62 27 0:52 / /mnt/gdrive rw,nosuid - fuse.rclone gdrive: rw,user_id=1000',
  'not a mountinfo line',
].join('\n');

test('mountinfo lines are read with their type, source, options and unescaped mount point; odd lines are skipped', () => {
  const entries = parseMountInfo(MOUNTINFO);
  assert.equal(entries.length, 4);
  assert.deepEqual(entries[1], {
    mountPoint: '/srv/shared',
    fsType: 'nfs4',
    source: 'files:/export',
    options: ['rw', 'relatime', 'rw', 'vers=4.2', 'actimeo=3', 'lookupcache=positive', 'hard'],
  });
  assert.equal(entries[2]?.mountPoint, '/srv/shared/local copy');
});

test('the mount holding a path is the longest mount point containing it, never a mere name prefix', () => {
  const entries = parseMountInfo(MOUNTINFO);
  assert.equal(mountOf(entries, '/srv/shared/project')?.fsType, 'nfs4');
  assert.equal(mountOf(entries, '/srv/shared')?.fsType, 'nfs4');
  assert.equal(mountOf(entries, '/srv/shared/local copy/p')?.fsType, 'tmpfs');
  assert.equal(mountOf(entries, '/srv/shared-not/p')?.fsType, 'ext4');
  assert.equal(mountOf([], '/x'), null);
});

test('network, cluster and FUSE filesystems are shared; local ones are not', () => {
  for (const type of ['nfs', 'nfs4', 'cifs', 'smb3', 'ceph', '9p', 'glusterfs', 'lustre', 'fuse', 'fuse.sshfs', 'fuseblk'])
    assert.equal(isSharedFilesystem(type), true, type);
  for (const type of ['ext4', 'xfs', 'btrfs', 'tmpfs', 'zfs', 'overlay', 'apfs']) assert.equal(isSharedFilesystem(type), false, type);
});

test('auto polls on a shared filesystem and watches natively on a local one, saying why; a fixed setting is kept', () => {
  const entries = parseMountInfo(MOUNTINFO);
  const nfs = chooseWatchMode('auto', { path: '/srv/shared/p', mount: mountOf(entries, '/srv/shared/p') });
  assert.equal(nfs.mode, 'poll');
  assert.match(nfs.reason, /nfs4 \(files:\/export at \/srv\/shared\)/);
  assert.equal(chooseWatchMode('auto', { path: '/mnt/gdrive/p', mount: mountOf(entries, '/mnt/gdrive/p') }).mode, 'poll');
  const local = chooseWatchMode('auto', { path: '/home/p', mount: mountOf(entries, '/home/p') });
  assert.equal(local.mode, 'native');
  assert.match(local.reason, /ext4.*local/);
  const unknown = chooseWatchMode('auto', { path: '/p', mount: null, unknownBecause: 'no /proc/self/mountinfo on darwin' });
  assert.equal(unknown.mode, 'native');
  assert.match(unknown.reason, /darwin/);
  assert.deepEqual(chooseWatchMode('native', { path: '/srv/shared/p', mount: mountOf(entries, '/srv/shared/p') }), {
    mode: 'native',
    reason: '[daemon] watch = "native"',
  });
  assert.equal(chooseWatchMode('poll', { path: '/home/p', mount: null }).mode, 'poll');
});

test('the NFS cache options that set reaction times are picked out for doctor', () => {
  const nfs = parseMountInfo(MOUNTINFO)[1];
  assert.ok(nfs);
  assert.deepEqual(cacheOptions(nfs), ['actimeo=3', 'lookupcache=positive']);
});
