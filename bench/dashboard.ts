import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inPage, launchBrowser, screenshot, whenInPage } from '../spec/dashboard/browser.js';
import { freePort } from '../src/net/free-port.js';
import { benchProject, handoffText, inbox, produce, taskText } from './lib/bench-project.js';
import { ms, report, type Summary, summarize } from './lib/stats.js';

/**
 * The dashboard on a project with 10,000 tracked stories, `forge start` in a child process:
 * - first meaningful paint (the board drawn from the snapshot) against the page's first paint;
 * - a file change (a pickup) visible on the page, against the daemon's own reaction to it;
 * - the daemon's reaction latency with 20 open event streams against none, alternating rounds.
 */
const AGENTS = ['anvil', 'furnace', 'crucible'] as const;
const STREAMS = 20;

export async function run(total = 10_000): Promise<void> {
  const port = await freePort();
  const project = benchProject(`[forge]\ndashboard_port = ${port}\n[timeouts]\norphan = "3h"\ndev = "3h"\n`);
  const { root } = project;
  const submitted = seed(root, total);
  const seededAt = performance.now();
  const daemon = spawn(process.execPath, [new URL('./dashboard-daemon-child.js', import.meta.url).pathname, root], { stdio: ['ignore', 'ignore', 'pipe'] });
  const log = logWatcher(daemon.stderr!);
  await Promise.race([log.next('forge daemon ready'), exited(daemon)]);
  console.log(`setup: ${total} stories tracked ${ms(performance.now() - seededAt)} after start`);
  const url = `http://127.0.0.1:${port}/`;
  let next = 0;
  /** Picks up the oldest waiting story (the card at the top of Submitted); resolves with when the daemon reacted. */
  const pickup = (): { reacted: Promise<{ logged: number; flushed: number }>; written: number } => {
    const story = submitted[next++]!;
    const reacted = log.reaction(story.id, log.length);
    const written = Date.now();
    writeFileSync(join(inbox(root, story.agent), `${story.id}.picked-up`), `agent: ${story.agent}\n`, { flag: 'wx' });
    return { reacted, written };
  };
  try {
    // Reaction with and without 20 pages open, in alternating rounds so drift hits both alike.
    const alone: number[] = [];
    const watched: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      alone.push(...(await reactionRound(pickup, 40)));
      const streams = await openStreams(`${url}api/stream`, STREAMS);
      watched.push(...(await reactionRound(pickup, 40)));
      streams.close();
    }
    const aloneSummary = summarize(alone);
    const watchedSummary = summarize(watched);
    report(
      `reaction (pickup -> tracking written, delta sent) with ${STREAMS} event streams open`,
      watchedSummary,
      aloneSummary,
      'no stream open',
      'under 10% more (ratio < 1.10)',
    );

    const browser = await launchBrowser();
    try {
      const paints: number[] = [];
      const firstPaints: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const page = await browser.context.newPage();
        await page.addInitScript(BOARD_PAINT_PROBE);
        await page.goto(url);
        await page.waitForFunction('window.__boardPaint !== undefined', undefined, { timeout: 30_000 });
        paints.push(await inPage<number>(page, 'window.__boardPaint'));
        firstPaints.push(await inPage<number>(page, "performance.getEntriesByName('first-paint')[0]?.startTime ?? NaN"));
        await page.close();
      }
      report(`first meaningful paint (board of ${total} drawn)`, summarize(paints), summarize(firstPaints), 'first paint of the same load', 'under 1,500 ms');

      const page = await browser.context.newPage();
      await page.goto(url);
      await page.waitForSelector('[data-link="live"]');
      const visible: number[] = [];
      const reacted: number[] = [];
      for (let i = 0; i < 100; i += 1) {
        const top = await inPage<string>(page, `document.querySelector('[data-column="submitted"] .card').dataset.id`);
        if (top !== submitted[next]!.id) {
          // The page should show the oldest waiting story on top; say so if it does not, and go on with it.
          const link = await inPage<string>(page, `document.querySelector('[data-link]').dataset.link`);
          console.log(`warning: the top card is ${top}, expected ${submitted[next]!.id} (link ${link})`);
          await whenInPage(page, `document.querySelector('[data-column="submitted"] .card').dataset.id === ${JSON.stringify(submitted[next]!.id)}`);
        }
        const gone = whenInPage(page, `!document.querySelector('[data-column="submitted"] .card[data-id="${submitted[next]!.id}"]')`);
        const { reacted: reaction, written } = pickup();
        reacted.push((await reaction).flushed - written);
        visible.push((await gone) - written);
      }
      await screenshot(page, `bench-${total}-stories`);
      report(
        'a pickup visible on the page (its card leaves the top of Submitted)',
        summarize(visible),
        summarize(reacted),
        'daemon reaction (tracking written)',
        'p99 under 300 ms',
      );
      const added = summarize(visible.map((at, i) => at - reacted[i]!));
      console.log(`the page's own part (visible minus the daemon's reaction, per pickup): median ${ms(added.median)}, p99 ${ms(added.p99)}`);
      await page.close();
    } finally {
      await browser.close();
    }
    printTargets(watchedSummary, aloneSummary);
    console.log(`streams ended by the daemon during the run: ${droppedByDaemon}; daemon errors and warnings: ${log.problems().join(' | ') || 'none'}`);
  } finally {
    if (daemon.exitCode === null) {
      const gone = new Promise((resolve) => daemon.once('exit', resolve));
      daemon.kill('SIGTERM');
      await gone;
    }
    project.remove();
  }
}

