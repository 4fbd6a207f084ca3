import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { writeDerivedSync } from '../../src/fs/atomic-write.js';
import { onCleanup } from '../helpers/cleanup.js';

test('a derived file is written into a folder created for it, replaced whole on the next write, and no temp file is left', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'derived-write-'));
  onCleanup(t, () => rm(root, { recursive: true, force: true }));
  const file = join(root, 'session', 'exchange.md');
  writeDerivedSync(file, 'first version, the longer one\n');
  writeDerivedSync(file, 'second\n');
  assert.equal(await readFile(file, 'utf8'), 'second\n');
  assert.deepEqual(await readdir(join(root, 'session')), ['exchange.md']);
});

test('a derived file that cannot be written throws and leaves nothing behind', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'derived-write-'));
  onCleanup(t, () => rm(root, { recursive: true, force: true }));
  const blocker = join(root, 'not-a-folder');
  writeDerivedSync(blocker, 'a file where a folder is expected\n');
  assert.throws(() => writeDerivedSync(join(blocker, 'exchange.md'), 'x'), /ENOTDIR/);
  assert.deepEqual(await readdir(root), ['not-a-folder']);
});
