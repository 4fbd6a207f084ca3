import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, type TestContext, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ManualClock } from '../../src/clock.js';
import { ConfigHolder } from '../../src/daemon/config-holder.js';
import { startDaemon } from '../../src/daemon/daemon.js';
import { modifyLabStories, updateLabStories } from '../../src/lab-link/lab-stories.js';
import { mcpStdioTransport } from '../../src/lab-link/mcp-stdio-transport.js';
import { storyPollService } from '../../src/lab-link/story-poll-service.js';
import { StoryPoller, storiesToCheck } from '../../src/lab-link/story-poller.js';
import type { StoryTransport } from '../../src/lab-link/story-transport.js';
import { onCleanup } from '../helpers/cleanup.js';
import { tempProject, waitFor } from '../helpers/temp-project.js';
import { captureLogger } from '../helpers/test-daemon.js';
import { LAB_STORIES_ENTRY_FIELDS } from './lab-contract.js';
import { readJsonLines } from './lab-fixture.js';

const FAKE_LAB = fileURLToPath(new URL('./fake-lab-mcp.js', import.meta.url));
const T0 = Date.parse('2026-04-01T12:00:00Z');

const entry = (id: string, status: string, lastChecked: string | null, project = 'shop') => ({
  project_id: project,
  forge_task_id: id,
  lab_story_id: `LAB-${id}`,
  status,
  last_checked: lastChecked,
});

interface Lab {
  root: string;
  calls: string;
  state: string;
  setLab(stories: Record<string, Record<string, unknown>>): Promise<void>;
  stories(): Promise<Record<string, Record<string, unknown>>>;
  command(extra?: string): string;
}

async function labWith(t: TestContext, stories: Record<string, unknown>): Promise<Lab> {
  const root = await tempProject(t);
  const calls = join(root, 'lab-calls.jsonl');
  const state = join(root, 'lab-state.json');
  await mkdir(join(root, '.forge'), { recursive: true });
  await writeFile(join(root, '.forge', 'lab-stories.json'), `${JSON.stringify(stories)}\n`);
  await writeFile(state, '{}');
  return {
    root,
    calls,
    state,
    setLab: (lab) => writeFile(state, JSON.stringify(lab)),
    stories: async () => JSON.parse(await readFile(join(root, '.forge', 'lab-stories.json'), 'utf8')) as Record<string, Record<string, unknown>>,
    command: (extra = '') => `${process.execPath} ${FAKE_LAB} --log ${calls} --state ${state} ${extra}`,
  };
}

function pollerFor(t: TestContext, lab: Lab, clock: ManualClock, connect: () => StoryTransport | null, batch = 3) {
  const logger = captureLogger();
  const poller = new StoryPoller({ projectRoot: lab.root, projectId: () => 'shop', connect, batch: () => batch, fallbackWaitMs: () => 30_000, clock, logger });
  onCleanup(t, () => poller.close());
  return { poller, logger };
}

const transportOf = (lab: Lab, command: string) => () =>
  mcpStdioTransport({ command, env: process.env, cwd: lab.root, connectTimeoutMs: 10_000, callTimeoutMs: 10_000, now: () => Date.now() });

