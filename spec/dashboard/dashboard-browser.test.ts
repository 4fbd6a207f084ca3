import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, type TestContext, test } from 'node:test';
import { onCleanup } from '../helpers/cleanup.js';
import { planThrough } from '../helpers/plan-fixture.js';
import { need } from '../helpers/requirement.js';
import { handoffMarkdown, handoffPath, inboxPath, taskMarkdown, tempProject, writeLikeAProducer } from '../helpers/temp-project.js';
import { BROADCAST_EXAMPLE } from './board-fixture.js';
import { appearsAt, BROWSER, type Browser, inPage, launchBrowser, openPage, screenshot, type WatchedPage } from './browser.js';
import { startForge } from './forge-daemon.js';

/**
 * The dashboard as a person sees it: `forge start` in a child process, the page in Debian's
 * Chromium, files written the way producers write them. Screenshots land in .artifacts/dashboard/.
 */
const PORT_ZERO = '[forge]\ndashboard_port = 0\n';

const inColumn = (column: string, id: string) => `[data-column="${column}"] .card[data-id="${id}"]`;

async function openLive(browser: Browser, url: string, viewport?: { width: number; height: number }): Promise<WatchedPage> {
  const watched = await openPage(browser, url, viewport);
  await watched.page.waitForSelector('[data-link="live"]');
  return watched;
}

function assertNoProblems(watched: WatchedPage): void {
  assert.deepEqual(watched.problems, [], 'console errors or warnings on the page');
}

async function dropTask(root: string, id: string, agent = 'anvil', extra: Record<string, string> = {}): Promise<void> {
  await writeLikeAProducer(inboxPath(root, agent, `${id}.md`), taskMarkdown(root, id, agent, extra));
}

async function pickUp(root: string, id: string, agent = 'anvil'): Promise<void> {
  await writeFile(inboxPath(root, agent, `${id}.picked-up`), `agent: ${agent}\n`, { flag: 'wx' });
}

