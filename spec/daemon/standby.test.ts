import assert from 'node:assert/strict';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, type TestContext, test } from 'node:test';
import { highestEpoch } from '../../protocol/lease.js';
import { DAEMON_OWNER, EVENTS_LOG, HISTORY_FILE, LEASE_DIR, TRACKING_FILE } from '../../protocol/paths.js';
import { spawnDaemon } from '../helpers/daemon-process.js';
import { handoffMarkdown, handoffPath, inboxPath, readTracking, taskMarkdown, tempProject, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';

const OTHER_HOST = new URL('../helpers/other-host.js', import.meta.url).href;
const TTL_MS = 2_000;
/** A slow CI machine runs suites side by side on 2 cores: the standby has this much beyond the ttl. */
const MARGIN_MS = 8_000;
const CONFIG = `[daemon]\nlease_ttl = "${TTL_MS}ms"\nreconcile_interval = "1h"\n`;

const ledgerIds = async (root: string) =>
  (await readFile(join(root, HISTORY_FILE), 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { story_id: string }).story_id);

/** Submits a story, claims it and hands it off, then waits until the daemon has it handed off. */
async function handOff(root: string, id: string): Promise<void> {
  await writeLikeAProducer(inboxPath(root, 'anvil', `${id}.md`), taskMarkdown(root, id));
  await writeFile(inboxPath(root, 'anvil', `${id}.picked-up`), `agent: anvil\nat: "${new Date().toISOString()}"\n`, { flag: 'wx' });
  await waitFor(`${id} picked up`, async () => (await readTracking(root))?.tasks[id]?.state === 'picked_up');
  await writeLikeAProducer(handoffPath(root, id), handoffMarkdown(id));
  await waitFor(`${id} handed off`, async () => (await readTracking(root))?.tasks[id]?.state === 'handed_off');
}

async function confirm(root: string, id: string): Promise<void> {
  await writeFile(inboxPath(root, 'anvil', `${id}.confirmed`), '');
  await waitFor(`${id} in the ledger and cleaned up`, async () => (await ledgerIds(root)).includes(id) && !(await readTracking(root))?.tasks[id]);
}

/** The holder first, then the standby: started together, either could take the first epoch. */
async function startPair(t: TestContext, root: string) {
  const holder = spawnDaemon(t, root);
  await holder.ready;
  const standby = spawnDaemon(t, root, ['--standby']);
  await waitFor('the standby waiting', () => /standby: pid \d+ on .* holds the project/.test(standby.output()));
  return { holder, standby };
}

describe('forge start --standby', () => {
  test('takes over within the ttl when the holder is SIGKILLed, and no story reaches the ledger twice', async (t) => {
    const root = await tempProject(t, CONFIG);
    const { holder, standby } = await startPair(t, root);
    await handOff(root, 'SB-1');
    await confirm(root, 'SB-1');
    await handOff(root, 'SB-2');

    holder.child.kill('SIGKILL');
    const killedAt = performance.now();
    await holder.exited;
    await waitFor('the standby ready', () => /forge daemon ready/.test(standby.output()), TTL_MS + MARGIN_MS);
    assert.ok(performance.now() - killedAt < TTL_MS + MARGIN_MS);
    assert.match(
      standby.output(),
      new RegExp(`standby: taking over from pid ${holder.child.pid} on .*\\(holder [0-9a-f]+, epoch 1\\): that daemon is no longer running; now epoch 2`),
    );

    await confirm(root, 'SB-2');
    assert.deepEqual((await ledgerIds(root)).sort(), ['SB-1', 'SB-2']);
    // Each write carries the epoch of the daemon that made it: the ledger lines, and the tracking file.
    const epochs = (await readFile(join(root, HISTORY_FILE), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { story_id: string; lease_epoch?: number })
      .map((line) => `${line.story_id}@${line.lease_epoch}`);
    assert.deepEqual(epochs, ['SB-1@1', 'SB-2@2']);
    assert.equal((JSON.parse(await readFile(join(root, TRACKING_FILE), 'utf8')) as { lease_epoch?: number }).lease_epoch, 2);
    // The event stream says who took over from whom.
    const started = (await readFile(join(root, EVENTS_LOG), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map(
        (line) =>
          JSON.parse(line) as { type: string; metadata: { pid: number; lease?: { epoch: number; took_over: { from_pid: number; reason: string } | null } } },
      )
      .filter((event) => event.type === 'forge-session-started');
    assert.deepEqual(
      started.map((event) => [
        event.metadata.pid,
        event.metadata.lease?.epoch,
        event.metadata.lease?.took_over?.from_pid ?? null,
        event.metadata.lease?.took_over?.reason ?? null,
      ]),
      [
        [holder.child.pid, 1, null, null],
        [standby.child.pid, 2, holder.child.pid, 'gone'],
      ],
    );
  });

  test('a holder that finds the tracking file written by a later epoch stops writing, though its own renewals have not noticed yet', async (t) => {
    // A long ttl: only the tracking file can tell this holder it was superseded within the test.
    const root = await tempProject(t, '[daemon]\nlease_ttl = "10m"\nreconcile_interval = "1h"\n');
    const holder = spawnDaemon(t, root);
    await holder.ready;
    await handOff(root, 'EP-1');
    const written = JSON.parse(await readFile(join(root, TRACKING_FILE), 'utf8')) as Record<string, unknown>;
    assert.equal(written.lease_epoch, 1);
    // Whole, as a later holder writes it (temp file and rename): a plain write's truncation, read
    // half-written, is a corrupt file the holder rightly rebuilds over, and the test then waited for ever.
    await writeLikeAProducer(join(root, TRACKING_FILE), `${JSON.stringify({ ...written, lease_epoch: 2 }, null, 2)}\n`);
    assert.equal(await holder.exited, 1);
    assert.match(
      holder.output(),
      /lease lost: _vibe-chain-output\/worker-inbox\/\.tracking\.json was written by epoch 2, a later holder of the project than this daemon \(epoch 1\); writing nothing more and stopping/,
    );
    // It did not write over the later holder's file.
    assert.equal((JSON.parse(await readFile(join(root, TRACKING_FILE), 'utf8')) as { lease_epoch?: number }).lease_epoch, 2);
  });

  test('a holder frozen past the ttl (SIGSTOP) is replaced; woken again it writes nothing and exits', async (t) => {
    const root = await tempProject(t, CONFIG);
    const { holder, standby } = await startPair(t, root);
    await handOff(root, 'ST-1');
    // The holder broadcasts the completion after the handoff: frozen before that was done, its write (begun
    // before the takeover) or at least its log line would come on waking.
    await waitFor('the completion broadcast', () => holder.output().includes('anvil/ST-1 completion broadcast'));

    holder.child.kill('SIGSTOP');
    // While the holder is frozen, the story is confirmed and a new one arrives: work the old holder will hear of when it wakes.
    await writeFile(inboxPath(root, 'anvil', 'ST-1.confirmed'), '');
    await waitFor('the standby ready', () => /forge daemon ready/.test(standby.output()), TTL_MS + MARGIN_MS);
    assert.match(standby.output(), /standby: taking over from pid \d+ .*epoch 1\): its lease counter did not move for 2000 ms; now epoch 2/);
    await waitFor('ST-1 in the ledger and cleaned up', async () => (await ledgerIds(root)).includes('ST-1') && !(await readTracking(root))?.tasks['ST-1']);
    await writeLikeAProducer(inboxPath(root, 'anvil', 'ST-2.md'), taskMarkdown(root, 'ST-2'));
    await waitFor('ST-2 tracked by the new holder', async () => (await readTracking(root))?.tasks['ST-2']?.state === 'submitted');

    const trackingPath = join(root, TRACKING_FILE);
    const snapshot = async () => ({
      tracking: await readFile(trackingPath, 'utf8'),
      ledger: await readFile(join(root, HISTORY_FILE), 'utf8'),
      owner: await readFile(join(root, DAEMON_OWNER), 'utf8'),
      epoch: highestEpoch(await readdir(join(root, LEASE_DIR))),
    });
    // Settled: the new holder wrote what it had to (two looks in a row agree).
    const before = await waitFor('the new holder settled', async () => {
      const first = await snapshot();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return JSON.stringify(first) === JSON.stringify(await snapshot()) ? first : null;
    });

    const heardBefore = holder.output().length;
    holder.child.kill('SIGCONT');
    assert.equal(await holder.exited, 1);
    const woken = holder.output().slice(heardBefore);
    assert.match(woken, /lease lost: lease not renewed for \d+ ms, more than half its ttl of 2000 ms .*; writing nothing more and stopping/);
    assert.match(woken, /lease: the project is now held by pid \d+ .*epoch 2\)/);
    assert.doesNotMatch(woken, /ST-1|ST-2/, 'the old holder applied no transition');

    const after = await snapshot();
    assert.equal(after.ledger, before.ledger, 'no ledger line from the old holder');
    assert.equal(after.owner, before.owner, "the new holder's owner file is intact");
    assert.equal(JSON.parse(after.owner).pid, standby.child.pid);
    assert.equal(after.epoch, 2);
    const tracking = JSON.parse(after.tracking) as { tasks: Record<string, unknown> };
    assert.deepEqual(Object.keys(tracking.tasks), ['ST-2'], 'the old holder did not write its stale view back');
    assert.equal(after.tracking, before.tracking);
    assert.deepEqual(await ledgerIds(root), ['ST-1']);
    assert.equal(standby.child.exitCode, null, 'the new holder runs on');
  });

  test('on another host with its clock 30 s ahead, a standby never takes a live lease, and takes a dead one only after the ttl', async (t) => {
    const root = await tempProject(t, CONFIG);
    const holder = spawnDaemon(t, root);
    await holder.ready;
    const elsewhere = { NODE_OPTIONS: `--import ${OTHER_HOST}`, FORGE_TEST_HOSTNAME: 'host-b', FORGE_TEST_CLOCK_OFFSET_MS: '30000' };
    const standby = spawnDaemon(t, root, ['--standby'], elsewhere);
    await waitFor('the standby waiting', () => /standby: pid \d+ on .* holds the project/.test(standby.output()));
    // Watched for three ttls, by the holder's renewals (a condition, not a sleep): the skewed standby stays a standby.
    const counter = async () => (JSON.parse(await readFile(join(root, LEASE_DIR, 'epoch-1.json'), 'utf8')) as { counter: number }).counter;
    const from = await counter();
    await waitFor('three ttls of renewals', async () => (await counter()) >= from + 24, 30_000);
    assert.doesNotMatch(standby.output(), /standby: taking over from/);
    assert.deepEqual(await readdir(join(root, LEASE_DIR)), ['epoch-1.json']);

    // A plain start from that host watches the lease, sees the counter move and refuses.
    const plain = spawnDaemon(t, root, [], elsewhere);
    assert.equal(await plain.exited, 1);
    assert.match(plain.output(), /watching its lease for up to 2000 ms[\s\S]*another forge daemon is running on this project: pid \d+ on /);

    // Killed, the holder cannot be seen gone from another host: the standby waits out the ttl.
    holder.child.kill('SIGKILL');
    const killedAt = performance.now();
    await holder.exited;
    await waitFor('the standby ready', () => /forge daemon ready/.test(standby.output()), TTL_MS + MARGIN_MS);
    // The last renewal came at most ttl/8 before the kill; the standby needs a whole ttl after it.
    assert.ok(performance.now() - killedAt >= TTL_MS - TTL_MS / 8 - 50, `took over ${Math.round(performance.now() - killedAt)} ms after the kill`);
    assert.match(standby.output(), /standby: taking over from pid \d+ on .*: its lease counter did not move for 2000 ms; now epoch 2/);
    assert.equal(JSON.parse(await readFile(join(root, LEASE_DIR, 'epoch-2.json'), 'utf8')).host, 'host-b');
  });

  test('a plain second forge start refuses, naming the holder and suggesting --standby', async (t) => {
    const root = await tempProject(t, CONFIG);
    const holder = spawnDaemon(t, root);
    await holder.ready;
    const second = spawnDaemon(t, root);
    assert.equal(await second.exited, 1);
    assert.match(second.output(), new RegExp(`another forge daemon is running on this project: pid ${holder.child.pid} on .*; forge start --standby waits`));

    // A standby stopped while it waits leaves the holder's lease and files alone.
    const lease = () => readFile(join(root, LEASE_DIR, 'epoch-1.json'), 'utf8');
    const standby = spawnDaemon(t, root, ['--standby']);
    await waitFor('the standby waiting', () => /standby: pid \d+ on .* holds the project/.test(standby.output()));
    const owner = await readFile(join(root, DAEMON_OWNER), 'utf8');
    standby.child.kill('SIGINT');
    assert.equal(await standby.exited, 0);
    assert.match(standby.output(), /forge standby stopped: it never held the project and wrote nothing/);
    assert.equal(await readFile(join(root, DAEMON_OWNER), 'utf8'), owner);
    assert.equal(JSON.parse(await lease()).released, false);
    assert.deepEqual(await readdir(join(root, LEASE_DIR)), ['epoch-1.json']);
  });
});
