import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { configTemplate } from '../../src/init/config-template.js';
import { spawnDaemon } from '../helpers/daemon-process.js';
import { inboxPath, readTracking, taskMarkdown, tempProject, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';
import { startTestDaemon } from '../helpers/test-daemon.js';

test('a changed config.toml applies without a restart; a broken one is reported and the last good one stays', async (t) => {
  const root = await tempProject(t, '[timeouts]\norphan = "5m"\n');
  const { logger } = await startTestDaemon(t, root);
  await writeFile(join(root, '_vibe-chain', 'config.toml'), '[timeouts]\norphan = "45m"\n');
  await waitFor('the reload', () => logger.lines.includes('config reloaded'));
  const submittedAt = Date.now();
  await writeLikeAProducer(inboxPath(root, 'anvil', 'HR-1.md'), taskMarkdown(root, 'HR-1', 'anvil', {}, new Date(submittedAt).toISOString()));
  const entry = await waitFor('tracked', async () => (await readTracking(root))?.tasks['HR-1']);
  assert.equal(Date.parse(entry.deadline_at!), Date.parse(new Date(submittedAt).toISOString()) + 45 * 60_000);

  await writeFile(join(root, '_vibe-chain', 'config.toml'), '[timeouts]\norphan = = "1m"\n');
  await waitFor('the reload error', () =>
    logger.lines.some((l) => l.startsWith('ERROR _vibe-chain/config.toml:2') && l.includes('keeping the last good config')),
  );
  await writeLikeAProducer(inboxPath(root, 'anvil', 'HR-2.md'), taskMarkdown(root, 'HR-2', 'anvil', {}, new Date(submittedAt).toISOString()));
  const second = await waitFor('tracked', async () => (await readTracking(root))?.tasks['HR-2']);
  assert.equal(second.deadline_at, entry.deadline_at);
});

test('a changed stage timeout counts for tasks picked up after the change, as the config file says; a task already picked up keeps its deadline', async (t) => {
  const root = await tempProject(t, '[timeouts]\ndev = "30m"\n');
  const { logger } = await startTestDaemon(t, root);
  const at = new Date().toISOString();
  for (const id of ['ST-1', 'ST-2']) await writeLikeAProducer(inboxPath(root, 'anvil', `${id}.md`), taskMarkdown(root, id, 'anvil', {}, at));
  await writeFile(inboxPath(root, 'anvil', 'ST-1.picked-up'), `at: "${at}"\n`);
  const before = await waitFor('ST-1 picked up', async () =>
    (await readTracking(root))?.tasks['ST-1']?.state === 'picked_up' ? (await readTracking(root))!.tasks['ST-1'] : null,
  );
  assert.equal(Date.parse(before.deadline_at!), Date.parse(at) + 30 * 60_000);

  await writeFile(join(root, '_vibe-chain', 'config.toml'), '[timeouts]\ndev = "45m"\n');
  await waitFor('the reload', () => logger.lines.includes('config reloaded'));
  await writeFile(inboxPath(root, 'anvil', 'ST-2.picked-up'), `at: "${at}"\n`);
  const later = await waitFor('ST-2 picked up', async () =>
    (await readTracking(root))?.tasks['ST-2']?.state === 'picked_up' ? (await readTracking(root))!.tasks['ST-2'] : null,
  );
  assert.equal(Date.parse(later.deadline_at!), Date.parse(at) + 45 * 60_000);
  assert.equal((await readTracking(root))!.tasks['ST-1']!.deadline_at, before.deadline_at, 'picked up before the change: its deadline stays');
  assert.match(configTemplate().replace(/\n# /g, ' '), /a changed \[timeouts\] value counts for tasks submitted or picked up after the change/);
});

test('a bad config at start-up is a clear non-zero exit naming file, line and key', async (t) => {
  const root = await tempProject(t, '[forge]\ndashboard_port = "x"\n');
  const daemon = spawnDaemon(t, root);
  assert.equal(await daemon.exited, 1);
  assert.match(daemon.output(), /_vibe-chain\/config\.toml:2: field "forge\.dashboard_port"/);
});