describe('FORGE-5: the daemon polls lab for the status of open stories', () => {
  test('a cycle takes the open stories of this project, never checked first, then the longest unchecked, a few at a time', () => {
    const stories = {
      'shop/A': entry('A', 'in_progress', '2026-04-01T11:00:00.000Z'),
      'shop/B': entry('B', 'done', null),
      'shop/C': entry('C', 'backlog', null),
      'shop/D': entry('D', 'in_review', '2026-04-01T10:00:00.000Z'),
      'other/E': entry('E', 'backlog', null, 'other'),
      'shop/F': entry('F', 'not_found', '2026-04-01T09:00:00.000Z'),
      'shop/G': entry('G', 'backlog', '2026-04-01T11:30:00.000Z'),
    };
    assert.deepEqual(storiesToCheck(stories, 'shop', 3), ['shop/C', 'shop/D', 'shop/A']);
    assert.deepEqual(storiesToCheck(stories, 'shop', 10), ['shop/C', 'shop/D', 'shop/A', 'shop/G']);
  });

  test("each cycle asks lab about a few stories and stores lab's status and when it was checked", async (t) => {
    const lab = await labWith(t, {
      'shop/A': entry('A', 'backlog', null),
      'shop/B': entry('B', 'backlog', '2026-04-01T11:00:00.000Z'),
      'shop/C': entry('C', 'backlog', '2026-04-01T10:00:00.000Z'),
    });
    await lab.setLab({ A: { lab_story_id: 'LAB-A', status: 'in_progress' }, B: { lab_story_id: 'LAB-B', status: 'done' } });
    const clock = new ManualClock(T0);
    const { poller } = pollerFor(t, lab, clock, transportOf(lab, lab.command()), 2);
    assert.deepEqual(await poller.cycle(), { kind: 'checked', keys: ['shop/A', 'shop/C'] });
    let stories = await lab.stories();
    assert.deepEqual(stories['shop/A'], { ...entry('A', 'in_progress', '2026-04-01T12:00:00.000Z') });
    assert.deepEqual(stories['shop/C'], entry('C', 'not_found', '2026-04-01T12:00:00.000Z'), 'a story lab does not know is not_found, and no longer polled');
    for (const value of Object.values(stories)) assert.deepEqual(Object.keys(value).sort(), [...LAB_STORIES_ENTRY_FIELDS].sort());
    clock.advance(1000);
    assert.deepEqual(await poller.cycle(), { kind: 'checked', keys: ['shop/B', 'shop/A'] });
    stories = await lab.stories();
    assert.equal(stories['shop/B']!.status, 'done');
    assert.equal(stories['shop/B']!.last_checked, '2026-04-01T12:00:01.000Z');
    clock.advance(1000);
    assert.deepEqual(await poller.cycle(), { kind: 'checked', keys: ['shop/A'] }, 'done and not_found stories are not asked about again');
    assert.deepEqual(
      (await readJsonLines(lab.calls)).map((call) => call.arguments),
      [
        { forge_task_id: 'A', project_path: lab.root },
        { forge_task_id: 'C', project_path: lab.root },
        { forge_task_id: 'B', project_path: lab.root },
        { forge_task_id: 'A', project_path: lab.root },
        { forge_task_id: 'A', project_path: lab.root },
      ],
    );
  });

  test('after a 429 the poller makes no call until Retry-After has passed, and never retries within a cycle', async (t) => {
    const lab = await labWith(t, { 'shop/A': entry('A', 'backlog', null), 'shop/B': entry('B', 'backlog', null) });
    await lab.setLab({ A: { lab_story_id: 'LAB-A', status: 'in_progress' } });
    const clock = new ManualClock(T0);
    const { poller } = pollerFor(t, lab, clock, transportOf(lab, lab.command('--rate-limit-status 1 --retry-after 20')));
    assert.deepEqual(await poller.cycle(), { kind: 'rate_limited' });
    assert.equal((await readJsonLines(lab.calls)).length, 1, 'one call in the cycle, not a loop');
    assert.equal((await lab.stories())['shop/A']!.last_checked, null);
    clock.advance(19_999);
    assert.deepEqual(await poller.cycle(), { kind: 'waiting' });
    assert.equal((await readJsonLines(lab.calls)).length, 1);
    clock.advance(1);
    assert.deepEqual(await poller.cycle(), { kind: 'checked', keys: ['shop/A', 'shop/B'] });
    assert.equal((await lab.stories())['shop/A']!.status, 'in_progress');
  });

  test('an unreachable lab is normal: one warning for the whole outage, one line when it answers again', async (t) => {
    const lab = await labWith(t, { 'shop/A': entry('A', 'backlog', null) });
    await lab.setLab({ A: { lab_story_id: 'LAB-A', status: 'in_review' } });
    let command = 'no-such-lab-server --stdio';
    const clock = new ManualClock(T0);
    const { poller, logger } = pollerFor(t, lab, clock, () => transportOf(lab, command)());
    for (let i = 0; i < 3; i++) {
      assert.deepEqual(await poller.cycle(), { kind: 'unreachable' });
      clock.advance(30_000);
    }
    assert.equal(logger.lines.filter((line) => line.startsWith('WARN')).length, 1, logger.lines.join('\n'));
    assert.match(logger.lines[0]!, /lab is unreachable.*said once until lab answers/);
    assert.deepEqual((await lab.stories())['shop/A'], entry('A', 'backlog', null));
    command = lab.command();
    assert.deepEqual(await poller.cycle(), { kind: 'checked', keys: ['shop/A'] });
    assert.equal((await lab.stories())['shop/A']!.status, 'in_review');
    assert.ok(logger.lines.includes('lab story status: lab answers again'));
  });

  test('inside the daemon, the poll service keeps lab-stories.json current on its own', async (t) => {
    const lab = await labWith(t, { 'shop/A': entry('A', 'backlog', null) });
    await writeFile(
      join(lab.root, '_vibe-chain', 'config.toml'),
      `[forge]\nproject_id = "shop"\n\n[lab]\nsentinel_mcp = "${lab.command()}"\nstatus_poll_interval = "50ms"\n`,
    );
    await lab.setLab({ A: { lab_story_id: 'LAB-A', status: 'in_progress' } });
    const logger = captureLogger();
    const config = await ConfigHolder.load(lab.root, { HOME: lab.root }, logger);
    const daemon = startDaemon({
      projectRoot: lab.root,
      config,
      clock: { now: () => Date.now() },
      logger,
      watch: false,
      lock: true,
      services: [storyPollService(process.env)],
    });
    onCleanup(t, () => daemon.close());
    await daemon.ready;
    await waitFor('the first poll', async () => (await lab.stories())['shop/A']!.status === 'in_progress');
    await lab.setLab({ A: { lab_story_id: 'LAB-A', status: 'done', completed: '2026-04-01T13:00:00Z' } });
    await waitFor('lab moving the story to done', async () => (await lab.stories())['shop/A']!.status === 'done');
  });
});

describe('.forge/lab-stories.json has two writers', () => {
  test('submissions and status updates racing each other lose nothing', async (t) => {
    const lab = await labWith(t, { 'shop/A': entry('A', 'backlog', null) });
    const adds = Array.from({ length: 15 }, (_, i) =>
      modifyLabStories(lab.root, (stories) => {
        stories[`shop/N-${i}`] = entry(`N-${i}`, 'backlog', null);
        return true;
      }),
    );
    const updates = Array.from({ length: 15 }, (_, i) =>
      updateLabStories(lab.root, { 'shop/A': { status: `step-${i}`, last_checked: new Date(T0 + i).toISOString() } }),
    );
    await Promise.all([...adds, ...updates]);
    const stories = await lab.stories();
    assert.equal(Object.keys(stories).length, 16);
    assert.match(stories['shop/A']!.status as string, /^step-\d+$/);
  });
});
