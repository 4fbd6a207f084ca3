import assert from 'node:assert/strict';
import { access, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { HistoryRecord } from '../../protocol/tracking.js';
import { runMain } from '../helpers/run-main.js';
import { backdate, inboxPath, readTracking, taskMarkdown, tempProject, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';
import { startTestDaemon } from '../helpers/test-daemon.js';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
const HOURS_AGO = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

async function ledger(root: string): Promise<HistoryRecord[]> {
  const text = await readFile(join(root, '_vibe-chain-output', 'worker-inbox', '.history.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => HistoryRecord.parse(JSON.parse(line)));
}

const stateOf = async (root: string, id: string) => (await readTracking(root))?.tasks[id]?.state;

describe('forge retry and forge release', () => {
  test('forge retry puts a timed-out story back in the inbox as a fresh task, with its old submission in the ledger', async (t) => {
    const root = await tempProject(t);
    const old = HOURS_AGO(3);
    // Both files before the daemon starts: a three-hour-old task seen before its claim is orphaned, rightly.
    await writeLikeAProducer(inboxPath(root, 'anvil', 'S-1.md'), taskMarkdown(root, 'S-1', 'anvil', { title: 'Retry me' }, old));
    await writeFile(inboxPath(root, 'anvil', 'S-1.picked-up'), `agent: anvil\nat: ${HOURS_AGO(2)}\n`);
    await backdate(inboxPath(root, 'anvil', 'S-1.md'), old);
    await backdate(inboxPath(root, 'anvil', 'S-1.picked-up'), HOURS_AGO(2));
    await startTestDaemon(t, root);
    await waitFor('S-1 timed out', async () => (await stateOf(root, 'S-1')) === 'timed_out');
    const run = await runMain(['retry', '--story', 'S-1', '--json', '--project', root]);
    assert.equal(run.code, 0, run.stderr);
    const result = JSON.parse(run.stdout) as { previous_state: string; previous_submitted_at: string; submitted_at: string; file: string };
    assert.equal(result.previous_state, 'timed_out');
    assert.equal(result.previous_submitted_at, old);
    assert.deepEqual(
      (await ledger(root)).map((line) => [line.story_id, line.state, line.submitted_at, line.title]),
      [['S-1', 'timed_out', old, 'Retry me']],
    );
    assert.match(await readFile(inboxPath(root, 'anvil', 'S-1.md'), 'utf8'), new RegExp(`submitted_at: "?${result.submitted_at}`));
    assert.equal(await exists(inboxPath(root, 'anvil', 'S-1.picked-up')), false, 'the old claim is gone');
    await waitFor('S-1 submitted again', async () => (await stateOf(root, 'S-1')) === 'submitted');
    const again = await runMain(['retry', '--story', 'S-1', '--project', root]);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /is submitted, not orphaned or timed out/);
  });

  test('forge release removes the claim of a picked-up story and the daemon puts it back to submitted', async (t) => {
    const root = await tempProject(t);
    await startTestDaemon(t, root);
    await writeLikeAProducer(inboxPath(root, 'anvil', 'S-2.md'), taskMarkdown(root, 'S-2'));
    await writeFile(inboxPath(root, 'anvil', 'S-2.picked-up'), 'agent: anvil\n');
    await waitFor('S-2 picked up', async () => (await stateOf(root, 'S-2')) === 'picked_up');
    const run = await runMain(['release', '--story', 'S-2', '--project', root]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /released S-2: removed _vibe-chain-output\/worker-inbox\/anvil\/S-2\.picked-up/);
    await waitFor('S-2 submitted again', async () => (await stateOf(root, 'S-2')) === 'submitted');
    const twice = await runMain(['release', '--story', 'S-2', '--project', root]);
    assert.equal(twice.code, 1);
    assert.match(twice.stderr, /has no claim/);
  });

  test('forge retry without a running daemon puts the task back as it was and says why', async (t) => {
    const root = await tempProject(t);
    const text = taskMarkdown(root, 'S-3', 'anvil', {}, HOURS_AGO(1));
    await writeLikeAProducer(inboxPath(root, 'anvil', 'S-3.md'), text);
    await writeFile(inboxPath(root, 'anvil', 'S-3.orphaned'), 'by: forge-daemon\n');
    const { retryStory } = await import('../../src/parties/retry-story.js');
    await assert.rejects(
      retryStory(root, 'S-3', { now: () => new Date().toISOString(), maxBytes: 1 << 20, recordedWithinMs: 200 }),
      /did not record .* \(is forge start running\?\); the task file is back as it was/,
    );
    assert.match(await readFile(inboxPath(root, 'anvil', 'S-3.md'), 'utf8'), /Build S-3\./);
    assert.equal(await exists(inboxPath(root, 'anvil', 'S-3.orphaned')), true);
  });
});
