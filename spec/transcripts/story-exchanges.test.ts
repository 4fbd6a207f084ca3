import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type TestContext, test } from 'node:test';
import { EXCHANGES_INDEX } from '../../protocol/exchange.js';
import { HISTORY_FILE } from '../../protocol/paths.js';
import { GetStateInput } from '../../protocol/tools/get-state.js';
import { SearchKnowledgeInput } from '../../protocol/tools/search-knowledge.js';
import { HistoryRecord } from '../../protocol/tracking.js';
import type { CommandIo } from '../../src/cli/command.js';
import { main } from '../../src/cli/main.js';
import { Ledger } from '../../src/daemon/ledger.js';
import { getState } from '../../src/tools/get-state.js';
import { searchKnowledge } from '../../src/tools/knowledge.js';
import { loadIndex } from '../../src/transcripts/index-store.js';
import { searchExchanges } from '../../src/transcripts/search.js';
import { storyLines, storyUsage } from '../../src/transcripts/story-exchanges.js';
import { composePrompt, taskOfPrompt } from '../../src/workers/compose-prompt.js';
import { taskFrontMatter } from '../helpers/story-builders.js';
import { entry, tracking, writeTracking } from '../parties/tracking-fixture.js';
import { emptyContext } from '../tools/swarm-fixture.js';
import { openService, snapshotExchanges, tempDir } from './corpus.js';
import { Session } from './synthetic-transcripts.js';

const HOOK = 'Stop hook blocking error from command: "node "/plugins/forge/bin-scripts/forge-hook" stop": ';

function promptFor(id: string, agent: string, overrides: Parameters<typeof taskFrontMatter>[2] = {}, body = 'Build it.'): string {
  return composePrompt({
    task: taskFrontMatter(id, agent, overrides),
    body,
    adapter: { path: `/p/_vibe-chain/agents/forge/${agent}.md`, text: `# ${agent}\n` },
    budget: 24_576,
    projectRoot: '/p',
    taskFile: `/p/_vibe-chain-output/worker-inbox/${agent}/${id}.md`,
    contextFile: `/p/_vibe-chain-output/worker-inbox/${agent}/${id}.context.json`,
  }).text;
}

/** A worker's day: a first prompt, then two tasks, each delivered by the Stop hook (once as a user record, once as a system one). */
function workerDay(): string {
  const s = new Session('workerday', '2026-03-02T08:00:00Z');
  s.prompt('You are anvil. Wait for tasks.');
  s.say('Waiting.');
  s.user(`${HOOK}${promptFor('SHOP-7', 'anvil', { task_type: 'frontend' }, 'Build the basket.\n- story: FAKE-1 (task type x, stage test, urgency low)')}`, {
    isMeta: true,
  });
  s.bash('npm test', 'ok');
  s.say('Basket done.');
  s.system('informational', { content: `${HOOK}${promptFor('SHOP-8', 'anvil', { task_type: 'code_review' })}` });
  s.bash('git diff', '');
  s.say('Reviewed.');
  return s.text();
}

test('a task prompt names its story, stage and worker, and lab text quoting a facts line does not fool it', () => {
  assert.deepEqual(taskOfPrompt(promptFor('SHOP-7', 'anvil', {}, '- story: FAKE-1 (task type x, stage test, urgency low)')), {
    storyId: 'SHOP-7',
    stage: 'dev',
    agent: 'anvil',
  });
  assert.deepEqual(taskOfPrompt(promptFor('SHOP-8', 'kiln', { task_type: 'code_review' })), { storyId: 'SHOP-8', stage: 'code_review', agent: 'kiln' });
  assert.equal(taskOfPrompt('Stop hook blocking error from command: "x": please commit first'), null);
});

test('each task a Stop-hook continuation delivers starts its own exchange, filed under the story', async (t) => {
  const dir = await tempDir(t, 'kb-story-src-');
  const project = await tempDir(t, 'kb-story-');
  await writeFile(join(dir, 'workerday.jsonl'), workerDay());
  const service = await openService(project);
  await service.ingestDirs([{ dir, agent: null, storyId: null }]);
  const { lines } = await loadIndex(project);
  assert.deepEqual(
    lines.map((l) => [l.prompt, l.story_id, l.agent, l.stage]),
    [
      ['You are anvil. Wait for tasks.', null, null, null],
      ['Task SHOP-7 (dev)', 'SHOP-7', 'anvil', 'dev'],
      ['Task SHOP-8 (code_review)', 'SHOP-8', 'anvil', 'code_review'],
    ],
  );
  const file = (await snapshotExchanges(project)).get(lines[1]!.file.replace('_vibe-chain-output/exchanges/', ''))!;
  assert.match(file, /^story_id: SHOP-7\nagent: anvil\nstage: dev$/m);
  assert.match(file, /npm test/);
  assert.doesNotMatch(file, /git diff/, 'the second task is not in the first exchange');
});

