import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { WorkersView } from '../../protocol/http-api.js';
import { touchHeartbeat } from '../../src/workers/heartbeat.js';
import { spawnDaemon } from '../helpers/daemon-process.js';
import { readTracking, tempProject, waitFor } from '../helpers/temp-project.js';
import { runForge, runForgeJson } from '../parties/run-forge.js';

const ROSTER =
  '[forge]\ndashboard_port = 0\n[workers.anvil]\ntask_types = ["frontend"]\nadapter = "agents/anvil.md"\n[workers.crucible]\ntask_types = ["test"]\n';

describe('forge workers', () => {
  test('lists the configured roster with what the daemon knows of each worker', async (t) => {
    const root = await tempProject(t, ROSTER);
    const daemon = spawnDaemon(t, root);
    await daemon.ready;
    await touchHeartbeat(root, 'anvil', Date.now());
    await waitFor('anvil seen', async () => (await readTracking(root))?.workers.anvil?.status === 'idle');
    const { code, json } = await runForgeJson(root, ['workers']);
    assert.equal(code, 0);
    const view = WorkersView.parse(json);
    assert.deepEqual(
      view.workers.map((w) => [w.agent, w.status, w.task_types, w.adapter, w.in_roster]),
      [
        ['anvil', 'idle', ['frontend'], 'agents/anvil.md', true],
        ['crucible', 'offline', ['test'], '_vibe-chain/agents/forge/crucible.md', true],
      ],
    );
    assert.ok(view.workers[0]!.idle_since && view.workers[0]!.last_seen_at);
    const table = await runForge(root, ['workers']);
    assert.match(
      table.stdout,
      /^WORKER +STATUS +TASK +IDLE SINCE +LAST SEEN +TASK TYPES\nanvil +idle +- +\d+s ago +\d+s ago +frontend\ncrucible +offline +- +- +never +test\n$/,
    );
  });

  test('without a tracking file every status is unknown, and the answer says why', async (t) => {
    const root = await tempProject(t);
    const { json } = await runForgeJson(root, ['workers']);
    const view = WorkersView.parse(json);
    assert.equal(view.workers.length, 6, 'the default roster');
    assert.ok(view.workers.every((w) => w.status === 'unknown'));
    assert.match(view.message!, /the daemon has not run here/);
  });
});
