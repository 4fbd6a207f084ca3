import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
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
  await waitFor('the reload error', () => logger.lines.some((l) => l.startsWith('ERROR _vibe-chain/config.toml:2') && l.includes('keeping the last good config')));
  await writeLikeAProducer(inboxPath(root, 'anvil', 'HR-2.md'), taskMarkdown(root, 'HR-2', 'anvil', {}, new Date(submittedAt).toISOString()));
  const second = await waitFor('tracked', async () => (await readTracking(root))?.tasks['HR-2']);
  assert.equal(second.deadline_at, entry.deadline_at);
});

test('a bad config at start-up is a clear non-zero exit naming file, line and key', async (t) => {
  const root = await tempProject(t, '[forge]\ndashboard_port = "x"\n');
  const daemon = spawnDaemon(t, root);
  assert.equal(await daemon.exited, 1);
  assert.match(daemon.output(), /_vibe-chain\/config\.toml:2: field "forge\.dashboard_port"/);
});
