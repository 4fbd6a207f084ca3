import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { type TestContext, test } from 'node:test';
import { pollFolders } from '../../watchers/folder-poller.js';
import type { FsEventKind } from '../../watchers/fs-watcher.js';
import { onCleanup } from '../helpers/cleanup.js';
import { waitFor } from '../helpers/temp-project.js';

async function polled(t: TestContext, prepare: (root: string) => Promise<void> = async () => undefined) {
  const base = await mkdtemp(join(tmpdir(), 'vibe-chain-poll-'));
  onCleanup(t, () => rm(base, { recursive: true, force: true }));
  const root = join(base, 'inbox');
  await mkdir(join(root, 'anvil'), { recursive: true });
  await prepare(root);
  const events: Array<[FsEventKind, string]> = [];
  const errors: Error[] = [];
  const watch = pollFolders({
    root,
    depth: 1,
    mode: 'poll',
    pollIntervalMs: 20,
    ignore: (path) => basename(path).startsWith('.'),
    onEvent: (kind, path) => events.push([kind, path]),
    onError: (error) => errors.push(error),
  });
  onCleanup(t, async () => {
    await watch.close();
    assert.deepEqual(errors, []);
  });
  await watch.ready;
  const seen = (kind: FsEventKind, path: string) => waitFor(`${kind} ${path}`, () => events.some(([k, p]) => k === kind && p === path), 5_000);
  return { root, events, seen };
}

test('files added, changed and removed are reported by path; what was there at the start is not', async (t) => {
  const { root, events, seen } = await polled(t, (root) => writeFile(join(root, 'anvil', 'OLD.md'), 'old'));
  const file = join(root, 'anvil', 'S-1.md');
  await writeFile(file, 'one');
  await seen('add', file);
  await writeFile(file, 'two!');
  await seen('change', file);
  await rm(file);
  await seen('unlink', file);
  assert.equal(
    events.some(([, path]) => path.endsWith('OLD.md')),
    false,
  );
});

test('a rewrite that keeps the size and the mtime is still seen: the content is compared, not a cached stat', async (t) => {
  const { root, seen } = await polled(t, (root) => writeFile(join(root, 'anvil', 'S-1.picked-up'), 'at: 1'));
  const file = join(root, 'anvil', 'S-1.picked-up');
  const before = await stat(file);
  await writeFile(file, 'at: 2');
  // What an NFS client's attribute cache would still show: the old size and times.
  await utimes(file, before.atime, before.mtime);
  await seen('change', file);
});

test('a folder made after the start is reported with the files in it, and its removal too; ignored names never', async (t) => {
  const { root, events, seen } = await polled(t);
  const folder = join(root, 'furnace');
  await mkdir(folder);
  await writeFile(join(folder, '.S-2.md.tmp'), 'x');
  await writeFile(join(folder, 'S-2.md'), 'x');
  await seen('addDir', folder);
  await seen('add', join(folder, 'S-2.md'));
  await rm(folder, { recursive: true });
  await seen('unlinkDir', folder);
  assert.equal(
    events.some(([, path]) => path.endsWith('.tmp')),
    false,
  );
});

test('a root that is gone at the start is reported once it appears', async (t) => {
  const base = await mkdtemp(join(tmpdir(), 'vibe-chain-poll-'));
  onCleanup(t, () => rm(base, { recursive: true, force: true }));
  const root = join(base, 'handoffs');
  const events: Array<[FsEventKind, string]> = [];
  const watch = pollFolders({
    root,
    depth: 0,
    mode: 'poll',
    pollIntervalMs: 20,
    ignore: () => false,
    onEvent: (k, p) => events.push([k, p]),
    onError: assert.fail,
  });
  onCleanup(t, () => watch.close());
  await watch.ready;
  await mkdir(root);
  await writeFile(join(root, 'S-1-pr-handoff.md'), 'x');
  await waitFor('the handoff', () => events.some(([k, p]) => k === 'add' && p === join(root, 'S-1-pr-handoff.md')), 5_000);
  assert.deepEqual(events[0], ['addDir', root]);
});

test('in a big folder an old file is opened in turns, yet its change is seen within coldRounds rounds; new files at once', async (t) => {
  const base = await mkdtemp(join(tmpdir(), 'vibe-chain-poll-'));
  onCleanup(t, () => rm(base, { recursive: true, force: true }));
  const root = join(base, 'handoffs');
  await mkdir(root);
  for (let i = 0; i < 8; i++) await writeFile(join(root, `OLD-${i}.md`), `old ${i}`);
  let round = 0;
  const events: Array<[FsEventKind, string, number]> = [];
  const tuning = { everyRoundFiles: 2, hotRounds: 1000, coldRounds: 4, onRound: (n: number) => (round = n) };
  const watch = pollFolders(
    { root, depth: 0, mode: 'poll', pollIntervalMs: 5, ignore: () => false, onEvent: (k, p) => events.push([k, p, round]), onError: assert.fail },
    tuning,
  );
  onCleanup(t, () => watch.close());
  await watch.ready;
  /** The round of the first such event reported from round `from` on. */
  const seenIn = async (kind: FsEventKind, path: string, from: number): Promise<number> => {
    const event = await waitFor(`${kind} ${path}`, () => events.find(([k, p, r]) => k === kind && p === path && r >= from), 5_000);
    return event[2];
  };
  const file = join(root, 'OLD-5.md');
  const before = await stat(file);
  const changedAt = round;
  await writeFile(file, 'new 5');
  await utimes(file, before.atime, before.mtime);
  assert.ok((await seenIn('change', file, changedAt)) - changedAt <= tuning.coldRounds + 1);
  const added = join(root, 'NEW.md');
  const addedAt = round;
  await writeFile(added, 'x');
  assert.ok((await seenIn('add', added, addedAt)) - addedAt <= 2);
  // Just changed, it is hot: its next change is seen in the next round or so, not in its turn.
  const hotAt = round;
  await writeFile(file, 'new 6');
  assert.ok((await seenIn('change', file, hotAt)) - hotAt <= 2);
});
