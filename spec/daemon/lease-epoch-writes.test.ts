import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { inboxPath, taskMarkdown, tempProject, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';
import { startTestDaemon } from '../helpers/test-daemon.js';

/** The holder's epoch on the signals it writes, and a signal of a later epoch as proof it is no longer the holder. */

test('the .orphaned a holder writes carries its lease epoch', async (t) => {
  const root = await tempProject(t, '[timeouts]\norphan = "300ms"\n');
  await startTestDaemon(t, root);
  await writeLikeAProducer(inboxPath(root, 'anvil', 'LE-1.md'), taskMarkdown(root, 'LE-1'));
  const text = await waitFor('LE-1 orphaned', () => readFile(inboxPath(root, 'anvil', 'LE-1.orphaned'), 'utf8').catch(() => null));
  assert.match(text, /^lease_epoch: 1$/m);
  assert.match(text, /^by: "forge-daemon"$/m);
});

test('a daemon that finds a signal written by a later epoch stops at once and leaves the signal where it is', async (t) => {
  const root = await tempProject(t);
  const { daemon, logger } = await startTestDaemon(t, root);
  const stray = inboxPath(root, 'anvil', 'LE-2.orphaned');
  const content = 'at: "2026-04-01T12:00:00.000Z"\nby: "forge-daemon"\nlease_epoch: 9\nreason: "not picked up before the orphan deadline"\n';
  await writeLikeAProducer(stray, content);
  const reason = await daemon.stoppedItself;
  assert.match(reason, /LE-2\.orphaned was written by epoch 9/);
  assert.equal(await readFile(stray, 'utf8'), content);
  assert.ok(
    logger.lines.some((line) => /lease lost: .*epoch 9/.test(line)),
    logger.lines.join('\n'),
  );
});
