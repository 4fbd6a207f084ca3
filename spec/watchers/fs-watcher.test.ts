import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { watchTree } from '../../watchers/fs-watcher.js';
import { onCleanup } from '../helpers/cleanup.js';
import { waitFor } from '../helpers/temp-project.js';

test('the last of quick writes to one file is always seen: a change dropped by the throttle is looked at after it', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'vibe-chain-tree-'));
  onCleanup(t, () => rm(root, { recursive: true, force: true }));
  const file = join(root, '.tracking.json');
  await writeFile(file, 'one');
  // What the file held at each event: a reaction reads the file when it is told, as this does.
  const seen: string[] = [];
  let firstAt = 0;
  const errors: Error[] = [];
  const watch = watchTree({
    root,
    depth: 0,
    mode: 'native',
    pollIntervalMs: 100,
    ignore: (path) => path.endsWith('.tmp'),
    onEvent: (kind, path) => {
      if (path !== file || kind !== 'change') return;
      firstAt ||= performance.now();
      seen.push(readFileSync(file, 'utf8'));
    },
    onError: (error) => errors.push(error),
  });
  onCleanup(t, async () => {
    await watch.close();
    assert.deepEqual(errors, []);
  });
  await watch.ready;
  // chokidar lets a change through and drops those within 50 ms after it; a look 60 ms after a
  // change covers what it dropped. A change let through just after the first window (53 ms), while
  // the look set by the first is still pending, then the last write inside this second window
  // (15 ms on): a look set from the first change alone fired before that write, and it was lost.
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const put = async (text: string) => {
    await writeFile(`${file}.tmp`, text);
    await rename(`${file}.tmp`, file);
  };
  await put('two');
  await waitFor('the first change', () => seen.length > 0);
  await pause(Math.max(0, firstAt + 53 - performance.now()));
  await put('three');
  await pause(15);
  await put('four');
  await waitFor('a look that reads the last write', () => seen.includes('four'));
});
