import assert from 'node:assert/strict';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { Config } from '../../protocol/config.js';
import { ManualClock } from '../../src/clock.js';
import { projectSlug } from '../../src/transcripts/slug.js';
import { createTranscriptsWatcher, type TranscriptActivity } from '../../src/transcripts/transcript-follower.js';
import { onCleanup } from '../helpers/cleanup.js';
import { waitFor } from '../helpers/temp-project.js';
import { T0, tempDir } from './corpus.js';

const line = (uuid: string, text: string) => `${JSON.stringify({ type: 'user', uuid, timestamp: '2026-03-01T10:00:00.000Z', message: { content: text } })}\n`;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

for (const watch of ['native', 'poll'] as const) {
  test(`(${watch}) a worker's transcript growth is a heartbeat for its agent and story, and becomes exchange files`, async (t) => {
    const project = await tempDir(t, 'kb-watch-');
    const projects = await tempDir(t, 'kb-watch-projects-');
    const worktree = join(project, 'trees', 'S-7');
    const dir = join(projects, projectSlug(worktree));
    await mkdir(join(dir, 'sess-1', 'subagents'), { recursive: true });
    await writeFile(join(dir, 'sess-1.jsonl'), line('u-1', 'first prompt'));
    const events: TranscriptActivity[] = [];
    const clock = new ManualClock(T0);
    const watcher = createTranscriptsWatcher({
      projectRoot: project,
      config: Config.parse({ daemon: { watch, poll_interval: '50ms' } }),
      clock,
      env: {},
      projectsDir: projects,
      worktrees: () => [{ agent: 'anvil', storyId: 'S-7', worktreePath: worktree }],
      onActivity: (event) => events.push(event),
      log: silent,
      compound: false,
    });
    onCleanup(t, () => watcher.close());
    await watcher.ready;
    assert.deepEqual(
      events.map((e) => [e.agent, e.storyId, e.sessionId]),
      [['anvil', 'S-7', 'sess-1']],
      'the catch-up ingest reports the first sighting',
    );
    events.length = 0;
    clock.set(T0 + 60_000);
    await appendFile(join(dir, 'sess-1.jsonl'), line('u-2', 'second prompt'));
    await waitFor('the main transcript heartbeat', () => events.find((e) => e.file.endsWith('sess-1.jsonl')));
    assert.equal(events[0]!.at, T0 + 60_000);
    const index = await waitFor('two exchanges in the index', async () => {
      const text = await readFile(join(project, '_vibe-chain-output', 'exchanges', '_index.jsonl'), 'utf8').catch(() => '');
      return text.trim().split('\n').length === 2 ? text : null;
    });
    assert.match(index, /second prompt/);
    await writeFile(join(dir, 'sess-1', 'subagents', 'agent-x.jsonl'), '{"type":"progress"}\n');
    await waitFor('the subagent heartbeat', () => events.find((e) => e.file.endsWith('agent-x.jsonl')));
    assert.deepEqual(events.map((e) => [e.agent, e.storyId, e.sessionId]).at(-1), ['anvil', 'S-7', 'sess-1']);
  });
}

test('a worktree whose transcripts folder appears later is picked up by refresh()', async (t) => {
  const project = await tempDir(t, 'kb-refresh-');
  const projects = await tempDir(t, 'kb-refresh-projects-');
  const worktree = join(project, 'trees', 'S-8');
  const events: TranscriptActivity[] = [];
  const watcher = createTranscriptsWatcher({
    projectRoot: project,
    config: Config.parse({}),
    clock: new ManualClock(T0),
    env: {},
    projectsDir: projects,
    worktrees: () => [{ agent: 'furnace', storyId: 'S-8', worktreePath: worktree }],
    onActivity: (event) => events.push(event),
    log: silent,
    compound: false,
  });
  onCleanup(t, () => watcher.close());
  await watcher.ready;
  assert.equal(events.length, 0);
  const dir = join(projects, projectSlug(worktree));
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'late.jsonl'), line('u-1', 'hello'));
  await watcher.refresh();
  assert.deepEqual(
    events.map((e) => [e.agent, e.sessionId]),
    [['furnace', 'late']],
  );
  const report = await watcher.ingestAll();
  assert.equal(report.bytesRead, 0, 'nothing is read twice');
  await watcher.close();
  await watcher.close();
});
