import { writeFile } from 'node:fs/promises';
import { onCleanup } from '../spec/helpers/cleanup.js';
import { spawnDaemon } from '../spec/helpers/daemon-process.js';
import { sharedExport, simulatedHost } from '../spec/helpers/many-hosts.js';
import { fuseRequirement } from '../spec/helpers/nfs-mount.js';
import { required } from '../spec/helpers/requirement.js';
import { handoffMarkdown, handoffPath, inboxPath, readTracking, taskMarkdown, waitFor, writeLikeAProducer } from '../spec/helpers/temp-project.js';
import { benchProject } from './lib/bench-project.js';
import { deadlines } from './lib/host-deadlines.js';
import { HOSTS_CONFIG, scoped } from './lib/host-scope.js';
import { takeovers } from './lib/host-takeover.js';
import { report, summarize } from './lib/stats.js';

/**
 * Issue #30's figures on simulated hosts (spec/helpers/many-hosts.ts: one folder for the file
 * server's export, one NFS-like FUSE mount per host with Linux's default attribute caching):
 * 1. another host's claim and handoff seen by the daemon, next to the same writes on one host's
 *    local disk;
 * 2. a standby taking over after SIGKILL, SIGSTOP and a partition of the holder, at the default
 *    lease ttl, with stories flowing around each failure;
 * 3. orphan and stage deadlines with a host's clock 30 s off, next to no skew.
 */

export async function run(stories = 30, rounds = 3): Promise<void> {
  const { missing } = fuseRequirement();
  if (missing) {
    if (required('fuse')) throw new Error(`fuse not available: ${missing} (required here by FORGE_REQUIRE)`);
    console.log(`many-hosts: skipped: fuse not available: ${missing}`);
    return;
  }
  await reaction(stories);
  await takeovers(rounds);
  await deadlines();
}

/** The default `[daemon] poll_interval`. */
const POLL_MS = 1_000;

/** Figure 1: claims and handoffs written on host B, the daemon on host A, against one host's local disk. */
async function reaction(stories: number): Promise<void> {
  const local = await scoped(async (scope) => {
    const project = benchProject(HOSTS_CONFIG);
    onCleanup(scope, project.remove);
    const daemon = spawnDaemon(scope, project.root);
    await daemon.ready;
    return { ...(await claimsAndHandoffs(project.root, project.root, 'LD', stories)), watch: watchLine(daemon.output()) };
  });
  const remote = await scoped(async (scope) => {
    const shared = await sharedExport(scope, HOSTS_CONFIG);
    const a = await simulatedHost(scope, shared, 'host-a');
    const b = await simulatedHost(scope, shared, 'host-b');
    const daemon = spawnDaemon(scope, a.root, [], a.env);
    await daemon.ready;
    return { ...(await claimsAndHandoffs(b.root, shared.server, 'RH', stories)), watch: watchLine(daemon.output()) };
  });
  console.log(`one host: ${local.watch}\nhost A: ${remote.watch}`);
  const target = 'p50 < 2000 ms, p99 < 5000 ms';
  report(
    'claim written on host B -> picked_up on the server (daemon on host A)',
    summarize(remote.claims),
    summarize(local.claims),
    'one host, local disk',
    target,
  );
  report(
    'handoff written on host B -> handed_off on the server (daemon on host A)',
    summarize(remote.handoffs),
    summarize(local.handoffs),
    'one host, local disk',
    target,
  );
}

/**
 * Submits `count` stories through `root`, then one at a time claims each and hands it off there,
 * timing each from just before the write (at a random phase of the daemon's poll rounds) to the daemon's new state in `.tracking.json` as `server`
 * holds it.
 */
async function claimsAndHandoffs(root: string, server: string, prefix: string, count: number) {
  const ids = Array.from({ length: count }, (_, n) => `${prefix}-${n + 1}`);
  for (const id of ids) await writeLikeAProducer(inboxPath(root, 'anvil', `${id}.md`), taskMarkdown(root, id));
  await waitFor('every story submitted', async () => {
    const tasks = (await readTracking(server))?.tasks ?? {};
    return ids.every((id) => tasks[id]?.state === 'submitted');
  });
  const claims: number[] = [];
  const handoffs: number[] = [];
  const stateOf = async (id: string) => (await readTracking(server))?.tasks[id]?.state;
  // Each write waits a random part of a poll interval first: written right after the daemon's last reaction, every write would land at the same phase of its poll rounds.
  const jitter = () => new Promise((resolve) => setTimeout(resolve, Math.random() * POLL_MS));
  for (const id of ids) {
    await jitter();
    let start = performance.now();
    await writeFile(inboxPath(root, 'anvil', `${id}.picked-up`), `agent: anvil\nat: "${new Date().toISOString()}"\n`, { flag: 'wx' });
    await waitFor(`${id} picked up`, async () => (await stateOf(id)) === 'picked_up');
    claims.push(performance.now() - start);
    await jitter();
    start = performance.now();
    await writeLikeAProducer(handoffPath(root, id), handoffMarkdown(id));
    await waitFor(`${id} handed off`, async () => (await stateOf(id)) === 'handed_off');
    handoffs.push(performance.now() - start);
  }
  return { claims, handoffs };
}

function watchLine(log: string): string {
  return /watching (by polling|with native events)[^\n]*/.exec(log)?.[0] ?? 'the daemon did not say how it watches';
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
