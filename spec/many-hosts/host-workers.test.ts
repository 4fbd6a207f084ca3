import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { describe, type TestContext, test } from 'node:test';
import type { WorkersView } from '../../protocol/http-api.js';
import { DAEMON_OWNER } from '../../protocol/paths.js';
import type { CheckResult } from '../../src/doctor/checks.js';
import { onCleanup } from '../helpers/cleanup.js';
import { spawnDaemon } from '../helpers/daemon-process.js';
import { ledgerIds } from '../helpers/host-stories.js';
import { sharedProject, simulatedHost } from '../helpers/many-hosts.js';
import { endTmuxServer, tmux } from '../helpers/processes.js';
import { inboxPath, readTracking, taskMarkdown, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';
import { runForgeJson } from '../parties/run-forge.js';
import { needTmux, SIM_WORKER } from '../supervisor/supervised-project.js';

/**
 * Managed workers pinned to a host (`[workers.NAME] host`): the daemon of that host runs them,
 * whether it holds the lease or waits as a standby. Each simulated host has a tmux server of its
 * own (TMUX_TMPDIR), as each machine would.
 */

const TTL_MS = 3_000;
const MARGIN_MS = 8_000;
const WAITING = /standby: pid \d+ on host-a, .* holds the project/;

function config(projectId: string): string {
  return [
    '[forge]',
    `project_id = "${projectId}"`,
    'dashboard_port = 0',
    '[daemon]',
    `lease_ttl = "${TTL_MS}ms"`,
    'reconcile_interval = "1h"',
    '[supervisor]',
    'enabled = true',
    'workers = ["anvil"]',
    'restart_backoff = "100ms"',
    'stop_grace = "3s"',
    '[workers.anvil]',
    'task_types = ["frontend"]',
    'host = "host-b"',
    `command = [${JSON.stringify(process.execPath)}, ${JSON.stringify(SIM_WORKER)}]`,
    '',
  ].join('\n');
}

/** Host A holding the project, host B a standby, each with its own tmux folder; anvil is pinned to B. */
async function pinnedToB(t: TestContext) {
  if (!needTmux(t)) return null;
  const projectId = `mh-${randomBytes(4).toString('hex')}`;
  const shared = await sharedProject(t, config(projectId));
  if (!shared) return null;
  const a = await simulatedHost(t, shared, 'host-a');
  const b = await simulatedHost(t, shared, 'host-b');
  const socket = `forge-${projectId}`;
  const tmuxOf = (host: string) => join(shared.base, `${host}-tmux`);
  const socketOf = (host: string) => join(tmuxOf(host), `tmux-${process.getuid?.() ?? 0}`, socket);
  for (const host of ['host-a', 'host-b']) {
    await mkdir(tmuxOf(host), { recursive: true });
    // Registered after the mounts, so it runs before they go: the workers' processes hold files on them.
    onCleanup(t, () => endTmuxServer(socket, ['-S', socketOf(host)]));
  }
  const holder = spawnDaemon(t, a.root, [], { ...a.env, TMUX_TMPDIR: tmuxOf('host-a') });
  await holder.ready;
  const standby = spawnDaemon(t, b.root, ['--standby'], { ...b.env, TMUX_TMPDIR: tmuxOf('host-b') });
  await waitFor('the standby waiting', () => WAITING.test(standby.output()));
  return { server: shared.server, a, b, holder, standby, socketOf };
}

/** The sessions tmux lists on a host's server of the project; none when it runs none. */
async function sessionsOn(socketPath: string): Promise<string[]> {
  try {
    return (await tmux(basename(socketPath), ['-S', socketPath, 'list-sessions', '-F', '#{session_name}'])).split('\n').filter(Boolean);
  } catch (error) {
    if (/no server running|error connecting|No such file/i.test((error as Error).message)) return [];
    throw error;
  }
}

describe('managed workers pinned to a host', () => {
  test('a worker pinned to host B is run by B’s standby, claims and hands off there, and the holder on A records it and never starts it', async (t) => {
    const run = await pinnedToB(t);
    if (!run) return;
    const { server, a, b, holder, standby, socketOf } = run;
    await waitFor('the standby supervising anvil', () => standby.output().includes('standby supervisor: runs anvil, pinned to this host (host-b)'));
    assert.match(
      holder.output(),
      /worker anvil is pinned to host-b \(\[workers\.anvil\] host\): the daemon there runs it, so this one \(host-a\) does not start it/,
    );
    await waitFor('anvil’s session on host B', async () => (await sessionsOn(socketOf('host-b'))).includes('anvil'));

    // A story for anvil, dispatched on B (task files carry that host's paths).
    await writeLikeAProducer(inboxPath(b.root, 'anvil', 'MW-1.md'), taskMarkdown(b.root, 'MW-1'));
    await waitFor('MW-1 handed off, as the holder on A tracks it', async () => (await readTracking(server))?.tasks['MW-1']?.state === 'handed_off', 30_000);
    const claim = await readFile(join(server, '_vibe-chain-output/worker-inbox/anvil/MW-1.picked-up'), 'utf8');
    // Claimed by the Stop hook of the session on B (the simulated worker names its session after its pid).
    assert.match(claim, /agent: "anvil"[\s\S]*session_id: "sim-\d+"/);
    await writeLikeAProducer(inboxPath(a.root, 'anvil', 'MW-1.confirmed'), '');
    await waitFor('MW-1 in the ledger', async () => (await ledgerIds(server)).includes('MW-1'));

    assert.deepEqual(await sessionsOn(socketOf('host-a')), [], 'the holder started no session of its own');
    // The standby wrote none of the holder's files: the tracking file and the owner file are A's.
    assert.equal((await readTracking(server))?.lease_epoch, 1);
    assert.match(await readFile(join(server, DAEMON_OWNER), 'utf8'), /"host":"host-a"/);
    assert.doesNotMatch(standby.output(), /forge daemon ready/);
    // Any host says where anvil runs: forge workers on A, forge doctor on B.
    const workers = (await runForgeJson(a.root, ['workers'], { env: a.env as Record<string, string> })).json as WorkersView;
    assert.equal(workers.workers.find((worker) => worker.agent === 'anvil')?.host, 'host-b');
    const doctor = (await runForgeJson(b.root, ['doctor'], { env: b.env as Record<string, string> })).json.checks as CheckResult[];
    assert.match(
      doctor.find((check) => check.check === 'worker hosts')?.message ?? '',
      /^anvil on host-b \(\[workers\.anvil\] host\); this host \(host-b\) runs anvil, in its holder or standby daemon$/,
    );

    // B takes over: its own supervisor adopts anvil's session rather than starting a second one.
    holder.child.kill('SIGKILL');
    await holder.exited;
    await waitFor('the standby ready', () => /forge daemon ready/.test(standby.output()), TTL_MS + MARGIN_MS);
    await waitFor('anvil adopted', () => standby.output().includes('worker anvil: adopted its running session'));
    assert.match(standby.output(), /standby supervisor: the sessions it ran are left running for the daemon's own supervisor to adopt/);
    await waitFor('anvil running under the new holder', async () => (await readTracking(server))?.workers.anvil?.supervisor?.state === 'running');
    assert.equal((await readTracking(server))?.workers.anvil?.supervisor?.restarts, 0);
    assert.deepEqual(await sessionsOn(socketOf('host-b')), ['anvil']);
  });
});
