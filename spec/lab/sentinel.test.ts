import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { DEFAULT_CONFIG } from '../../protocol/config.js';
import type { TaskEntry } from '../../protocol/tracking.js';
import { startSentinel } from '../../src/lab-reference/sentinel.js';
import { readTask } from '../../src/parties/read-task.js';
import { onCleanup } from '../helpers/cleanup.js';
import { handoffMarkdown, handoffPath, inboxPath, taskMarkdown, tempProject, writeLikeAProducer } from '../helpers/temp-project.js';
import { pipelineOf } from './lab-fixture.js';

const SUBMITTED = '2026-04-01T12:00:00.000Z';

function handedOff(id: string): TaskEntry {
  return {
    state: 'handed_off',
    agent: 'anvil',
    stage: 'dev',
    task_type: 'frontend',
    urgency: 'normal',
    file: `_vibe-chain-output/worker-inbox/anvil/${id}.md`,
    submitted_at: SUBMITTED,
    picked_up_at: SUBMITTED,
    completed_at: SUBMITTED,
    deadline_at: null,
    orphaned_at: null,
    timed_out_at: null,
    escalated_at: null,
    confirmed_at: null,
    handoff: { kind: 'pr', file: `_vibe-chain-output/handoffs/${id}-pr-handoff.md`, status: 'completed', created_at: SUBMITTED },
    stalled: false,
    last_activity_at: null,
    errors: [],
  };
}

/** A project where the daemon has recorded S-1 as handed off (the tracking file written as the daemon would). */
async function handedOffProject(t: Parameters<typeof tempProject>[0]): Promise<string> {
  const root = await tempProject(t);
  await writeLikeAProducer(inboxPath(root, 'anvil', 'S-1.md'), taskMarkdown(root, 'S-1', 'anvil', {}, SUBMITTED));
  await writeLikeAProducer(handoffPath(root, 'S-1'), handoffMarkdown('S-1'));
  return root;
}

async function writeTracking(root: string, text: string): Promise<void> {
  await writeFile(join(root, '_vibe-chain-output', 'worker-inbox', '.tracking.json'), text);
}

const tracking = (tasks: Record<string, TaskEntry>) =>
  `${JSON.stringify({ ipc_protocol: 'ipc-v1', updated_at: SUBMITTED, tasks, workers: {}, rejected: {} }, null, 2)}\n`;

function sentinel(t: Parameters<typeof tempProject>[0], root: string, lines: string[] = []) {
  const running = startSentinel({
    projectRoot: root,
    config: DEFAULT_CONFIG,
    env: {},
    log: (line) => lines.push(line),
    now: () => new Date().toISOString(),
    watch: false,
  });
  onCleanup(t, () => running.close());
  return running;
}

describe('the sentinel', () => {
  test('a tracking file that does not parse is looked at again, not acted on, and warned about once after a few cycles', async (t) => {
    const root = await handedOffProject(t);
    await writeTracking(root, '{"ipc_protocol": "ipc-v1", "tasks": {');
    const lines: string[] = [];
    const running = sentinel(t, root, lines);
    await running.ready;
    for (let i = 0; i < 5; i++) await running.cycle();
    assert.deepEqual(await pipelineOf(root), []);
    assert.equal(lines.filter((line) => /unreadable for 3 cycles/.test(line)).length, 1);

    await writeTracking(root, tracking({ 'S-1': handedOff('S-1') }));
    await running.cycle();
    assert.match(await readFile(inboxPath(root, 'anvil', 'S-1.confirmed'), 'utf8'), /by: "?sentinel/);
    assert.deepEqual(
      (await pipelineOf(root)).map((r) => r.event),
      ['done'],
    );
  });

  test('a restarted sentinel knows from pipeline.jsonl what it already did and does not do it again', async (t) => {
    const root = await handedOffProject(t);
    await writeTracking(root, tracking({ 'S-1': handedOff('S-1') }));
    const first = sentinel(t, root);
    await first.ready;
    await first.close();
    // The daemon has not cleaned up yet: the tracking file still says handed_off.
    const second = sentinel(t, root);
    await second.ready;
    await second.cycle();
    assert.deepEqual(
      (await pipelineOf(root)).map((r) => r.event),
      ['done'],
    );
  });
});

describe('the sentinel follows the review chain', () => {
  test('a completed stage with reviews still to come submits the next review to its reviewer, with the flags, once', async (t) => {
    const root = await tempProject(t);
    const chain = ['code_review', 'arch_review'] as unknown as string;
    await writeLikeAProducer(
      inboxPath(root, 'anvil', 'S-1.md'),
      taskMarkdown(root, 'S-1', 'anvil', { review_chain: chain, has_db_migration: true as unknown as string }, SUBMITTED),
    );
    await writeLikeAProducer(handoffPath(root, 'S-1'), handoffMarkdown('S-1'));
    await writeTracking(root, tracking({ 'S-1': handedOff('S-1') }));
    const running = sentinel(t, root);
    await running.ready;
    await running.cycle();
    const review = await readTask(root, 'temper', 'S-1.code_review', 1_000_000);
    assert.ok(review?.ok, "the code review is in temper's inbox");
    assert.deepEqual(
      [review.frontMatter.task_type, review.frontMatter.review_chain, review.frontMatter.has_db_migration, review.frontMatter.reviews_story],
      ['code_review', ['arch_review'], true, 'S-1'],
    );
    assert.match((await pipelineOf(root)).at(-1)!.reason as string, /next: S-1.code_review for temper/);

    // The code review is handed off in turn: the architecture review follows.
    await writeLikeAProducer(handoffPath(root, 'S-1.code_review'), handoffMarkdown('S-1.code_review', 'temper'));
    await writeTracking(
      root,
      tracking({ 'S-1.code_review': { ...handedOff('S-1.code_review'), agent: 'temper', file: '_vibe-chain-output/worker-inbox/temper/S-1.code_review.md' } }),
    );
    await running.cycle();
    const arch = await readTask(root, 'architect', 'S-1.arch_review', 1_000_000);
    assert.ok(arch?.ok);
    assert.deepEqual([arch.frontMatter.review_chain, arch.frontMatter.reviews_story], [[], 'S-1']);
  });
});
