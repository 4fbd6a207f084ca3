import assert from 'node:assert/strict';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { projectSlug } from '../../src/transcripts/slug.js';
import { spawnDaemon } from '../helpers/daemon-process.js';
import { inboxPath, readTracking, taskMarkdown, tempProject, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';

function transcriptLine(n: number): string {
  return `${JSON.stringify({ type: 'assistant', uuid: `u-${n}`, timestamp: new Date().toISOString(), message: { id: `m-${n}`, role: 'assistant', content: [{ type: 'text', text: `step ${n}` }] } })}\n`;
}

test('a worker whose transcript keeps growing is not stalled; once it stops, the task is flagged stalled', async (t) => {
  const root = await tempProject(t, '[timeouts]\nstall = "3s"\n');
  const worktree = join(root, 'trees', 'LIVE-1');
  await mkdir(worktree, { recursive: true });
  const sessions = join(root, '.claude', 'projects', projectSlug(worktree));
  await mkdir(sessions, { recursive: true });
  const transcript = join(sessions, 'session-1.jsonl');
  await writeFile(transcript, transcriptLine(0));

  const daemon = spawnDaemon(t, root);
  await daemon.ready;
  await writeLikeAProducer(inboxPath(root, 'anvil', 'LIVE-1.md'), taskMarkdown(root, 'LIVE-1', 'anvil', { worktree_path: worktree }));
  await waitFor('tracked', async () => (await readTracking(root))?.tasks['LIVE-1']);
  await writeFile(inboxPath(root, 'anvil', 'LIVE-1.picked-up'), 'agent: anvil\n', { flag: 'wx' });
  await waitFor('picked up', async () => (await readTracking(root))?.tasks['LIVE-1']?.state === 'picked_up');

  const growUntil = Date.now() + 5000;
  for (let n = 1; Date.now() < growUntil; n++) {
    await appendFile(transcript, transcriptLine(n));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const entry = (await readTracking(root))?.tasks['LIVE-1'];
    assert.equal(entry?.stalled, false, `stalled while its transcript grew (line ${n})`);
  }
  const seen = (await readTracking(root))!.workers.anvil!;
  assert.ok(seen.last_seen_at !== null, 'transcript growth counts as a sign of life for the worker');
  const stalled = await waitFor('stalled', async () => {
    const entry = (await readTracking(root))?.tasks['LIVE-1'];
    return entry?.stalled ? entry : null;
  });
  assert.equal(stalled.state, 'picked_up');
});
