import assert from 'node:assert/strict';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { updateLabStories, writeLabStories } from '../../src/lab-link/lab-stories.js';
import { type RelayState, writeRelayState } from '../../src/lab-link/relay-state.js';
import { tmux } from '../helpers/processes.js';
import { need } from '../helpers/requirement.js';
import { inboxPath, taskMarkdown, tempProject, writeLikeAProducer } from '../helpers/temp-project.js';
import { needTmux, submit, supervisedProject } from '../supervisor/supervised-project.js';
import { BROWSER, type Browser, launchBrowser, openPage, screenshot, type WatchedPage } from './browser.js';
import { startForge } from './forge-daemon.js';

/**
 * What the dashboard tells a person about the pipeline's people problems: managed workers (their
 * supervisor state, their screen), the stories and workers that need someone, and lab's side.
 * `forge start` in a child process, the page in the system's Chromium, workers under real tmux.
 */
async function openLive(browser: Browser, url: string): Promise<WatchedPage> {
  const watched = await openPage(browser, url);
  await watched.page.waitForSelector('[data-link="live"]');
  return watched;
}

const relay = (state: RelayState['state'], reason: string | null): RelayState => ({
  state,
  url: 'wss://relay.example/subscribe',
  reason,
  since: new Date().toISOString(),
  connected_at: null,
  last_event_at: null,
  next_attempt_at: null,
  reconnects: 0,
  events: { story_transition: 0, agent_completed: 0, queue_summary: 0, ignored: 0, skipped: 0 },
  queue: null,
});

