import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { projectSlug } from '../../src/transcripts/slug.js';
import { onCleanup } from '../helpers/cleanup.js';
import { spawnDaemon } from '../helpers/daemon-process.js';
import { inboxPath, readTracking, taskMarkdown, tempProject, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';
import { readTrackingMeanwhile } from '../helpers/tracking-reads.js';

const run = promisify(execFile);
const BASH_CLIENT = fileURLToPath(new URL('../../../fixtures/clients/bash-lifecycle.sh', import.meta.url));
const RACING_CLIENT = fileURLToPath(new URL('../helpers/racing-client.js', import.meta.url));

describe('the daemon as a real process', () => {
  test('a second forge start on the same project exits 1 naming the running pid; a SIGKILLed daemon is replaced at once', async (t) => {
    const root = await tempProject(t);
    const first = spawnDaemon(t, root);
    await first.ready;
    const second = await run(process.execPath, [fileURLToPath(new URL('../../../bin-scripts/forge', import.meta.url)), 'start', '--project', root]).catch(
      (error: { code: number; stderr: string }) => error,
    );
    assert.equal((second as { code: number }).code, 1);
    assert.match((second as { stderr: string }).stderr, new RegExp(`pid ${first.child.pid}\\b.*since \\d{4}-`));

    first.child.kill('SIGKILL');
    await first.exited;
    const replacement = spawnDaemon(t, root);
    await replacement.ready;
    // Taken over because its owner is gone, not because the lock aged out (proper-lockfile's own path, which says nothing).
    assert.match(replacement.output(), new RegExp(`took over the project lease from pid ${first.child.pid} on .*: that daemon is no longer running`));
  });

  test('SIGINT stops the daemon cleanly with the tracking file written', async (t) => {
    const root = await tempProject(t);
    const daemon = spawnDaemon(t, root);
    await daemon.ready;
    await writeLikeAProducer(inboxPath(root, 'anvil', 'SIG-1.md'), taskMarkdown(root, 'SIG-1'));
    await waitFor('the task tracked', async () => (await readTracking(root))?.tasks['SIG-1']);
    daemon.child.kill('SIGINT');
    assert.equal(await daemon.exited, 0);
    assert.match(daemon.output(), /forge daemon stopped/);
    assert.equal((await readTracking(root))?.tasks['SIG-1']?.state, 'submitted');
    assert.deepEqual(
      (await readdir(join(root, '_vibe-chain-output'))).filter((n) => n.startsWith('.forge-daemon')),
      [],
    );
  });

  test('forge start --once reconciles and exits 0', async (t) => {
    const root = await tempProject(t);
    await writeLikeAProducer(inboxPath(root, 'anvil', 'ONCE-1.md'), taskMarkdown(root, 'ONCE-1'));
    const daemon = spawnDaemon(t, root, ['--once']);
    assert.equal(await daemon.exited, 0);
    assert.equal((await readTracking(root))?.tasks['ONCE-1']?.state, 'submitted');
  });

  test("forge start --once reads the transcripts of the open tasks' worktrees, and of no finished task", async (t) => {
    const root = await tempProject(t);
    const projects = join(root, '.claude', 'projects');
    for (const id of ['ONCE-OPEN', 'ONCE-DONE']) {
      await mkdir(join(projects, projectSlug(join(root, 'trees', id))), { recursive: true });
      await writeFile(join(projects, projectSlug(join(root, 'trees', id)), 'session.jsonl'), '');
      await writeLikeAProducer(inboxPath(root, 'anvil', `${id}.md`), taskMarkdown(root, id));
    }
    await writeLikeAProducer(
      join(root, '_vibe-chain-output', 'handoffs', 'ONCE-DONE-pr-handoff.md'),
      '---\nstory_id: ONCE-DONE\nagent: anvil\nstatus: completed\ncreated_at: 2026-01-01T00:00:00Z\n---\nDone.\n',
    );
    const daemon = spawnDaemon(t, root, ['--once']);
    assert.equal(await daemon.exited, 0);
    assert.equal((await readTracking(root))?.tasks['ONCE-DONE']?.state, 'handed_off');
    assert.match(daemon.output(), /transcripts: 1 file\(s\) in 1 folder\(s\)/);
  });

  test('a bash client using only file operations runs a story through submit, pickup, handoff and confirm', async (t) => {
    const root = await tempProject(t);
    const daemon = spawnDaemon(t, root);
    await daemon.ready;
    const { stdout } = await run('bash', [BASH_CLIENT, root, 'BASH-1'], { timeout: 60_000 });
    assert.match(stdout, /ok BASH-1/);
    const ledger = (await readFile(join(root, '_vibe-chain-output', 'worker-inbox', '.history.jsonl'), 'utf8')).trim().split('\n');
    assert.equal(ledger.length, 1);
    assert.equal(JSON.parse(ledger[0]!).state, 'confirmed');
  });

  test('SIGKILLed at random moments during a 1,000-task run with racing workers, no task is lost, claimed twice or recorded twice', async (t) => {
    const root = await tempProject(t, '[daemon]\nreconcile_interval = "2s"\n');
    const total = 1000;
    const agents = ['anvil', 'furnace'];
    for (const agent of agents) await mkdir(join(root, '_vibe-chain-output', 'worker-inbox', agent), { recursive: true });
    const children = [
      ...agents.flatMap((agent) => [1, 2].map((n) => spawn(process.execPath, [RACING_CLIENT, 'worker', root, agent, `${agent}-${n}`], { stdio: 'inherit' }))),
      spawn(process.execPath, [RACING_CLIENT, 'sentinel', root], { stdio: 'inherit' }),
    ];
    onCleanup(t, async () => {
      await writeFile(join(root, 'stop'), '');
      await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)));
    });

    const trackingReads = readTrackingMeanwhile(t, root);

    let daemon = spawnDaemon(t, root);
    await daemon.ready;
    let submitted = 0;
    let kills = 0;
    const ledgerPath = join(root, '_vibe-chain-output', 'worker-inbox', '.history.jsonl');
    const ledgerCount = async () => (await readFile(ledgerPath, 'utf8').catch(() => '')).split('\n').filter(Boolean).length;
    const deadline = Date.now() + 120_000;
    let nextKill = Date.now() + 100 + Math.random() * 400;
    while ((await ledgerCount()) < total) {
      assert.ok(Date.now() < deadline, `only ${await ledgerCount()} of ${total} tasks reached the ledger; ${kills} kills`);
      for (let i = 0; i < 50 && submitted < total; i++, submitted++) {
        const id = `K-${String(submitted).padStart(4, '0')}`;
        const agent = agents[submitted % agents.length]!;
        await writeLikeAProducer(inboxPath(root, agent, `${id}.md`), taskMarkdown(root, id, agent));
      }
      if (Date.now() >= nextKill && kills < 8) {
        daemon.child.kill('SIGKILL');
        await daemon.exited;
        kills += 1;
        daemon = spawnDaemon(t, root);
        await daemon.ready;
        nextKill = Date.now() + 200 + Math.random() * 600;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    const ledger = (await readFile(ledgerPath, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { story_id: string; state: string });
    const ids = ledger.map((r) => r.story_id);
    assert.equal(new Set(ids).size, total, 'every task reaches the ledger');
    assert.equal(ids.length, total, 'no task reaches the ledger twice');
    assert.ok(ledger.every((r) => r.state === 'confirmed'));
    const claims = (await Promise.all((await readdir(root)).filter((n) => n.startsWith('claims-')).map((n) => readFile(join(root, n), 'utf8'))))
      .join('')
      .split('\n')
      .filter(Boolean);
    assert.equal(claims.length, total, 'each task claimed exactly once');
    assert.equal(new Set(claims).size, total);
    assert.ok(kills >= 3, `only ${kills} kills happened`);
    assert.equal(trackingReads.unparsable(), null, `a read of .tracking.json did not parse: ${trackingReads.unparsable()}`);
    assert.ok(trackingReads.count() > 50);
    await waitFor('an empty tracking file', async () => Object.keys((await readTracking(root))?.tasks ?? { x: 1 }).length === 0);
  });
});