describe('the dashboard in a real browser', () => {
  let browser: Browser;
  before(async () => {
    if (BROWSER.path !== null) browser = await launchBrowser();
  });
  after(() => browser?.close());

  const setUp = async (t: TestContext, config = PORT_ZERO) => {
    const root = await tempProject(t, config);
    const forge = await startForge(t, root);
    return { root, forge };
  };

  test('loads with no console errors and is readable at 1280x800 and on a narrow window', async (t) => {
    if (!need(t, BROWSER)) return;
    const { root, forge } = await setUp(t);
    for (const [id, agent, urgency] of [
      ['S-101', 'anvil', 'high'],
      ['S-102', 'furnace', 'normal'],
      ['S-103', 'anvil', 'low'],
      ['S-104', 'crucible', 'normal'],
    ] as const) {
      await dropTask(root, id, agent, { urgency });
    }
    await pickUp(root, 'S-102', 'furnace');
    await writeLikeAProducer(inboxPath(root, 'anvil', 'S-105.md'), '---\nstory_id: S-105\nagent: anvil\n---\nhalf a task\n');
    const watched = await openLive(browser, forge.url);
    await watched.page.waitForSelector(inColumn('picked_up', 'S-102'));
    await watched.page.waitForSelector(inColumn('invalid', 'S-105'));
    assert.equal(await watched.page.title(), 'vibe-chain dashboard');
    assert.equal(await watched.page.locator('[data-column]').count(), 8);
    await screenshot(watched.page, 'overview-1280x800');
    const narrow = await openLive(browser, forge.url, { width: 420, height: 860 });
    await narrow.page.waitForSelector(inColumn('submitted', 'S-101'));
    const overflow = await inPage<number>(narrow.page, 'document.documentElement.scrollWidth - document.documentElement.clientWidth');
    assert.equal(overflow, 0, 'no sideways scrolling on a narrow window');
    await screenshot(narrow.page, 'overview-narrow', true);
    assert.equal(await watched.page.locator('.broadcasts-panel').count(), 0, 'no broadcasts feed before there is a broadcast');
    await writeLikeAProducer(join(root, BROADCAST_EXAMPLE.file), BROADCAST_EXAMPLE.text);
    await watched.page.locator('.broadcasts-panel .severity-critical').waitFor();
    assertNoProblems(watched);
    assertNoProblems(narrow);
    await narrow.page.close();
    await watched.page.close();
  });

  test('leads a card with its title, collapses empty columns, reads a blocked handoff as blocked and fits the timeline to the work', async (t) => {
    if (!need(t, BROWSER)) return;
    const { root, forge } = await setUp(t);
    await dropTask(root, 'S-11', 'anvil', { title: 'Fix the login form' });
    await dropTask(root, 'S-12', 'furnace');
    await pickUp(root, 'S-12', 'furnace');
    await writeLikeAProducer(handoffPath(root, 'S-12'), handoffMarkdown('S-12', 'furnace', 'blocked'));
    const watched = await openLive(browser, forge.url);
    const { page } = watched;
    await page.waitForSelector(inColumn('submitted', 'S-11'));
    await page.waitForSelector(inColumn('blocked', 'S-12'));
    assert.equal(await page.locator(`${inColumn('submitted', 'S-11')} .card-top`).textContent(), 'Fix the login form');
    assert.match((await page.locator(`${inColumn('submitted', 'S-11')} .card-meta`).textContent()) ?? '', /^S-11 · anvil/);
    assert.equal(await page.locator(`${inColumn('blocked', 'S-12')} .card-top`).textContent(), 'S-12', 'no title: the id leads');
    const width = (column: string) => page.locator(`[data-column="${column}"]`).evaluate((element) => element.getBoundingClientRect().width);
    const [full, empty] = [await width('submitted'), await width('picked_up')];
    assert.ok(empty < 60 && full > 2 * empty, `an empty column collapses (${empty}px beside ${full}px)`);
    assert.equal(await page.locator('[data-column="picked_up"]').getAttribute('title'), 'Picked up: none');
    await page.locator(inColumn('blocked', 'S-12')).click();
    assert.equal(await page.getByRole('dialog').locator('[data-state-label]').textContent(), 'blocked');
    assert.equal(
      await page.locator('.timeline-panel .segmented [aria-pressed="true"]').textContent(),
      '15 m',
      'two stories of the last minute fit the shortest window',
    );
    await screenshot(page, 'display-title-collapsed-blocked');
    assertNoProblems(watched);
    await page.close();
  });

  test('shows a task dropped into an inbox in Submitted without a reload, then moves it on pickup and handoff', async (t) => {
    if (!need(t, BROWSER)) return;
    const { root, forge } = await setUp(t);
    const watched = await openLive(browser, forge.url);
    const { page } = watched;
    // How soon is the dashboard bench's figure (bench/dashboard.ts); a test only waits, within its bound.
    const shown = appearsAt(page, inColumn('submitted', 'S-1'));
    await dropTask(root, 'S-1');
    await shown;
    const picked = appearsAt(page, inColumn('picked_up', 'S-1'));
    await pickUp(root, 'S-1');
    await picked;
    assert.equal(await page.locator(inColumn('submitted', 'S-1')).count(), 0);
    assert.match((await page.locator('[data-worker="anvil"]').textContent()) ?? '', /busy.*S-1/s);
    const handed = appearsAt(page, inColumn('handed_off', 'S-1'));
    await writeLikeAProducer(handoffPath(root, 'S-1'), handoffMarkdown('S-1'));
    await handed;
    await screenshot(page, 'handed-off');

    // Keyboard: focus the card, open it with Enter, read its handoff, close with Escape.
    await page.locator(inColumn('handed_off', 'S-1')).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('status').first().waitFor();
    assert.match((await dialog.textContent()) ?? '', /S-1-pr-handoff\.md.*completed/s);
    assert.match((await dialog.textContent()) ?? '', /\.picked-up/);
    await screenshot(page, 'story-detail');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await inPage<string>(page, 'document.activeElement.dataset.id'), 'S-1');
    assertNoProblems(watched);
    await page.close();
  });

  test('turns a card amber, then red as its orphan deadline passes, then shows it Orphaned', async (t) => {
    if (!need(t, BROWSER)) return;
    // The daemon is held still for some seconds below: a lease that outlives the pause, or it fences itself and stops on waking (docs/many-hosts.md).
    const { root, forge } = await setUp(t, `${PORT_ZERO}[timeouts]\norphan = "5s"\n[daemon]\nlease_ttl = "120s"\n`);
    const watched = await openLive(browser, forge.url);
    const { page } = watched;
    await dropTask(root, 'S-2');
    await page.waitForSelector(inColumn('submitted', 'S-2'));
    // Hold the daemon still so the page's countdown, not the daemon's timer, is what turns red.
    forge.child.kill('SIGSTOP');
    onCleanup(t, () => forge.child.kill('SIGCONT'));
    await page.waitForSelector(`${inColumn('submitted', 'S-2')}[data-level="soon"]`, { timeout: 10_000 });
    await screenshot(page, 'countdown-amber');
    await page.waitForSelector(`${inColumn('submitted', 'S-2')}[data-level="late"]`, { timeout: 10_000 });
    assert.match((await page.locator(inColumn('submitted', 'S-2')).textContent()) ?? '', /over/);
    await screenshot(page, 'countdown-red');
    forge.child.kill('SIGCONT');
    await page.waitForSelector(inColumn('orphaned', 'S-2'), { timeout: 10_000 });
    assertNoProblems(watched);
    await page.close();
  });

  test('shows an invalid task file and a file with a bad name with their diagnostics', async (t) => {
    if (!need(t, BROWSER)) return;
    const { root, forge } = await setUp(t);
    const watched = await openLive(browser, forge.url);
    const { page } = watched;
    await writeLikeAProducer(inboxPath(root, 'anvil', 'S-3.md'), taskMarkdown(root, 'S-3', 'anvil', { task_type: 'Front End!' }));
    await writeLikeAProducer(inboxPath(root, 'anvil', 'bad name!.md'), 'not a task\n');
    await page.waitForSelector(inColumn('invalid', 'S-3'));
    const invalid = page.locator('[data-kind="invalid"]');
    await invalid.waitFor();
    const text = (await invalid.textContent()) ?? '';
    assert.match(text, /_vibe-chain-output\/worker-inbox\/anvil\/S-3\.md/);
    assert.match(text, /task_type\s*expected a lower-case task type word/);
    const rejected = page.locator('[data-kind="rejected"]');
    await rejected.waitFor();
    assert.match((await rejected.textContent()) ?? '', /bad name!\.md/);
    await screenshot(page, 'attention');
    assertNoProblems(watched);
    await page.close();
  });

  test('lists a story stopped at handed_off for a review nobody takes, and a timed-out story closed as failed, each with what to do', async (t) => {
    if (!need(t, BROWSER)) return;
    const { root, forge } = await setUp(t, `${PORT_ZERO}\n[workers.anvil]\ntask_types = ["frontend"]\n`);
    const watched = await openLive(browser, forge.url);
    const { page } = watched;
    await writeLikeAProducer(
      inboxPath(root, 'anvil', 'M-1.md'),
      taskMarkdown(root, 'M-1').replace('ipc_protocol:', 'review_chain: ["code_review"]\nipc_protocol:'),
    );
    await writeLikeAProducer(handoffPath(root, 'M-1'), handoffMarkdown('M-1'));
    await page.waitForSelector(inColumn('handed_off', 'M-1'));
    const unserved = page.locator('[data-kind="unserved"]');
    await unserved.waitFor();
    assert.match((await unserved.textContent()) ?? '', /M-1.*waits for a review no roster worker takes.*forge confirm --story M-1/s);

    // What the sentinel does with a timed-out story: its error handoff, then .confirmed; the daemon moves it to the ledger.
    await dropTask(root, 'T-1');
    await pickUp(root, 'T-1');
    await writeFile(inboxPath(root, 'anvil', 'T-1.timeout'), `at: ${new Date().toISOString()}\nreason: test\n`, { flag: 'wx' });
    await writeLikeAProducer(
      handoffPath(root, 'T-1', 'error'),
      `---\nstory_id: T-1\nagent: anvil\nstatus: failed\nreason: worker_timeout\ncreated_at: ${new Date().toISOString()}\n---\nno handoff\n`,
    );
    await page.waitForSelector(inColumn('timed_out', 'T-1'));
    await writeFile(inboxPath(root, 'anvil', 'T-1.confirmed'), 'by: sentinel\n', { flag: 'wx' });
    const failed = page.locator('[data-kind="failed_story"]');
    await failed.waitFor();
    assert.match((await failed.textContent()) ?? '', /Closed as failed.*T-1.*closed as failed: read _vibe-chain-output\/handoffs\/T-1-error-handoff\.md/s);
    assert.equal(await page.locator(inColumn('timed_out', 'T-1')).count(), 0, 'it left the board');
    assert.match((await page.locator('#attention-title').textContent()) ?? '', /Needs attention\s*2/);
    await screenshot(page, 'attention-stopped');
    assertNoProblems(watched);
    await page.close();
  });

  test("shows a plan once one is written, with its phase and each module's story state moving with the board", async (t) => {
    if (!need(t, BROWSER)) return;
    const { root, forge } = await setUp(t);
    const watched = await openLive(browser, forge.url);
    const { page } = watched;
    assert.equal(await page.locator('.plans-panel').count(), 0, 'no plan panel before there is a plan');
    // The daemon runs on the machine's clock: tasks submitted at another time would be orphaned at once.
    await planThrough(root, 'shop', 'implementation', [], Date.now());
    const plan = page.locator('[data-plan="shop"]');
    await plan.waitFor();
    assert.equal(await plan.locator('[data-plan-phase]').textContent(), 'implementation');
    assert.equal(await plan.locator('[data-module]').count(), 3);
    const dbState = plan.locator('[data-module="db"] [data-module-state]');
    await page.waitForFunction((element) => element?.textContent === 'submitted', await dbState.elementHandle());
    await pickUp(root, 'shop.db', 'furnace');
    await page.waitForFunction((element) => element?.textContent === 'picked up', await dbState.elementHandle());
    await screenshot(page, 'plan-panel', true);
    const narrow = await openLive(browser, forge.url, { width: 420, height: 860 });
    await narrow.page.locator('[data-plan="shop"] [data-module="ui"]').waitFor();
    const overflow = await inPage<number>(narrow.page, 'document.documentElement.scrollWidth - document.documentElement.clientWidth');
    assert.equal(overflow, 0, 'no sideways scrolling on a narrow window');
    assertNoProblems(watched);
    assertNoProblems(narrow);
    await narrow.page.close();
    await page.close();
  });

  test('catches up after the daemon restarts instead of going stale', async (t) => {
    if (!need(t, BROWSER)) return;
    const root = await tempProject(t, PORT_ZERO);
    const first = await startForge(t, root);
    const watched = await openLive(browser, first.url);
    const { page } = watched;
    await dropTask(root, 'S-4');
    await page.waitForSelector(inColumn('submitted', 'S-4'));
    await first.stop();
    await page.waitForSelector('[data-link="waiting"]');
    await screenshot(page, 'daemon-down');
    // Same port again, so the open page finds the new daemon where the old one was.
    await writeFile(`${root}/_vibe-chain/config.toml`, `[forge]\ndashboard_port = ${first.port}\n`);
    await dropTask(root, 'S-5');
    const second = await startForge(t, root);
    assert.equal(second.port, first.port);
    await page.waitForSelector(inColumn('submitted', 'S-5'), { timeout: 20_000 });
    await page.waitForSelector('[data-link="live"]');
    const moved = appearsAt(page, inColumn('picked_up', 'S-5'));
    await pickUp(root, 'S-5');
    await moved;
    const unexpected = watched.problems.filter((problem) => !/ERR_CONNECTION_REFUSED|api\/stream/.test(`${problem.text} ${problem.url}`));
    assert.deepEqual(unexpected, []);
    await page.close();
  });
});