describe('the dashboard for the people behind the pipeline, in a real browser', () => {
  let browser: Browser;
  before(async () => {
    if (BROWSER.path !== null) browser = await launchBrowser();
  });
  after(() => browser?.close());

  test("shows a managed worker's supervisor state and, on demand, its screen; a permission prompt puts it in Needs attention until it acts", async (t) => {
    if (!need(t, BROWSER) || !needTmux(t)) return;
    const { root, socket } = await supervisedProject(t);
    const forge = await startForge(t, root);
    const watched = await openLive(browser, forge.url);
    const { page } = watched;
    const row = page.locator('[data-worker="anvil"]');
    await row.locator('[data-managed="running"]').waitFor({ timeout: 20_000 });
    await row.getByRole('button', { name: 'show screen' }).click();
    const screen = page.locator('[data-screen="anvil"] pre.screen');
    await screen.waitFor();
    assert.match((await screen.textContent()) ?? '', /sim: .*-> ready/);
    await screenshot(page, 'worker-screen');

    // Mid-task, as a permission prompt comes: the worker holds P-1 until sim-hold-anvil goes.
    await writeFile(join(root, 'sim-hold-anvil'), '');
    await submit(root, 'P-1');
    await row.getByText('P-1').waitFor();
    await tmux(socket, ['send-keys', '-t', '=anvil:', '-l', '!notify permission_prompt']);
    await tmux(socket, ['send-keys', '-t', '=anvil:', 'Enter']);
    await row.locator('[data-managed="needs_input"]').waitFor({ timeout: 15_000 });
    const item = page.locator('[data-kind="needs_input"]');
    await item.waitFor();
    assert.match((await item.textContent()) ?? '', /Worker needs a person.*anvil.*permission_prompt: Claude needs your permission to use Bash/s);
    await page.waitForFunction('document.querySelector(\'[data-screen="anvil"] pre.screen\')?.textContent.includes("working on P-1")', undefined, {
      timeout: 10_000,
    });
    await screenshot(page, 'worker-needs-input');

    await rm(join(root, 'sim-hold-anvil'));
    await row.locator('[data-managed="running"]').waitFor({ timeout: 15_000 });
    await item.waitFor({ state: 'detached' });
    assert.deepEqual(watched.problems, [], 'console errors or warnings on the page');
    await page.close();
  });

  test('shows a worker in a crash loop as failed, with its restarts, its last exit and the way out', async (t) => {
    if (!need(t, BROWSER) || !needTmux(t)) return;
    const { root } = await supervisedProject(t, 'crash_loop = 3\ncrash_window = "1m"');
    await writeFile(join(root, 'sim-crash-anvil'), '');
    const forge = await startForge(t, root);
    const watched = await openLive(browser, forge.url);
    const { page } = watched;
    const item = page.locator('[data-kind="failed"]');
    await item.waitFor({ timeout: 20_000 });
    assert.match((await item.textContent()) ?? '', /Worker failed.*anvil.*crash loop: 3 exits within 60s; not restarting it/s);
    assert.match((await item.getAttribute('title')) ?? '', /forge workers restart anvil starts it again/);
    const row = page.locator('[data-worker="anvil"]');
    await row.locator('[data-managed="failed"]').waitFor();
    // tmux may not read a node pane's exit status (docs/workers.md): it is then unknown, never wrong.
    assert.match((await row.textContent()) ?? '', /2 restarts · last (exit 3|exit \(status unknown\)) \d+s ago/);
    await screenshot(page, 'worker-failed');
    assert.deepEqual(watched.problems, [], 'console errors or warnings on the page');
    await page.close();
  });

  test("lists orphaned and timed-out stories with a short line and the task file on hover, and follows lab's story states live", async (t) => {
    if (!need(t, BROWSER)) return;
    const root = await tempProject(t, '[forge]\ndashboard_port = 0\nproject_id = "shop"\n[timeouts]\norphan = "2s"\ndev = "2s"\n');
    const forge = await startForge(t, root);
    const watched = await openLive(browser, forge.url);
    const { page } = watched;
    await writeLikeAProducer(inboxPath(root, 'anvil', 'S-1.md'), taskMarkdown(root, 'S-1'));
    await writeLikeAProducer(inboxPath(root, 'furnace', 'S-2.md'), taskMarkdown(root, 'S-2', 'furnace'));
    await writeFile(inboxPath(root, 'furnace', 'S-2.picked-up'), 'agent: furnace\n', { flag: 'wx' });

    const orphaned = page.locator('[data-kind="orphaned"]');
    await orphaned.waitFor({ timeout: 15_000 });
    assert.match((await orphaned.textContent()) ?? '', /Orphaned.*S-1.*anvil never picked it up before the orphan deadline/s);
    assert.equal(await orphaned.getAttribute('title'), '_vibe-chain-output/worker-inbox/anvil/S-1.md');
    const timedOut = page.locator('[data-kind="timed_out"]');
    await timedOut.waitFor({ timeout: 15_000 });
    assert.match((await timedOut.textContent()) ?? '', /Timed out.*S-2.*furnace picked it up but handed nothing off before the dev stage deadline/s);
    assert.equal(await page.locator('.attention-panel .count').textContent(), '2');
    await screenshot(page, 'attention-orphaned-timed-out');

    assert.equal(await page.locator('.lab-panel').count(), 0, 'no lab panel before the project has a link to lab');
    await writeLabStories(root, { 'shop/S-1': { project_id: 'shop', forge_task_id: 'S-1', lab_story_id: 'LAB-7', status: 'backlog', last_checked: null } });
    await writeRelayState(root, relay('waiting', 'ECONNREFUSED'));
    const labRow = page.locator('.lab-panel [data-lab-task="S-1"]');
    await labRow.waitFor({ timeout: 10_000 });
    assert.match((await labRow.textContent()) ?? '', /S-1\s*LAB-7\s*backlog\s*never/);
    await page.locator('.lab-panel [data-relay="waiting"]').waitFor();
    assert.match((await page.locator('.lab-relay').textContent()) ?? '', /relay waiting.*reconnecting after: ECONNREFUSED/s);

    // As the poller and the relay write them: the panel follows without a reload.
    await updateLabStories(root, { 'shop/S-1': { status: 'in_review', last_checked: new Date().toISOString() } });
    await writeRelayState(root, relay('open', null));
    await page.locator('.lab-panel [data-relay="open"]').waitFor({ timeout: 10_000 });
    await page.waitForFunction('document.querySelector(\'.lab-panel [data-lab-task="S-1"] .lab-status\')?.textContent === "in review"', undefined, {
      timeout: 10_000,
    });
    await screenshot(page, 'lab-panel');
    assert.deepEqual(watched.problems, [], 'console errors or warnings on the page');
    await page.close();
  });
});
