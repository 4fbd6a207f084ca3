import assert from 'node:assert/strict';
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { handoffMarkdown, handoffPath, inboxPath, readTracking, taskMarkdown, tempProject, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';
import { startTestDaemon } from '../helpers/test-daemon.js';

/** The same suite runs on native events and on polling (the mode for network filesystems). */
const MODES = { native: '', poll: 'watch = "poll"\npoll_interval = "50ms"\n' } as const;

function configFor(mode: keyof typeof MODES, sections: { timeouts?: string; daemon?: string } = {}): string {
  return `${sections.timeouts ? `[timeouts]\n${sections.timeouts}` : ''}[daemon]\n${MODES[mode]}${sections.daemon ?? ''}`;
}

for (const mode of Object.keys(MODES) as Array<keyof typeof MODES>) {
  describe(`the daemon runs a task through its whole lifecycle (${mode} watching)`, () => {
    test('submitted, picked up, handed off, confirmed: ledger line once, task and signals cleaned up', async (t) => {
      const root = await tempProject(t, configFor(mode));
      const { logger } = await startTestDaemon(t, root);
      await writeLikeAProducer(inboxPath(root, 'anvil', 'FORGE-1.md'), taskMarkdown(root, 'FORGE-1'));
      await waitFor('the task to be tracked', async () => (await readTracking(root))?.tasks['FORGE-1']?.state === 'submitted');
      const context = JSON.parse(await readFile(inboxPath(root, 'anvil', 'FORGE-1.context.json'), 'utf8'));
      assert.equal(context.worktree_path, join(root, 'trees', 'FORGE-1'));
      assert.deepEqual(context.allowed_paths, [
        join(root, 'trees', 'FORGE-1'),
        join(root, '_vibe-chain-output', 'handoffs'),
        `${root}/_vibe-chain-output/worker-inbox/anvil`,
      ]);

      await writeFile(inboxPath(root, 'anvil', 'FORGE-1.picked-up'), 'agent: anvil\n', { flag: 'wx' });
      await waitFor('the pickup', async () => (await readTracking(root))?.tasks['FORGE-1']?.state === 'picked_up');
      await writeLikeAProducer(handoffPath(root, 'FORGE-1'), handoffMarkdown('FORGE-1'));
      const handedOff = await waitFor('the handoff', async () => {
        const entry = (await readTracking(root))?.tasks['FORGE-1'];
        return entry?.state === 'handed_off' ? entry : null;
      });
      assert.ok(handedOff.completed_at);
      assert.ok(handedOff.picked_up_at);

      await writeFile(inboxPath(root, 'anvil', 'FORGE-1.confirmed'), '');
      await waitFor('the cleanup', async () => (await readTracking(root))?.tasks['FORGE-1'] === undefined);
      const ledger = (await readFile(join(root, '_vibe-chain-output', 'worker-inbox', '.history.jsonl'), 'utf8')).trim().split('\n');
      assert.equal(ledger.length, 1);
      const record = JSON.parse(ledger[0]!);
      assert.equal(record.story_id, 'FORGE-1');
      assert.equal(record.state, 'confirmed');
      assert.deepEqual(await readdir(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil')), []);
      assert.ok(logger.lines.some((line) => line.includes('anvil/FORGE-1 confirmed')));
    });

    test('an orphan deadline writes .orphaned within a second of the deadline, from a timer, not the sweep', async (t) => {
      const root = await tempProject(t, configFor(mode, { timeouts: 'orphan = "1s"\n', daemon: 'reconcile_interval = "1h"\n' }));
      await startTestDaemon(t, root);
      const submittedAt = Date.now();
      await writeLikeAProducer(inboxPath(root, 'anvil', 'O-1.md'), taskMarkdown(root, 'O-1', 'anvil', {}, new Date(submittedAt).toISOString()));
      const signal = await waitFor('.orphaned', () => readFile(inboxPath(root, 'anvil', 'O-1.orphaned'), 'utf8').catch(() => null));
      const at = Date.parse(/at: "([^"]+)"/.exec(signal)![1]!);
      const deadline = Math.floor(submittedAt / 1000) * 1000 + 1000;
      assert.ok(at >= Date.parse(new Date(submittedAt).toISOString()) + 1000 - 1, 'not before the deadline');
      assert.ok(at - deadline < 1000, `written ${at - deadline} ms after the deadline`);
      await waitFor('the orphaned state', async () => (await readTracking(root))?.tasks['O-1']?.state === 'orphaned');
    });

    test('a stage timeout writes .timeout after the pickup plus the stage timeout', async (t) => {
      const root = await tempProject(t, configFor(mode, { timeouts: 'dev = "1s"\n', daemon: 'reconcile_interval = "1h"\n' }));
      await startTestDaemon(t, root);
      await writeLikeAProducer(inboxPath(root, 'anvil', 'T-1.md'), taskMarkdown(root, 'T-1'));
      await waitFor('tracking', async () => (await readTracking(root))?.tasks['T-1']);
      const before = Date.now();
      await writeFile(inboxPath(root, 'anvil', 'T-1.picked-up'), `at: "${new Date(before).toISOString()}"\n`, { flag: 'wx' });
      // A claim the daemon reads while it is still empty counts from its mtime, which the kernel's
      // coarse file clock may put a few milliseconds before Date.now().
      const pickedUp = Math.min(before, (await stat(inboxPath(root, 'anvil', 'T-1.picked-up'))).mtimeMs);
      const signal = await waitFor('.timeout', () => readFile(inboxPath(root, 'anvil', 'T-1.timeout'), 'utf8').catch(() => null));
      const at = Date.parse(/at: "([^"]+)"/.exec(signal)![1]!);
      assert.ok(at >= pickedUp + 1000 && at < pickedUp + 2000, `timeout written ${at - pickedUp} ms after pickup`);
      await waitFor('timed_out', async () => (await readTracking(root))?.tasks['T-1']?.state === 'timed_out');
    });

    test('an escalation writes the escalation handoff and logs HEIMDALL SOUNDED', async (t) => {
      const root = await tempProject(t, configFor(mode));
      const { logger } = await startTestDaemon(t, root);
      await writeLikeAProducer(inboxPath(root, 'anvil', 'E-1.md'), taskMarkdown(root, 'E-1'));
      await waitFor('tracking', async () => (await readTracking(root))?.tasks['E-1']);
      await writeFile(inboxPath(root, 'anvil', 'E-1.escalation'), 'violations: 3\nreason: path escape\n');
      const handoff = await waitFor('the escalation handoff', () => readFile(handoffPath(root, 'E-1', 'escalation'), 'utf8').catch(() => null));
      assert.match(handoff, /status: escalated/);
      assert.match(handoff, /violations: 3/);
      await waitFor('the log line', () => logger.lines.some((l) => l === 'HEIMDALL SOUNDED anvil/E-1: 3 violations, escalating to human review'));
    });

    test('a task removed by hand is recorded in the ledger and its daemon files are cleaned', async (t) => {
      const root = await tempProject(t, configFor(mode));
      await startTestDaemon(t, root);
      await writeLikeAProducer(inboxPath(root, 'anvil', 'R-1.md'), taskMarkdown(root, 'R-1'));
      await waitFor('tracking', async () => (await readTracking(root))?.tasks['R-1']?.state === 'submitted');
      await waitFor('context', () => readFile(inboxPath(root, 'anvil', 'R-1.context.json'), 'utf8').catch(() => null));
      await unlink(inboxPath(root, 'anvil', 'R-1.md'));
      await waitFor('untracked', async () => (await readTracking(root))?.tasks['R-1'] === undefined);
      assert.deepEqual(await readdir(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil')), []);
      const ledger = await readFile(join(root, '_vibe-chain-output', 'worker-inbox', '.history.jsonl'), 'utf8');
      assert.equal(JSON.parse(ledger.trim()).state, 'submitted');
    });
  });
}
