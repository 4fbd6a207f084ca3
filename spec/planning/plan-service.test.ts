import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { systemClock } from '../../src/clock.js';
import { ConfigHolder } from '../../src/daemon/config-holder.js';
import { startDaemon } from '../../src/daemon/daemon.js';
import { planService } from '../../src/planning/plan-service.js';
import { onCleanup } from '../helpers/cleanup.js';
import { readTracking, tempProject, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';
import { captureLogger } from '../helpers/test-daemon.js';

const PROJECT = '---\nproject: shop\ntitle: Shop\ncreated_at: 2026-04-01T12:00:00Z\n---\nMugs.\n';

test('the daemon watches the plan folders: a hand-broken artifact is listed under rejected until fixed, and each phase is logged', async (t) => {
  const root = await tempProject(t);
  const logger = captureLogger();
  const config = await ConfigHolder.load(root, { HOME: root }, logger);
  const daemon = startDaemon({ projectRoot: root, config, clock: systemClock, logger, watch: true, lock: false, services: [planService()] });
  onCleanup(t, () => daemon.close());
  await daemon.ready;
  const dir = join(root, '_vibe-chain', 'plans', 'shop');
  await writeLikeAProducer(join(dir, 'project.md'), PROJECT);
  await waitFor('the phase logged', async () => logger.lines.some((line) => line === 'plan shop: interview; next: start_interview, submit_vision'));
  const file = '_vibe-chain/plans/shop/project.md';
  await writeLikeAProducer(join(dir, 'project.md'), PROJECT.replace('title: Shop\n', 'title: [Shop\n'));
  const rejected = await waitFor('the rejection', async () => (await readTracking(root))?.rejected?.[file]);
  assert.deepEqual(
    rejected.errors.map((e) => `${e.code} ${e.file}`),
    [`yaml_syntax ${file}`],
  );
  assert.ok(logger.lines.some((line) => line.startsWith('WARN plan file rejected: _vibe-chain/plans/shop/project.md')));
  await writeLikeAProducer(join(dir, 'project.md'), PROJECT);
  await waitFor('the rejection cleared', async () => (await readTracking(root))?.rejected?.[file] === undefined);
});
