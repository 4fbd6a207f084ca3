import assert from 'node:assert/strict';
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { chooseWatchMode } from '../../protocol/watch-mode.js';
import { filesystemOf } from '../../src/fs/watch-mode.js';
import { onCleanup } from '../helpers/cleanup.js';

test('the filesystem of a project is the mount holding its real path, a symlink followed and a missing folder judged by its parent', async (t) => {
  const base = await realpath(await mkdtemp(join(tmpdir(), 'vibe-chain-mounts-')));
  onCleanup(t, () => rm(base, { recursive: true, force: true }));
  const shared = join(base, 'shared');
  await mkdir(join(shared, 'project'), { recursive: true });
  await symlink(join(shared, 'project'), join(base, 'link'));
  const table = join(base, 'mountinfo');
  await writeFile(
    table,
    ['27 1 254:0 / / rw,relatime - ext4 /dev/vda rw', `60 27 0:50 / ${shared.replaceAll(' ', '\\040')} rw,relatime - nfs4 files:/export rw,actimeo=3`, ''].join(
      '\n',
    ),
  );
  const viaLink = filesystemOf(join(base, 'link'), table);
  assert.equal(viaLink.path, join(shared, 'project'));
  assert.equal(viaLink.mount?.fsType, 'nfs4');
  assert.equal(chooseWatchMode('auto', viaLink).mode, 'poll');
  assert.equal(filesystemOf(join(shared, 'project', 'not-yet', 'deeper'), table).mount?.fsType, 'nfs4');
  assert.equal(filesystemOf(base, table).mount?.fsType, 'ext4');
  const unknown = filesystemOf(base, join(base, 'no-such-mountinfo'));
  assert.equal(unknown.mount, null);
  assert.match(unknown.unknownBecause ?? '', /no-such-mountinfo/);
  assert.equal(chooseWatchMode('auto', unknown).mode, 'native');
});
