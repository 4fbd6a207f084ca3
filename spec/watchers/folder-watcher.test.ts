import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { type TestContext, test } from 'node:test';
import { watchFolders } from '../../watchers/folder-watcher.js';
import type { FsEventKind } from '../../watchers/fs-watcher.js';
import { onCleanup } from '../helpers/cleanup.js';
import { waitFor } from '../helpers/temp-project.js';

async function watched(
  t: TestContext,
  depth: number,
): Promise<{ root: string; events: Array<[FsEventKind, string]>; seen: (kind: FsEventKind, path: string) => Promise<void> }> {
  const base = await mkdtemp(join(tmpdir(), 'vibe-chain-watch-'));
  onCleanup(t, () => rm(base, { recursive: true, force: true }));
  const root = join(base, 'inbox');
  await mkdir(join(root, 'anvil'), { recursive: true });
  const events: Array<[FsEventKind, string]> = [];
  const errors: Error[] = [];
  const watch = watchFolders({
    root,
    depth,
    mode: 'native',
    pollIntervalMs: 100,
    ignore: (path) => basename(path).startsWith('.'),
    onEvent: (kind, path) => events.push([kind, path]),
    onError: (error) => errors.push(error),
  });
  onCleanup(t, async () => {
    await watch.close();
    assert.deepEqual(errors, []);
  });
  await watch.ready;
  const seen = (kind: FsEventKind, path: string) => waitFor(`${kind} ${path}`, () => events.some(([k, p]) => k === kind && p === path)).then(() => undefined);
  return { root, events, seen };
}

test('files added, changed and removed in a watched folder are reported by path', async (t) => {
  const { root, seen } = await watched(t, 1);
  const file = join(root, 'anvil', 'S-1.md');
  await writeFile(file, 'one');
  await seen('add', file);
  await writeFile(file, 'two');
  await seen('change', file);
  await rm(file);
  await seen('unlink', file);
});

test('ignored names are never reported', async (t) => {
  const { root, events, seen } = await watched(t, 1);
  await writeFile(join(root, 'anvil', '.S-1.md.tmp'), 'x');
  await writeFile(join(root, 'anvil', 'S-2.md'), 'x');
  await seen('add', join(root, 'anvil', 'S-2.md'));
  assert.equal(
    events.some(([, path]) => path.endsWith('.tmp')),
    false,
  );
});

test('a folder that appears is watched, and the files it already holds are reported', async (t) => {
  const { root, seen } = await watched(t, 1);
  const folder = join(root, 'temper');
  await mkdir(folder);
  await writeFile(join(folder, 'T-1.md'), 'x');
  await seen('addDir', folder);
  await seen('add', join(folder, 'T-1.md'));
  await writeFile(join(folder, 'T-2.md'), 'x');
  await seen('add', join(folder, 'T-2.md'));
});

test('a folder removed is reported as unlinkDir, and one created again is watched again', async (t) => {
  const { root, seen, events } = await watched(t, 1);
  const folder = join(root, 'anvil');
  await rm(folder, { recursive: true });
  await seen('unlinkDir', folder);
  events.length = 0;
  await mkdir(folder);
  await seen('addDir', folder);
  await writeFile(join(folder, 'A-1.md'), 'x');
  await seen('add', join(folder, 'A-1.md'));
});

test('the root removed and created again is watched again', async (t) => {
  const { root, seen, events } = await watched(t, 1);
  await rm(root, { recursive: true });
  await seen('unlinkDir', root);
  events.length = 0;
  await mkdir(join(root, 'anvil'), { recursive: true });
  await seen('addDir', root);
  await writeFile(join(root, 'anvil', 'R-1.md'), 'x');
  await seen('add', join(root, 'anvil', 'R-1.md'));
});

test('depth 0 watches the root only: a sub-folder is neither watched nor reported', async (t) => {
  const { root, seen, events } = await watched(t, 0);
  await writeFile(join(root, 'anvil', 'deep.md'), 'x');
  await writeFile(join(root, 'top.md'), 'x');
  await seen('add', join(root, 'top.md'));
  assert.equal(
    events.some(([, path]) => path.endsWith('deep.md')),
    false,
  );
});
