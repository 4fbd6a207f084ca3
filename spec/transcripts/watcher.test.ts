import assert from 'node:assert/strict';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type TestContext, test } from 'node:test';
import { Config } from '../../protocol/config.js';
import { ManualClock } from '../../src/clock.js';
import { projectSlug } from '../../src/transcripts/slug.js';
import {
  createTranscriptsWatcher,
  type TranscriptActivity,
  type TranscriptsWatcher,
  type TranscriptsWatcherOptions,
} from '../../src/transcripts/transcript-follower.js';
import { onCleanup } from '../helpers/cleanup.js';
import { waitFor } from '../helpers/temp-project.js';
import { T0, tempDir } from './corpus.js';

const line = (uuid: string, text: string) => `${JSON.stringify({ type: 'user', uuid, timestamp: '2026-03-01T10:00:00.000Z', message: { content: text } })}\n`;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A watcher for one test (closed when it ends), with its activity collected into `events`, once it is ready. */
async function readyWatcher(
  t: TestContext,
  events: TranscriptActivity[],
  options: Pick<TranscriptsWatcherOptions, 'projectRoot' | 'config' | 'worktrees'> & Partial<TranscriptsWatcherOptions>,
): Promise<TranscriptsWatcher> {
  const watcher = createTranscriptsWatcher({
    clock: new ManualClock(T0),
    env: {},
    onActivity: (event) => events.push(event),
    log: silent,
    compound: false,
    ...options,
  });
  onCleanup(t, () => watcher.close());
  await watcher.ready;
  return watcher;
}

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
    await readyWatcher(t, events, {
      projectRoot: project,
      config: Config.parse({ daemon: { watch, poll_interval: '50ms' } }),
      clock,
      projectsDir: projects,
      worktrees: () => [{ agent: 'anvil', storyId: 'S-7', worktreePath: worktree }],
    });
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
  const watcher = await readyWatcher(t, events, {
    projectRoot: project,
    config: Config.parse({}),
    projectsDir: projects,
    worktrees: () => [{ agent: 'furnace', storyId: 'S-8', worktreePath: worktree }],
  });
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

test("a managed worker whose env gives it a HOME of its own is followed there: its session folder, made after the start, is read as that worker's", async (t) => {
  const project = await tempDir(t, 'kb-home-');
  const daemonHome = await tempDir(t, 'kb-home-daemon-');
  const workerHome = await tempDir(t, 'kb-home-anvil-');
  await mkdir(join(workerHome, '.claude', 'projects'), { recursive: true });
  const worktree = join(project, 'trees', 'S-9');
  const events: TranscriptActivity[] = [];
  await readyWatcher(t, events, {
    projectRoot: project,
    config: Config.parse({
      daemon: { poll_interval: '50ms' },
      supervisor: { enabled: true, workers: ['anvil'] },
      workers: { anvil: { task_types: ['frontend'], env: { HOME: workerHome } } },
    }),
    env: { HOME: daemonHome },
    worktrees: () => [{ agent: 'anvil', storyId: 'S-9', worktreePath: worktree }],
  });
  const dir = join(workerHome, '.claude', 'projects', projectSlug(worktree));
  await mkdir(dir);
  await writeFile(join(dir, 'w-1.jsonl'), line('u-1', 'in the worker home'));
  await waitFor("the worker's session read", () => events.find((e) => e.sessionId === 'w-1'));
  assert.deepEqual(
    events.map((e) => [e.agent, e.storyId, e.sessionId]),
    [['anvil', 'S-9', 'w-1']],
  );
});

test('a reloaded config is followed at once: a folder added to [transcripts] dirs is read, one taken out is watched no more', async (t) => {
  const project = await tempDir(t, 'kb-reload-');
  const projects = await tempDir(t, 'kb-reload-projects-');
  const extra = await tempDir(t, 'kb-reload-extra-');
  await writeFile(join(extra, 'x-1.jsonl'), line('u-1', 'from an extra folder'));
  const events: TranscriptActivity[] = [];
  const config = (dirs: string[]) => Config.parse({ daemon: { poll_interval: '50ms' }, transcripts: { dirs } });
  const watcher = await readyWatcher(t, events, {
    projectRoot: project,
    config: config([]),
    projectsDir: projects,
    worktrees: () => [],
  });
  assert.equal(events.length, 0);
  await watcher.reconfigure(config([extra]));
  assert.deepEqual(
    events.map((e) => e.sessionId),
    ['x-1'],
    'the folder is read as soon as the config names it',
  );
  await watcher.reconfigure(config([]));
  events.length = 0;
  await appendFile(join(extra, 'x-1.jsonl'), line('u-2', 'after it was taken out'));
  assert.equal((await watcher.ingestAll()).bytesRead, 0, 'a folder no longer named is not read');
  assert.deepEqual(events, []);
});
