import assert from 'node:assert/strict';
import { test } from 'node:test';
import { spawnDaemon } from '../helpers/daemon-process.js';
import { confirm, handOff, ledgerIds, serverState, settledServerState, submit } from '../helpers/host-stories.js';
import { sharedProject, simulatedHost } from '../helpers/many-hosts.js';
import { waitFor } from '../helpers/temp-project.js';

/** A partition, simulated by host A's mount hanging: every file call of its daemon waits, as on an NFS hard mount. */

/** As in lease.test.ts: long enough that a holder starved on two loaded cores does not fence itself. */
const TTL_MS = 3_000;
const MARGIN_MS = 8_000;
const CONFIG = `[daemon]\nlease_ttl = "${TTL_MS}ms"\nreconcile_interval = "1h"\n\n[forge]\ndashboard_port = 0\n`;

test('a holder cut off from the file server is replaced; reconnected, it writes nothing and exits', async (t) => {
  const shared = await sharedProject(t, CONFIG);
  if (!shared) return;
  const { server } = shared;
  const a = await simulatedHost(t, shared, 'host-a');
  const b = await simulatedHost(t, shared, 'host-b', { at: 'srv/elsewhere' });
  const holder = spawnDaemon(t, a.root, [], a.env);
  await holder.ready;
  const standby = spawnDaemon(t, b.root, ['--standby'], b.env);
  await waitFor('the standby waiting', () => /standby: pid \d+ on host-a, .* holds the project/.test(standby.output()));
  await handOff(a.root, server, 'MP-1');
  await waitFor('the completion broadcast', () => holder.output().includes('anvil/MP-1 completion broadcast'));

  a.mount.hang();
  await waitFor('the standby ready', () => /forge daemon ready/.test(standby.output()), TTL_MS + MARGIN_MS);
  assert.match(
    standby.output(),
    new RegExp(`standby: taking over from pid \\d+ on host-a, .*epoch 1\\): its lease counter did not move for ${TTL_MS} ms; now epoch 2`),
  );
  await confirm(b.root, server, 'MP-1');
  await submit(b.root, server, 'MP-2');
  const before = await settledServerState(server);

  const heardBefore = holder.output().length;
  a.mount.resume();
  assert.equal(await holder.exited, 1);
  const woken = holder.output().slice(heardBefore);
  assert.match(woken, /lease lost: .*; writing nothing more and stopping/);
  assert.doesNotMatch(woken, /MP-1|MP-2/, 'the old holder applied no transition');
  const after = await serverState(server);
  // A renewal of its own epoch may have been under way when the mount hung; everything else is the new holder's.
  assert.equal(after.tracking, before.tracking, 'the tracking file is byte for byte what the new holder wrote');
  assert.equal(after.ledger, before.ledger, 'no ledger line from the old holder');
  assert.equal(after.owner, before.owner, "the new holder's owner file is intact");
  assert.deepEqual(after.epochs, ['epoch-1.json', 'epoch-2.json']);
  assert.deepEqual(await ledgerIds(server), ['MP-1']);
  assert.equal(standby.child.exitCode, null, 'the new holder runs on');
});
