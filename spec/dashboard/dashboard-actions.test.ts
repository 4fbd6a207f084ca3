import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { access, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, type TestContext, test } from 'node:test';
import { HistoryRecord } from '../../protocol/tracking.js';
import { onCleanup } from '../helpers/cleanup.js';
import { need } from '../helpers/requirement.js';
import { backdate, handoffMarkdown, handoffPath, inboxPath, taskMarkdown, tempProject, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';
import { ARTIFACTS, BROWSER, type Browser, launchBrowser, openPage, screenshot, type WatchedPage } from './browser.js';
import { startForge } from './forge-daemon.js';

/**
 * The dashboard's actions as a person uses them: `forge start` in a child process, the page in
 * Chromium, a click, a confirmation in the page, then the file on disk and the board moving.
 */
const PORT_ZERO = '[forge]\ndashboard_port = 0\n';
const HOURS_AGO = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
const inColumn = (column: string, id: string) => `[data-column="${column}"] .card[data-id="${id}"]`;
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

async function ledger(root: string): Promise<HistoryRecord[]> {
  const text = await readFile(join(root, '_vibe-chain-output', 'worker-inbox', '.history.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => HistoryRecord.parse(JSON.parse(line)));
}

function frontMatterValue(text: string, key: string): string | undefined {
  const match = new RegExp(`^${key}: "?([^"\\n]*)"?$`, 'm').exec(text);
  return match?.[1];
}

describe('acting from the dashboard', () => {
  let browser: Browser;
  before(async () => {
    if (BROWSER.path !== null) browser = await launchBrowser();
  });
  after(() => browser?.close());

  const setUp = async (t: TestContext) => {
    const root = await tempProject(t, PORT_ZERO);
    const forge = await startForge(t, root);
    return { root, forge };
  };

  /** Opens the story's detail from its card and runs its action through the confirmation. */
  async function act(watched: WatchedPage, column: string, id: string, action: string): Promise<string> {
    const { page } = watched;
    await page.locator(inColumn(column, id)).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator(`[data-action="${action}"]`).click();
    const explained = (await dialog.locator('.action-ask').textContent()) ?? '';
    await dialog.locator(`[data-confirm="${action}"]`).click();
    await dialog.locator('[data-result]').waitFor({ timeout: 20_000 });
    assert.equal(await dialog.locator('[data-result]').getAttribute('data-result'), 'ok', (await dialog.locator('[data-result]').textContent()) ?? '');
    return explained;
  }

  function assertNoProblems(watched: WatchedPage): void {
    assert.deepEqual(watched.problems, [], 'console errors or warnings on the page');
  }

  test('confirms a handed-off story: .confirmed is written, the daemon records it and the card leaves the board', async (t) => {
    if (!need(t, BROWSER)) return;
    const { root, forge } = await setUp(t);
    await writeLikeAProducer(inboxPath(root, 'anvil', 'S-1.md'), taskMarkdown(root, 'S-1'));
    await writeFile(inboxPath(root, 'anvil', 'S-1.picked-up'), 'agent: anvil\n', { flag: 'wx' });
    await writeLikeAProducer(handoffPath(root, 'S-1'), handoffMarkdown('S-1'));
    const watched = await openPage(browser, forge.url);
    await watched.page.waitForSelector(inColumn('handed_off', 'S-1'));
    const explained = await act(watched, 'handed_off', 'S-1', 'confirm');
    assert.match(explained, /worker-inbox\/anvil\/S-1\.confirmed/);
    assert.match((await watched.page.locator('[data-result="ok"]').textContent()) ?? '', /S-1\.confirmed/);
    const record = await waitFor('the confirmed ledger line', async () =>
      (await ledger(root)).find((line) => line.story_id === 'S-1' && line.state === 'confirmed'),
    );
    assert.equal(record.handoff?.status, 'completed');
    await watched.page.locator('.card[data-id="S-1"]').waitFor({ state: 'detached' });
    assert.equal(await exists(inboxPath(root, 'anvil', 'S-1.md')), false, 'the daemon cleaned up after the confirmation');
    await screenshot(watched.page, 'action-confirmed');
    assertNoProblems(watched);
    await watched.page.close();
  });

  test('retries an orphaned story: the old submission is in the ledger, a fresh task file is in the inbox and the card is back in Submitted', async (t) => {
    if (!need(t, BROWSER)) return;
    const { root, forge } = await setUp(t);
    const old = HOURS_AGO(2);
    await writeLikeAProducer(inboxPath(root, 'anvil', 'S-2.md'), taskMarkdown(root, 'S-2', 'anvil', { title: 'Orphaned work' }, old), old);
    const watched = await openPage(browser, forge.url);
    await watched.page.waitForSelector(inColumn('orphaned', 'S-2'));
    await screenshot(watched.page, 'action-retry-before');
    await act(watched, 'orphaned', 'S-2', 'retry');
    const records = (await ledger(root)).filter((line) => line.story_id === 'S-2');
    assert.deepEqual(
      records.map((line) => [line.state, line.submitted_at]),
      [['orphaned', old]],
    );
    const fresh = await readFile(inboxPath(root, 'anvil', 'S-2.md'), 'utf8');
    const submitted = frontMatterValue(fresh, 'submitted_at');
    assert.ok(submitted && Date.parse(submitted) > Date.parse(old) + 3600_000, `a fresh submitted_at, not ${submitted}`);
    assert.match(fresh, /title: Orphaned work/);
    assert.match(fresh, /Build S-2\./);
    assert.equal(await exists(inboxPath(root, 'anvil', 'S-2.orphaned')), false);
    await watched.page.waitForSelector(inColumn('submitted', 'S-2'));
    await screenshot(watched.page, 'action-retry-after');
    assertNoProblems(watched);
    await watched.page.close();
  });

  test('retries a timed-out story: its claim and task go, the ledger keeps it as timed out, a fresh task waits for any worker', async (t) => {
    if (!need(t, BROWSER)) return;
    // Both files are there before the daemon starts: a running daemon could see the old task before
    // its claim, and rightly call it orphaned.
    const root = await tempProject(t, PORT_ZERO);
    const old = HOURS_AGO(3);
    await mkdir(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil'), { recursive: true });
    await writeLikeAProducer(inboxPath(root, 'anvil', 'S-3.md'), taskMarkdown(root, 'S-3', 'anvil', {}, old));
    await writeFile(inboxPath(root, 'anvil', 'S-3.picked-up'), `agent: anvil\nat: ${HOURS_AGO(2)}\n`, { flag: 'wx' });
    await backdate(inboxPath(root, 'anvil', 'S-3.md'), old);
    await backdate(inboxPath(root, 'anvil', 'S-3.picked-up'), HOURS_AGO(2));
    const forge = await startForge(t, root);
    const watched = await openPage(browser, forge.url);
    await watched.page.waitForSelector(inColumn('timed_out', 'S-3'));
    await act(watched, 'timed_out', 'S-3', 'retry');
    const records = (await ledger(root)).filter((line) => line.story_id === 'S-3');
    assert.deepEqual(
      records.map((line) => [line.state, line.submitted_at]),
      [['timed_out', old]],
    );
    assert.equal(await exists(inboxPath(root, 'anvil', 'S-3.picked-up')), false);
    assert.equal(await exists(inboxPath(root, 'anvil', 'S-3.timeout')), false);
    assert.notEqual(frontMatterValue(await readFile(inboxPath(root, 'anvil', 'S-3.md'), 'utf8'), 'submitted_at'), old);
    await watched.page.waitForSelector(inColumn('submitted', 'S-3'));
    assertNoProblems(watched);
    await watched.page.close();
  });

  test('releases a stuck claim: .picked-up is removed and the card goes back to Submitted', async (t) => {
    if (!need(t, BROWSER)) return;
    const { root, forge } = await setUp(t);
    await writeLikeAProducer(inboxPath(root, 'anvil', 'S-4.md'), taskMarkdown(root, 'S-4'));
    await writeFile(inboxPath(root, 'anvil', 'S-4.picked-up'), 'agent: anvil\n', { flag: 'wx' });
    const watched = await openPage(browser, forge.url);
    await watched.page.waitForSelector(inColumn('picked_up', 'S-4'));
    const explained = await act(watched, 'picked_up', 'S-4', 'release');
    assert.match(explained, /S-4\.picked-up/);
    assert.equal(await exists(inboxPath(root, 'anvil', 'S-4.picked-up')), false);
    assert.equal(await exists(inboxPath(root, 'anvil', 'S-4.md')), true);
    await watched.page.waitForSelector(inColumn('submitted', 'S-4'));
    assertNoProblems(watched);
    await watched.page.close();
  });

  test("submits a task from the form, and shows the daemon's diagnostic with the fix when the worker name is a typo", async (t) => {
    if (!need(t, BROWSER)) return;
    const { root, forge } = await setUp(t);
    const watched = await openPage(browser, forge.url);
    const { page } = watched;
    await page.getByRole('button', { name: '+ New task' }).click();
    const form = page.getByRole('dialog');
    await form.locator('[name="story_id"]').fill('S-5');
    await form.locator('[name="task_type"]').fill('frontend');
    await form.locator('[name="worktree_path"]').fill(join(root, 'trees', 'S-5'));
    await form.locator('[name="title"]').fill('Fix the login form');
    await form.locator('[name="urgency"]').selectOption('high');
    await form.locator('[name="body"]').fill('The submit button does nothing.');
    await form.locator('[data-confirm="submit"]').click();
    await form.locator('[data-result="ok"]').waitFor();
    const written = await readFile(inboxPath(root, 'anvil', 'S-5.md'), 'utf8');
    assert.equal(frontMatterValue(written, 'title'), 'Fix the login form');
    assert.equal(frontMatterValue(written, 'urgency'), 'high');
    assert.equal(frontMatterValue(written, 'agent'), 'anvil');
    assert.match(written, /The submit button does nothing\./);
    await page.waitForSelector(inColumn('submitted', 'S-5'));

    await form.locator('[name="story_id"]').fill('S-6');
    await form.locator('[name="task_type"]').fill('frontend');
    await form.locator('[name="worktree_path"]').fill(join(root, 'trees', 'S-6'));
    await page.evaluate(
      `(() => { const select = document.querySelector('[name="agent"]'); select.add(new Option('anvli', 'anvli')); select.value = 'anvli'; })()`,
    );
    await form.locator('[data-confirm="submit"]').click();
    const error = form.locator('[data-result="error"]');
    await error.waitFor();
    assert.match((await error.textContent()) ?? '', /task: field "agent" agent is in no roster: .*did you mean "anvil"/);
    assert.equal(await exists(inboxPath(root, 'anvli', 'S-6.md')), false);
    await screenshot(page, 'action-submit-refused');
    // The refusal comes back as a 400: the browser notes the failed request, and that is all.
    assert.deepEqual(
      watched.problems.filter((problem) => !/status of 400/.test(problem.text)),
      [],
    );
    await page.close();
  });

  test('settles for a headless screenshot with --virtual-time-budget when opened with ?still', async (t) => {
    if (!need(t, BROWSER)) return;
    const { root, forge } = await setUp(t);
    await writeLikeAProducer(inboxPath(root, 'anvil', 'S-7.md'), taskMarkdown(root, 'S-7'));
    await waitFor('S-7 tracked', async () =>
      (await readFile(join(root, '_vibe-chain-output', 'worker-inbox', '.tracking.json'), 'utf8').catch(() => '')).includes('"S-7"'),
    );
    const shot = join(ARTIFACTS, 'still-virtual-time.png');
    await mkdir(ARTIFACTS, { recursive: true });
    await writeFile(shot, '');
    const child = spawn(
      BROWSER.path!,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        `--user-data-dir=${join(root, '.chromium')}`,
        '--window-size=1280,800',
        `--screenshot=${shot}`,
        '--virtual-time-budget=5000',
        `${forge.url}?still`,
      ],
      { stdio: 'ignore' },
    );
    onCleanup(t, () => void child.kill('SIGKILL'));
    // Bounded far above the budget: before ?still the open event stream kept Chromium waiting forever.
    const code = await Promise.race([
      new Promise<number | null>((resolve) => child.once('exit', resolve)),
      new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 60_000).unref()),
    ]);
    assert.equal(code, 0, 'chromium exited by itself after the virtual time budget');
    assert.ok((await stat(shot)).size > 10_000, 'a real screenshot, not an empty file');
  });
});
