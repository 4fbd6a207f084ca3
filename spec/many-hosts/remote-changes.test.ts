import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { test } from 'node:test';
import { spawnDaemon } from '../helpers/daemon-process.js';
import { submit } from '../helpers/host-stories.js';
import { sharedProject, simulatedHost } from '../helpers/many-hosts.js';
import { handoffMarkdown, handoffPath, inboxPath, readTracking, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';

/**
 * Another host's writes reach the daemon through its mount's caches, with no inotify event. Both
 * mounts cache attributes for 60 s (`actimeo=60`): a daemon that waits for a folder's modification
 * time to change would see nothing for up to a minute. The periodic reconcile is off (1 h).
 */

const config = (watch: string) => `[daemon]\n${watch}poll_interval = "1s"\nreconcile_interval = "1h"\nlease_ttl = "3000ms"\n\n[forge]\ndashboard_port = 0\n`;
/** "A few seconds": two poll periods and what two loaded cores add. */
const SEEN_WITHIN_MS = 8_000;

// The default ("auto") must find the mount to be FUSE and poll, as it would on NFS.
for (const [watch, setting] of [
  ['watch = "poll"', 'watch = "poll"\n'],
  ['the default watch mode', ''],
] as const) {
  test(`with ${watch}, a claim and a handoff written on host B reach the daemon on host A within seconds, even with actimeo=60`, async (t) => {
    const shared = await sharedProject(t, config(setting));
    if (!shared) return;
    const a = await simulatedHost(t, shared, 'host-a', { caching: { actimeo: 60 } });
    const b = await simulatedHost(t, shared, 'host-b', { caching: { actimeo: 60 }, at: 'srv/elsewhere' });
    const daemon = spawnDaemon(t, a.root, [], a.env);
    await daemon.ready;
    assert.match(daemon.output(), /watching by polling every 1000 ms/);
    await submit(a.root, shared.server, 'RC-1');

    const claimedAt = performance.now();
    await writeFile(inboxPath(b.root, 'anvil', 'RC-1.picked-up'), `agent: anvil\nat: "${new Date().toISOString()}"\n`, { flag: 'wx' });
    await waitFor('the claim from host B seen', async () => (await readTracking(shared.server))?.tasks['RC-1']?.state === 'picked_up', SEEN_WITHIN_MS);
    t.diagnostic(`claim seen after ${Math.round(performance.now() - claimedAt)} ms`);

    const handedAt = performance.now();
    await writeLikeAProducer(handoffPath(b.root, 'RC-1'), handoffMarkdown('RC-1'));
    await waitFor('the handoff from host B seen', async () => (await readTracking(shared.server))?.tasks['RC-1']?.state === 'handed_off', SEEN_WITHIN_MS);
    t.diagnostic(`handoff seen after ${Math.round(performance.now() - handedAt)} ms`);
    assert.equal(daemon.child.exitCode, null);
  });
}
