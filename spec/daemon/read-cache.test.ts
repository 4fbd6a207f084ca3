import assert from 'node:assert/strict';
import { open, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { DEFAULT_CONFIG } from '../../protocol/config.js';
import { contextFile, signalFile, taskFile } from '../../protocol/paths.js';
import { READ_CACHE_FILE } from '../../src/daemon/read-cache-file.js';
import { type KnownRead, StoryReader } from '../../src/daemon/story-reader.js';
import { type FileFacts, factsOf } from '../../src/files/read-protocol-file.js';
import { blockingIo, type ReadIo } from '../../src/fs/read-io.js';
import { readTracking, taskMarkdown, tempProject, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';
import { startTestDaemon } from '../helpers/test-daemon.js';

const WHOLE_SECOND = 1_790_000_000;

/** A task file whose last change is well past the coarse timestamp tick, so a read of it may be trusted later. */
async function settledTask(root: string, id: string): Promise<string> {
  const file = join(root, taskFile('anvil', id));
  await writeLikeAProducer(file, taskMarkdown(root, id));
  // A whole second, so it can be put back exactly after an edit.
  await utimes(file, WHOLE_SECOND, WHOLE_SECOND);
  const { ctimeMs } = await stat(file);
  await waitFor('the task to be older than a timestamp tick', () => Date.now() > ctimeMs + 200);
  return file;
}

function reader(root: string, io?: ReadIo): StoryReader {
  return new StoryReader(
    root,
    () => DEFAULT_CONFIG,
    () => false,
    io && (() => io),
  );
}

/** What a reader sees of the task's type, its context and its .picked-up signal. */
async function seen(story: StoryReader, id: string): Promise<[unknown, unknown, unknown]> {
  const { snapshot } = await story.read(id, [taskFile('anvil', id), contextFile('anvil', id), signalFile('anvil', id, 'picked-up')], Date.now());
  const parsed = snapshot.tasks[0]!.parsed;
  assert.ok(parsed.ok);
  return [parsed.value.task_type, snapshot.contexts.anvil, snapshot.signals.anvil?.['picked-up']?.content?.by];
}

describe('reads kept across restarts', () => {
  test('a kept read stands in for the file only while inode, size, mtime and ctime match, and not for a racy one', async (t) => {
    const root = await tempProject(t);
    const files = {
      [taskFile('anvil', 'K-1')]: { front: { story_id: 'K-1', agent: 'anvil', task_type: 'kept' } },
      [contextFile('anvil', 'K-1')]: { text: 'kept context', signal: null },
      [signalFile('anvil', 'K-1', 'picked-up')]: { text: 'by: kept\n', signal: { by: 'kept' } },
    };
    await writeLikeAProducer(join(root, contextFile('anvil', 'K-1')), '{"on":"disk"}\n');
    await writeLikeAProducer(join(root, signalFile('anvil', 'K-1', 'picked-up')), 'by: disk\n');
    await settledTask(root, 'K-1');
    const facts = Object.fromEntries(await Promise.all(Object.keys(files).map(async (path) => [path, factsOf(await stat(join(root, path)))] as const)));
    const kept = (change: (facts: FileFacts) => Partial<KnownRead>): KnownRead[] =>
      Object.entries(files).map(([path, read]) => ({ path, facts: facts[path]!, readAt: facts[path]!.ctimeMs + 10_000, read, ...change(facts[path]!) }));
    for (const io of [undefined, blockingIo]) {
      const trusted = reader(root, io);
      trusted.seed(kept(() => ({})));
      assert.deepEqual(await seen(trusted, 'K-1'), ['kept', 'kept context', 'kept'], 'unchanged files are not read again');

      const changed = reader(root);
      changed.seed(kept((f) => ({ facts: { ...f, ctimeMs: f.ctimeMs - 1 } })));
      assert.deepEqual(await seen(changed, 'K-1'), ['frontend', '{"on":"disk"}\n', 'disk'], 'a different ctime means the file changed');

      const racy = reader(root);
      racy.seed(kept((f) => ({ readAt: f.ctimeMs + 1 })));
      assert.deepEqual(await seen(racy, 'K-1'), ['frontend', '{"on":"disk"}\n', 'disk'], 'read in the same tick as its last change: read again');
    }
  });

  test('a restart sees a task edited in place while the daemon was down, same size and mtime put back', async (t) => {
    const root = await tempProject(t);
    const file = await settledTask(root, 'K-2');
    const first = await startTestDaemon(t, root, { watch: false });
    await first.daemon.close();
    const cache = await readFile(join(root, READ_CACHE_FILE), 'utf8');
    assert.ok(cache.includes(taskFile('anvil', 'K-2')), 'the first run kept its read');
    assert.equal(await readFile(join(root, '_vibe-chain-output', '.forge-cache', '.gitignore'), 'utf8'), '*\n');

    const before = await stat(file);
    const text = await readFile(file, 'utf8');
    const handle = await open(file, 'r+');
    await handle.write('agent: "anvix"', text.indexOf('agent: "anvil"'));
    await handle.close();
    await utimes(file, WHOLE_SECOND, WHOLE_SECOND);
    const after = await stat(file);
    assert.equal(after.size, before.size);
    assert.equal(after.mtimeMs, before.mtimeMs);

    const second = await startTestDaemon(t, root, { watch: false });
    await second.daemon.close();
    const entry = (await readTracking(root))?.tasks['K-2'];
    assert.equal(entry?.state, 'invalid', 'the edited task is read again and refused');
    assert.equal(entry?.errors?.[0]?.code, 'agent_mismatch');
  });

  test('a damaged or foreign cache is ignored: every file is read', async (t) => {
    const root = await tempProject(t);
    await settledTask(root, 'K-3');
    const first = await startTestDaemon(t, root, { watch: false });
    await first.daemon.close();
    const cacheFile = join(root, READ_CACHE_FILE);
    const [header, body] = (await readFile(cacheFile, 'utf8')).split('\n');
    const edited = body!.replace('"frontend"', '"kept-by-hand"');
    assert.notEqual(edited, body);
    for (const damaged of [`${header}\n${edited}\n`, 'not json at all\n\u0000', `{"format":"forge-read-cache/0"}\n${body}\n`, '']) {
      await writeFile(cacheFile, damaged);
      const again = await startTestDaemon(t, root, { watch: false });
      assert.equal(again.daemon.store.get('K-3')?.task_type, 'frontend');
      await again.daemon.close();
    }
  });
});