/** Marks, from inside the page, the first frame drawn after the board shows its first card. */
const BOARD_PAINT_PROBE = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector('.card')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__boardPaint = performance.now(); }));
  }).observe(document, { subtree: true, childList: true });
`;

function seed(root: string, total: number): Array<{ id: string; agent: string }> {
  const submitted: Array<{ id: string; agent: string }> = [];
  const start = Date.now() - total;
  for (let i = 0; i < total; i += 1) {
    const agent = AGENTS[i % AGENTS.length]!;
    const id = `B-${String(i).padStart(5, '0')}`;
    mkdirSync(inbox(root, agent), { recursive: true });
    // Submission times increase with the id, so the oldest waiting story tops the Submitted column.
    writeFileSync(join(inbox(root, agent), `${id}.md`), taskText(root, id, agent, new Date(start + i).toISOString()));
    if (i % 10 < 2) writeFileSync(join(inbox(root, agent), `${id}.picked-up`), `agent: ${agent}\n`);
    else if (i % 10 === 2) {
      writeFileSync(join(inbox(root, agent), `${id}.picked-up`), `agent: ${agent}\n`);
      produce(join(root, '_vibe-chain-output', 'handoffs', `${id}-pr-handoff.md`), handoffText(id, agent));
    } else submitted.push({ id, agent });
  }
  return submitted;
}

/** Reaction latency of `count` pickups one after the other: file written to tracking written (and the dashboard's delta sent). */
async function reactionRound(pickup: () => { reacted: Promise<{ flushed: number }>; written: number }, count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const { reacted, written } = pickup();
    latencies.push((await reacted).flushed - written);
  }
  return latencies;
}

/** Log lines of the daemon as they arrive, with the time each arrived. */
function logWatcher(stream: NodeJS.ReadableStream) {
  const seen: Array<{ line: string; at: number }> = [];
  const waiters: Array<{ text: string; from: number; resolve: (found: { at: number; index: number }) => void }> = [];
  let partial = '';
  stream.on('data', (chunk: Buffer) => {
    const at = Date.now();
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop()!;
    for (const line of lines) {
      seen.push({ line, at });
      for (const waiter of [...waiters]) {
        if (seen.length - 1 < waiter.from || !line.includes(waiter.text)) continue;
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve({ at, index: seen.length - 1 });
      }
    }
  });
  /** The first line from `from` on that contains `text`. */
  const line = (text: string, from = 0): Promise<{ at: number; index: number }> => {
    const index = seen.findIndex((item, i) => i >= from && item.line.includes(text));
    if (index !== -1) return Promise.resolve({ at: seen[index]!.at, index });
    return new Promise((resolve) => waiters.push({ text, from, resolve }));
  };
  return {
    next: async (text: string) => (await line(text)).at,
    /** When the story's pickup was logged, and when the tracking write after it was done. */
    reaction: async (id: string, from: number) => {
      const logged = await line(`/${id} picked-up`, from);
      return { logged: logged.at, flushed: (await line('tracking flushed', logged.index + 1)).at };
    },
    get length() {
      return seen.length;
    },
    problems: () => seen.filter((item) => / (ERROR|WARN) /.test(item.line)).map((item) => item.line.slice(0, 300)),
  };
}

/** Streams the daemon ended on its own (it drops a page that lets too much pile up unread). */
let droppedByDaemon = 0;

async function openStreams(url: string, count: number): Promise<{ close(): void }> {
  const controller = new AbortController();
  await Promise.all(
    Array.from({ length: count }, async () => {
      const response = await fetch(url, { signal: controller.signal });
      const reader = response.body!.getReader();
      await reader.read();
      // Keep reading, as an open tab does, until closed.
      void (async () => {
        try {
          for (;;) if ((await reader.read()).done) break;
        } catch (error) {
          // An abort is the benchmark closing the stream; a TypeError is the connection ending.
          if (!controller.signal.aborted && !(error instanceof TypeError)) throw error;
        }
        if (!controller.signal.aborted) droppedByDaemon += 1;
      })();
    }),
  );
  return { close: () => controller.abort() };
}

function exited(child: ChildProcess): Promise<never> {
  return new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`the daemon exited (${code})`))));
}

function printTargets(watched: Summary, alone: Summary): void {
  console.log(
    `20 streams add ${(((watched.median - alone.median) / alone.median) * 100).toFixed(1)}% to the median reaction and ${(((watched.p99 - alone.p99) / alone.p99) * 100).toFixed(1)}% to its p99`,
  );
}
