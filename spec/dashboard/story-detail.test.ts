import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { EXCHANGES_INDEX } from '../../protocol/exchange.js';
import { cardOf } from '../../src/dashboard/cards.js';
import { DashboardPage } from '../../src/dashboard/dashboard-page.js';
import { DETAIL_EXCHANGES, storyDetail } from '../../src/dashboard/story-detail.js';
import { StoryHistory } from '../../src/dashboard/story-history.js';
import { StoryDetail } from '../../src/dashboard/wire.js';
import type { ForgeError } from '../../src/errors.js';
import { handoffMarkdown, handoffPath, inboxPath, taskMarkdown, tempProject } from '../helpers/temp-project.js';
import { entry } from '../parties/tracking-fixture.js';

describe('the story detail', () => {
  test('shows the front matter, the signals with their times, the handoff and the history of a story', async (t) => {
    const root = await tempProject(t);
    await mkdir(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil'), { recursive: true });
    await writeFile(inboxPath(root, 'anvil', 'S-1.md'), taskMarkdown(root, 'S-1'));
    await writeFile(inboxPath(root, 'anvil', 'S-1.picked-up'), 'by: anvil\n');
    await writeFile(handoffPath(root, 'S-1'), handoffMarkdown('S-1'));
    const history = new StoryHistory();
    history.record({ event: 'picked-up', agent: 'anvil', id: 'S-1', message: 'picked up', at: 1 });
    const detail = StoryDetail.parse(await storyDetail(root, 'S-1', cardOf('S-1', entry('S-1', 'handed_off')), history));
    assert.equal(detail.task?.frontMatter?.story_id, 'S-1');
    assert.match(detail.task!.body, /Build S-1/);
    assert.deepEqual(
      detail.signals.map((signal) => [signal.name, signal.content]),
      [['picked-up', 'by: anvil']],
    );
    assert.deepEqual(
      detail.handoffs.map((view) => [view.kind, view.frontMatter?.status]),
      [['pr', 'completed']],
    );
    assert.deepEqual(
      detail.history.map((item) => item.event),
      ['picked-up'],
    );
  });

  test("lists the story's most recent exchanges from the transcript memory, with their titles, times and tokens, and how many there are", async (t) => {
    const root = await tempProject(t);
    await writeFile(handoffPath(root, 'S-3'), handoffMarkdown('S-3'));
    const line = (n: number, story: string | null) => ({
      session_id: 'sess-1',
      exchange_id: `0${String(n).padStart(3, '0')}`,
      story_id: story,
      agent: 'anvil',
      stage: 'dev',
      started_at: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
      ended_at: null,
      prompt: `step ${n} of the story`,
      tool_calls: 0,
      errors: 0,
      context_tokens: 1000 + n,
      file: `_vibe-chain-output/exchanges/sess-1/0${String(n).padStart(3, '0')}.md`,
    });
    const lines = Array.from({ length: DETAIL_EXCHANGES + 5 }, (_, n) => line(n, 'S-3'));
    await mkdir(dirname(join(root, EXCHANGES_INDEX)), { recursive: true });
    await writeFile(join(root, EXCHANGES_INDEX), [...lines, line(99, 'S-4')].map((l) => `${JSON.stringify(l)}\n`).join(''));
    const detail = StoryDetail.parse(await storyDetail(root, 'S-3', null, new StoryHistory()));
    assert.equal(detail.exchanges.total, DETAIL_EXCHANGES + 5);
    assert.equal(
      detail.exchanges.tokens,
      lines.reduce((sum, l) => sum + l.context_tokens, 0),
    );
    assert.equal(detail.exchanges.items.length, DETAIL_EXCHANGES);
    const last = detail.exchanges.items[DETAIL_EXCHANGES - 1]!;
    assert.deepEqual(last, {
      exchange_id: lines.at(-1)!.exchange_id,
      session_id: 'sess-1',
      started_at: lines.at(-1)!.started_at,
      title: lines.at(-1)!.prompt,
      tokens: lines.at(-1)!.context_tokens,
      stage: 'dev',
    });
    assert.equal(detail.exchanges.items[0]!.exchange_id, lines[5]!.exchange_id, 'the most recent, oldest first');
    const none = await storyDetail(root, 'S-1', cardOf('S-1', entry('S-1', 'handed_off')), new StoryHistory());
    assert.deepEqual(none.exchanges, { total: 0, tokens: 0, items: [] });
  });

  test('shows a task file whose front matter does not parse, with why', async (t) => {
    const root = await tempProject(t);
    await mkdir(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil'), { recursive: true });
    await writeFile(inboxPath(root, 'anvil', 'S-2.md'), '---\nstory_id: [unclosed\n---\n');
    const detail = await storyDetail(root, 'S-2', cardOf('S-2', entry('S-2', 'invalid')), new StoryHistory());
    assert.equal(detail.task?.frontMatter, null);
    assert.ok(detail.task?.problem);
  });

  test('answers not found for a story nobody knows and bad input for something that is not a story id', async (t) => {
    const root = await tempProject(t);
    await assert.rejects(storyDetail(root, 'S-404', null, new StoryHistory()), (error: ForgeError) => error.code === 'not_found');
    await assert.rejects(storyDetail(root, '../etc', null, new StoryHistory()), (error: ForgeError) => error.code === 'bad_input');
  });

  test('shows a story the daemon logged that has just left the board (a retry between its task file and the fresh one) with its transitions', async (t) => {
    const root = await tempProject(t);
    const history = new StoryHistory();
    history.record({ event: 'orphaned', agent: 'anvil', id: 'S-5', message: 'S-5 was not picked up in time', at: 1_000 });
    const detail = StoryDetail.parse(await storyDetail(root, 'S-5', null, history));
    assert.equal(detail.card, null);
    assert.equal(detail.task, null);
    assert.deepEqual(detail.history, [{ event: 'orphaned', message: 'S-5 was not picked up in time', at: 1_000 }]);
  });
});

describe('the page', () => {
  test('is served gzipped to a browser that accepts it, plain otherwise, never cached stale', async (t) => {
    const root = await tempProject(t);
    await writeFile(join(root, 'index.html'), '<!doctype html><title>x</title>');
    const page = await DashboardPage.load(join(root, 'index.html'));
    const zipped = page.serve(new Request('http://127.0.0.1/', { headers: { 'accept-encoding': 'gzip, br' } }));
    assert.equal(zipped.headers.get('content-encoding'), 'gzip');
    assert.equal(zipped.headers.get('cache-control'), 'no-cache');
    assert.equal(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString(), '<!doctype html><title>x</title>');
    const plain = page.serve(new Request('http://127.0.0.1/'));
    assert.equal(await plain.text(), '<!doctype html><title>x</title>');
  });

  test('says how to build it when it was not built', async (t) => {
    const root = await tempProject(t);
    const response = (await DashboardPage.load(join(root, 'missing.html'))).serve(new Request('http://127.0.0.1/'));
    assert.equal(response.status, 503);
    assert.match(await response.text(), /npm run build/);
  });
});