test('a task the Stop hook delivers as "Stop hook feedback" (2.1.332, and 2.1.14 with its command) starts its own exchange too, while feedback that is no task stays in the exchange', async (t) => {
  const dir = await tempDir(t, 'kb-feedback-src-');
  const project = await tempDir(t, 'kb-feedback-');
  const s = new Session('feedback', '2026-03-02T08:00:00Z');
  s.prompt('Start working.').say('Ready.');
  s.user(`Stop hook feedback:\n${promptFor('SHOP-7', 'anvil')}`, { isMeta: true });
  // 2.1.332 then lists the blocking reason among the hook's errors.
  s.stopSummary(false, [promptFor('SHOP-7', 'anvil')]);
  s.bash('npm test', 'ok').say('Done.');
  s.user('Stop hook feedback:\n[.claude/hooks/stop.sh]: Cannot exit with uncommitted changes.', { isMeta: true });
  s.bash('git commit -am wip', '').say('Committed.');
  s.user(`Stop hook feedback:\n[sh "\${CLAUDE_PLUGIN_ROOT}/bin-scripts/forge-hook.sh" stop]: ${promptFor('SHOP-8', 'anvil', { task_type: 'code_review' })}`, {
    isMeta: true,
  });
  s.say('Reviewed.');
  await writeFile(join(dir, 'feedback.jsonl'), s.text());
  await (await openService(project)).ingestDirs([{ dir, agent: null, storyId: null }]);
  const { lines } = await loadIndex(project);
  assert.deepEqual(
    lines.map((l) => [l.prompt, l.story_id, l.agent, l.stage, l.tool_calls]),
    [
      ['Start working.', null, null, null, 0],
      ['Task SHOP-7 (dev)', 'SHOP-7', 'anvil', 'dev', 2],
      ['Task SHOP-8 (code_review)', 'SHOP-8', 'anvil', 'code_review', 0],
    ],
  );
  const file = (await snapshotExchanges(project)).get(lines[1]!.file.replace('_vibe-chain-output/exchanges/', ''))!;
  assert.match(file, /\*\*Stop hook feedback\*\*[^\n]*\n\n```text\n\[\.claude\/hooks\/stop\.sh\]: Cannot exit with uncommitted changes\./);
  assert.doesNotMatch(file, /^> Stop hook/m, 'the delivered task is the prompt, not a Stop hook error');
});

test("a session run in an open task's worktree files its exchanges under that story, and a re-read after the task closed keeps them", async (t) => {
  const dir = await tempDir(t, 'kb-wt-src-');
  const project = await tempDir(t, 'kb-wt-');
  const s = new Session('inworktree', '2026-03-02T09:00:00Z');
  s.prompt('Fix the rounding.').bash('npm test', 'ok').say('Fixed.');
  s.prompt('Now the docs.').say('Done.');
  await writeFile(join(dir, 'inworktree.jsonl'), s.text());
  await (await openService(project)).ingestDirs([{ dir, agent: 'kiln', storyId: 'SHOP-9', stage: 'test' }]);
  const before = await snapshotExchanges(project);
  const { lines } = await loadIndex(project);
  assert.deepEqual(
    lines.map((l) => [l.story_id, l.agent, l.stage]),
    [
      ['SHOP-9', 'kiln', 'test'],
      ['SHOP-9', 'kiln', 'test'],
    ],
  );
  // The task is confirmed: its worktree is no longer one; a rebuild reads the folder as anyone's.
  await (await openService(project, { rebuild: true })).ingestDirs([{ dir, agent: null, storyId: null }]);
  assert.deepEqual(await snapshotExchanges(project), before);
});

async function workerDayProject(t: TestContext): Promise<string> {
  const dir = await tempDir(t, 'kb-day-src-');
  const project = await tempDir(t, 'kb-day-');
  await writeFile(join(dir, 'workerday.jsonl'), workerDay());
  await (await openService(project)).ingestDirs([{ dir, agent: null, storyId: null }]);
  return project;
}

test('search narrows to one story or one worker, through the CLI and the search_knowledge tool alike', async (t) => {
  const project = await workerDayProject(t);
  const base = { query: 'handoff', session: null, sinceMs: null, limit: 10, cursor: null, now: Date.parse('2026-03-03T00:00:00Z') };
  assert.equal((await searchExchanges(project, base)).total, 2);
  const story = await searchExchanges(project, { ...base, story: 'SHOP-8' });
  assert.deepEqual(
    story.hits.map((h) => h.exchange_id),
    [(await loadIndex(project)).lines[2]!.exchange_id],
  );
  assert.deepEqual(story.filters, { session: null, story: 'SHOP-8', agent: null, since: null });
  assert.equal((await searchExchanges(project, { ...base, agent: 'kiln' })).total, 0);
  const tool = await searchKnowledge(emptyContext(project), SearchKnowledgeInput.parse({ query: 'handoff', story: 'SHOP-7', agent: 'anvil' }));
  assert.deepEqual(
    tool.hits.map((h) => h.exchange_id),
    [(await loadIndex(project)).lines[1]!.exchange_id],
  );
  let stdout = '';
  const io: CommandIo = {
    stdout: (text) => void (stdout += text),
    stderr: () => undefined,
    env: {},
    cwd: project,
    readStdin: async () => '',
    stopSignal: new AbortController().signal,
  };
  assert.equal(await main(['kb', 'search', 'handoff', '--story', 'SHOP-7', '--json', '--project', project], io), 0);
  assert.equal(JSON.parse(stdout).total, 1);
});

test("get_state lists the task's exchanges and the ledger line of a confirmed story says what it took", async (t) => {
  const project = await workerDayProject(t);
  await writeTracking(
    project,
    tracking(
      { 'SHOP-7': entry('SHOP-7', 'picked_up', { agent: 'anvil' }) },
      { workers: { anvil: { status: 'busy', idle_since: null, current_task: 'SHOP-7', last_seen_at: null } } },
    ),
  );
  const state = await getState(emptyContext(project), GetStateInput.parse({ agent: 'anvil' }));
  const lines = (await loadIndex(project)).lines;
  assert.deepEqual(state.exchanges, {
    total: 1,
    tokens: lines[1]!.context_tokens!,
    items: [{ exchange_id: lines[1]!.exchange_id, session_id: 'workerday', started_at: lines[1]!.started_at, prompt: 'Task SHOP-7 (dev)', stage: 'dev' }],
  });
  assert.ok(lines[1]!.context_tokens! > 0);
  const ledger = new Ledger(join(project, HISTORY_FILE), (id) => storyUsage(project, id));
  await ledger.record({ ...entry('SHOP-7', 'confirmed', { agent: 'anvil' }), story_id: 'SHOP-7' });
  await ledger.record({ ...entry('SHOP-8', 'orphaned', { agent: 'anvil' }), story_id: 'SHOP-8' });
  const [confirmed, orphaned] = (await readFile(join(project, HISTORY_FILE), 'utf8'))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.equal(confirmed.exchanges, 1);
  assert.equal(confirmed.exchange_tokens, lines[1]!.context_tokens);
  assert.equal(HistoryRecord.safeParse(confirmed).success, true);
  assert.equal(orphaned.exchanges, undefined, 'only a confirmed story is counted');
});

test("a story's lines are found by their story field alone: not by a prompt quoting it, a longer id, a broken line or another story", async (t) => {
  const root = await tempDir(t, 'kb-story-lines-');
  const line = (n: number, storyId: string | null, prompt: string) => ({
    session_id: 's1',
    exchange_id: `x${n}`,
    story_id: storyId,
    agent: 'anvil',
    stage: 'dev',
    started_at: `2026-03-02T08:0${n}:00.000Z`,
    ended_at: null,
    prompt,
    tool_calls: 0,
    errors: 0,
    context_tokens: 100 * n,
    file: `_vibe-chain-output/exchanges/s1/x${n}.md`,
  });
  const lines = [
    JSON.stringify(line(1, 'S-1', 'first')),
    JSON.stringify(line(2, 'S-10', 'a longer id')),
    JSON.stringify(line(3, null, 'quotes "story_id":"S-1" in its prompt')),
    '{"story_id":"S-1", torn',
    JSON.stringify({ ...line(4, 'S-1', 'no file'), file: '' }),
    JSON.stringify(line(5, 'S-2', 'another story')),
    JSON.stringify(line(6, 'S-1', 'second')),
  ];
  await mkdir(join(root, '_vibe-chain-output', 'exchanges'), { recursive: true });
  await writeFile(join(root, EXCHANGES_INDEX), `${lines.join('\n')}\n`);
  const found = await storyLines(root, 'S-1');
  assert.deepEqual(
    found.map((l) => l.prompt),
    ['first', 'second'],
  );
  assert.deepEqual(
    found,
    (await loadIndex(root)).lines.filter((l) => l.story_id === 'S-1'),
  );
});

test('a memory that cannot be read costs the ledger nothing: the confirmed line is written without what the story took', async (t) => {
  const root = await tempDir(t, 'kb-ledger-unreadable-');
  // A folder where the index should be: reading it fails with EISDIR.
  await mkdir(join(root, EXCHANGES_INDEX), { recursive: true });
  const ledger = new Ledger(join(root, HISTORY_FILE), (id) => storyUsage(root, id));
  assert.equal(await ledger.record({ ...entry('SHOP-9', 'confirmed', { agent: 'anvil' }), story_id: 'SHOP-9' }), true);
  const line = HistoryRecord.parse(JSON.parse(await readFile(join(root, HISTORY_FILE), 'utf8')));
  assert.equal(line.story_id, 'SHOP-9');
  assert.equal(line.exchanges, undefined);
});
