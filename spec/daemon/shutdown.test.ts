import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { inboxPath, taskMarkdown, tempProject, writeLikeAProducer } from '../helpers/temp-project.js';
import { startTestDaemon } from '../helpers/test-daemon.js';

/** Every path under the project with what a write changes (inode, size, mtime), to tell whether anything wrote. */
async function footprint(root: string): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const path = join(dir, entry.name);
      // Gone between the listing and the look: something is writing, which the comparison shows.
      const info = await lstat(path).catch(() => null);
      if (!info) continue;
      seen.set(path, entry.isDirectory() ? 'dir' : `${info.ino}:${info.size}:${info.mtimeMs}`);
      if (entry.isDirectory()) await walk(path);
    }
  };
  await walk(root);
  return seen;
}

describe('stopping the daemon', () => {
  test('nothing writes into the project after close() resolves, not even a reconcile chained behind a running one', async (t) => {
    const root = await tempProject(t);
    const { daemon } = await startTestDaemon(t, root, { watch: false });
    // A task the daemon has not seen yet: the next reconcile finds it after its listing and, while
    // evaluating it, the test asks for a follow-up reconcile and for the stop.
    await writeLikeAProducer(inboxPath(root, 'anvil', 'SEEN-1.md'), taskMarkdown(root, 'SEEN-1'));
    let followUp: Promise<void> | null = null;
    let closed: Promise<void> | null = null;
    daemon.events.once('transition', () => {
      // Written after the running reconcile listed the folders: only the follow-up sees them, and
      // there are enough of them that the follow-up's writes outlast the rest of the stop.
      for (let i = 0; i < 200; i += 1) writeFileSync(inboxPath(root, 'anvil', `LATE-${i}.md`), taskMarkdown(root, `LATE-${i}`));
      followUp = daemon.reconcile();
      closed = daemon.close();
    });
    await daemon.reconcile();
    assert.ok(followUp && closed, 'the reconcile evaluated the new task');
    await closed;
    const atClose = await footprint(root);
    await followUp;
    assert.deepEqual(await footprint(root), atClose, 'a file was written or removed after close() resolved');
  });

  test('close() is one path: asked twice it returns the same promise, and a reconcile asked for afterwards does nothing', async (t) => {
    const root = await tempProject(t);
    await mkdir(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil'));
    const { daemon } = await startTestDaemon(t, root, { watch: true });
    const first = daemon.close();
    assert.equal(daemon.close(), first);
    await first;
    const atClose = await footprint(root);
    await writeLikeAProducer(inboxPath(root, 'anvil', 'AFTER-1.md'), taskMarkdown(root, 'AFTER-1'));
    await daemon.reconcile();
    await daemon.runDue();
    await daemon.settled();
    const after = await footprint(root);
    after.delete(inboxPath(root, 'anvil', 'AFTER-1.md'));
    assert.deepEqual(after, atClose);
  });
});
