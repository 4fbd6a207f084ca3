import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { HistoryRecord } from '../../protocol/tracking.js';
import { readTracking, tempProject, waitFor } from '../helpers/temp-project.js';
import { startTestDaemon } from '../helpers/test-daemon.js';
import { runForge, runForgeJson } from './run-forge.js';

async function stateOf(root: string, id: string): Promise<string | undefined> {
  return (await readTracking(root))?.tasks[id]?.state;
}

test('the CLI verbs take a story through submit, pickup, handoff and confirm against a running daemon', async (t) => {
  const root = await tempProject(t);
  await startTestDaemon(t, root);

  const submitted = await runForgeJson(root, [
    'submit',
    '--story',
    'LIFE-1',
    '--type',
    'backend',
    '--worktree',
    join(root, 'trees', 'life-1'),
    '--title',
    'Ledger',
    '--body',
    'Write the ledger.',
  ]);
  assert.equal(submitted.code, 0);
  await waitFor('the daemon to accept the task', async () => (await stateOf(root, 'LIFE-1')) === 'submitted');
  const duplicate = await runForge(root, ['submit', '--story', 'LIFE-1', '--type', 'frontend', '--worktree', '/w']);
  assert.equal(duplicate.code, 1);
  assert.match(duplicate.stderr, /already tracked \(state submitted, agent furnace\)/);

  const picked = await runForgeJson(root, ['pickup', '--agent', 'furnace']);
  assert.equal(picked.json.story_id, 'LIFE-1');
  await waitFor('the pickup to be tracked', async () => (await stateOf(root, 'LIFE-1')) === 'picked_up');
  const status = await runForgeJson(root, ['status', '--state', 'picked_up']);
  assert.deepEqual(
    (status.json.items as Array<{ story_id: string }>).map((item) => item.story_id),
    ['LIFE-1'],
  );
  const notYet = await runForge(root, ['confirm', '--story', 'LIFE-1']);
  assert.equal(notYet.code, 1);

  const handedOff = await runForge(root, [
    'handoff',
    '--story',
    'LIFE-1',
    '--status',
    'completed',
    '--summary',
    'Ledger done',
    '--tests-passed',
    '5',
    '--tests-failed',
    '0',
  ]);
  assert.equal(handedOff.code, 0, handedOff.stderr);
  await waitFor('the handoff to be tracked', async () => (await stateOf(root, 'LIFE-1')) === 'handed_off');

  const confirmed = await runForge(root, ['confirm', '--story', 'LIFE-1']);
  assert.equal(confirmed.code, 0, confirmed.stderr);
  await waitFor(
    'the cleanup',
    async () =>
      (await readTracking(root))?.tasks['LIFE-1'] === undefined && (await readdir(join(root, '_vibe-chain-output', 'worker-inbox', 'furnace'))).length === 0,
  );
  const ledger = (await readFile(join(root, '_vibe-chain-output', 'worker-inbox', '.history.jsonl'), 'utf8')).trim().split('\n');
  assert.equal(ledger.length, 1);
  const record = HistoryRecord.parse(JSON.parse(ledger[0]!));
  assert.equal(record.story_id, 'LIFE-1');
  assert.equal(record.state, 'confirmed');
  assert.equal(record.handoff?.status, 'completed');

  const empty = await runForgeJson(root, ['status']);
  assert.equal(empty.json.total, 0);
  assert.match(String(empty.json.message), /No tasks tracked/);
});
