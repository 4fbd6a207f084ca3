import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnv } from '../events/forge-token.js';
import { readPipeline } from '../lab-reference/pipeline-log.js';
import { fetchFailure, fetchWithin } from '../net/fetch-failure.js';
import { freePort } from '../net/free-port.js';
import { endWorkerServer } from '../supervisor/end-workers.js';
import { Tmux } from '../supervisor/tmux.js';
import { readHistoryRecords } from '../tracking/history-records.js';
import { readTracking } from '../tracking/read-tracking.js';
import { DemoProcesses } from './demo-processes.js';
import { type DemoSummary, observe, renderProgress, type StoryProgress, summarize } from './demo-progress.js';
import { DEMO_STOP_GRACE_MS, DEMO_TIMEOUTS, DEMO_WORK_MS, DEMO_WORKERS, demoSocket, prepareDemoProject } from './demo-project.js';

const REPO = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
const FORGE = REPO('bin-scripts/forge');
const SIM_WORKER = REPO('bin-scripts/sim-worker');

/** The example's four stories, then the demo's five: what each shows is in the summary. */
const EXAMPLE_STORIES = ['SHOP-99', 'SHOP-101', 'SHOP-102', 'SHOP-98'];
const DEMO_STORIES = ['DEMO-1', 'DEMO-2', 'DEMO-3', 'DEMO-4', 'DEMO-5'];

export interface DemoOptions {
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  /** Redraw the table in place (a terminal) instead of printing each change. */
  live: boolean;
  keep: boolean;
  capMs: number;
  stop: AbortSignal;
}

export interface DemoResult {
  root: string;
  summary: DemoSummary;
  stories: StoryProgress[];
  /** Processes still running after the demo stopped them (always 0 unless something is wrong). */
  leftover: number;
  /** Whether the temp project is gone (false under --keep). */
  removed: boolean;
  interrupted: boolean;
}

export async function runDemo(options: DemoOptions): Promise<DemoResult> {
  const managed = await tmuxRuns();
  const root = await mkdtemp(join(tmpdir(), 'forge-demo-'));
  const processes = new DemoProcesses(childEnv(options.env, { HOME: options.env.HOME ?? root }), root);
  const stories = new Map<string, StoryProgress>(
    [...EXAMPLE_STORIES, ...DEMO_STORIES].map((id) => [id, { id, agent: null, steps: [], outcome: null, finished: false }]),
  );
  const started = Date.now();
  let failure: unknown = null;
  try {
    await showPipeline(options, { root, managed, processes, stories, started });
  } catch (error) {
    failure = error;
  }
  // The one way out, whether the demo finished, ran out of time, failed or was interrupted.
  const ended = await endDemo(processes, root, managed, options.keep);
  const list = [...stories.values()];
  const result = { root, summary: summarize(list), stories: list, ...ended, interrupted: options.stop.aborted };
  const failed = failure !== null && !options.stop.aborted;
  options.out(summaryText(result, Date.now() - started, options.keep, failed));
  if (failed) throw failure;
  return result;
}

interface DemoRun {
  root: string;
  managed: boolean;
  processes: DemoProcesses;
  stories: Map<string, StoryProgress>;
  started: number;
}

/** Starts the pipeline and shows each story's progress until every one has finished, the time is up or the demo is interrupted. */
async function showPipeline(options: DemoOptions, { root, managed, processes, stories, started }: DemoRun): Promise<void> {
  const port = await freePort();
  await prepareDemoProject(root, { example: REPO('_vibe-chain-example'), simWorker: SIM_WORKER, managed }, port, new Date().toISOString());
  options.out(
    `forge demo: the shop example copied to ${root}\n  deadlines: orphan ${DEMO_TIMEOUTS.orphan}, dev ${DEMO_TIMEOUTS.dev}; dashboard while it runs: http://127.0.0.1:${port}/\n`,
  );
  options.out(
    managed
      ? `  anvil and furnace run as managed workers: watch one with  forge attach anvil --project ${root}  (Ctrl+D detaches)\n\n`
      : '  (tmux is not here, so the demo starts its workers itself instead of the daemon running them)\n\n',
  );
  if (options.stop.aborted || !(await startPipeline(processes, root, managed, options.stop))) return;
  // Its failure is kept from the start (no rejection goes unhandled) and told once the view ends.
  let dispatchFailure: Error | null = null;
  const dispatching = dispatchStories(processes, root, port, options.stop).catch((error: Error) => {
    dispatchFailure = error;
  });
  const view = progressView(options);
  while (!options.stop.aborted && Date.now() - started < options.capMs) {
    observe(stories, await look(root));
    view.show([...stories.values()]);
    if ([...stories.values()].every((s) => s.finished)) break;
    await pause(250, options.stop);
  }
  // Interrupted, a dispatch still running is stopped with every other process, and gives out no more stories.
  if (options.stop.aborted) return;
  await dispatching;
  if (dispatchFailure !== null) options.out(`dispatch: ${(dispatchFailure as Error).message}\n`);
}

/**
 * Stops every process the demo started, ends the tmux server of its managed workers if the daemon
 * could not, kills whatever still holds the demo's mark, then removes the temp project (unless
 * --keep). Gives what is true afterwards, which is what the summary says.
 */
async function endDemo(processes: DemoProcesses, root: string, managed: boolean, keep: boolean): Promise<{ leftover: number; removed: boolean }> {
  await processes.stopAll();
  // A daemon killed after the grace leaves its tmux server behind, and the workers in it.
  if (managed) await endWorkerServer(new Tmux(demoSocket(root)), DEMO_STOP_GRACE_MS);
  const left = await processes.sweep();
  const leftover = processes.alive().length + left.length;
  if (keep) return { leftover, removed: false };
  // Retried: a process that was ending may still have written a file as the folder went.
  await rm(root, { recursive: true, force: true, maxRetries: 5 }).catch((error: NodeJS.ErrnoException) => {
    // ENOTEMPTY/EBUSY/EPERM after the retries: the summary says the folder is still there.
    if (!['ENOTEMPTY', 'EBUSY', 'EPERM'].includes(error.code ?? '')) throw error;
  });
  return { leftover, removed: !existsSync(root) };
}

/**
 * Workers first: they need only the files, and the example's waiting tasks are theirs before any
 * deadline. Managed, the daemon starts them (and stops them when it stops). False when interrupted.
 */
async function startPipeline(processes: DemoProcesses, root: string, managed: boolean, stop: AbortSignal): Promise<boolean> {
  if (!managed)
    for (const agent of DEMO_WORKERS) processes.start(`sim-worker ${agent}`, [SIM_WORKER, '--project', root, '--agent', agent, '--work', String(DEMO_WORK_MS)]);
  const daemon = processes.start('daemon', [FORGE, 'start', '--project', root]);
  const ready = await until(
    'the daemon to be ready',
    () => /forge daemon ready/.test(daemon.output()),
    30_000,
    stop,
    () => daemon.output(),
  );
  if (ready) processes.start('sentinel', [FORGE, 'lab', 'sentinel', '--project', root]);
  return ready;
}

/**
 * What lab does in the demo: the dispatcher gives DEMO-1 and DEMO-2 to free workers and runs
 * DEMO-3 (no test worker is running) in degraded mode; DEMO-4 goes straight to pixel's inbox,
 * where nobody picks it up (orphaned, then re-routed); DEMO-5 goes to anvil, which hangs on it
 * (timed out).
 */
async function dispatchStories(processes: DemoProcesses, root: string, port: number, stop: AbortSignal): Promise<void> {
  const trees = join(root, 'trees');
  /** `forge lab dispatch` or `forge submit` of one story into the agent's worktree; a failure ends the demo. */
  const forgeStory = async (verb: 'lab dispatch' | 'submit', id: string, flags: string[], agent: string, body: string) => {
    const run = await processes.run(`${verb.split(' ').at(-1)} ${id}`, [
      FORGE,
      ...verb.split(' '),
      '--project',
      root,
      '--story',
      id,
      ...flags,
      '--worktree',
      join(trees, agent),
      '--body',
      body,
    ]);
    if (run.code !== 0) throw new Error(`forge ${verb} ${id} exited ${run.code}: ${run.output.trim()}`);
  };
  /** False when the demo is interrupted meanwhile: no story is given out after that. */
  const dispatch = async (id: string, type: string, agent: string, body: string, waitForWorker: boolean) => {
    if (waitForWorker && !(await until(`a free ${type} worker`, () => workerFree(port, type), 20_000, stop))) return false;
    await forgeStory('lab dispatch', id, ['--type', type], agent, body);
    return !stop.aborted;
  };
  const submit = async (id: string, agent: string, type: string, body: string) => {
    await forgeStory('submit', id, ['--agent', agent, '--type', type], agent, body);
    return !stop.aborted;
  };
  (await submit('DEMO-4', 'pixel', 'ux_review', 'Review the wishlist page. (No pixel worker runs in the demo: this task is orphaned.)')) &&
    (await dispatch('DEMO-1', 'frontend', 'anvil', 'Add a wishlist button to product cards.', true)) &&
    (await dispatch('DEMO-2', 'backend', 'furnace', 'Add POST /api/wishlist.', true)) &&
    (await dispatch('DEMO-3', 'test', 'crucible', 'Cover the wishlist endpoint with tests.', false)) &&
    (await submit('DEMO-5', 'anvil', 'frontend', 'sim: hang (the simulated worker claims this and never hands off: it times out)'));
}

async function workerFree(port: number, type: string): Promise<boolean> {
  try {
    const response = await fetchWithin(`http://127.0.0.1:${port}/api/workers/available?task_type=${type}`, {}, 2000);
    return ((await response.json()) as { available?: boolean }).available === true;
  } catch (error) {
    // Not answering yet (still starting), or not JSON: not free yet, ask again.
    if (fetchFailure(error, 2000) !== null || error instanceof SyntaxError) return false;
    throw error;
  }
}

/** Whether tmux runs here (and the platform is not native Windows), so the daemon can run the workers. */
function tmuxRuns(): Promise<boolean> {
  if (process.platform === 'win32') return Promise.resolve(false);
  return new Promise((resolve) => execFile('tmux', ['-V'], (error) => resolve(!error)));
}

async function look(root: string) {
  const read = await readTracking(root);
  return { tracking: read?.ok ? read.tracking : null, ledger: await readHistoryRecords(root), pipeline: await readPipeline(root) };
}

/** In a terminal the table is redrawn in place; in a pipe or a log each changed line is printed once. */
function progressView(options: DemoOptions) {
  let drawn = 0;
  const printed = new Map<string, string>();
  return {
    show(stories: StoryProgress[]) {
      const lines = renderProgress(stories);
      if (options.live) {
        options.out(`${drawn > 0 ? `\u001b[${drawn}A` : ''}${lines.map((line) => `\u001b[2K${line}\n`).join('')}`);
        drawn = lines.length;
        return;
      }
      stories.forEach((story, i) => {
        if (story.steps.length > 0 && printed.get(story.id) !== lines[i]) options.out(`${lines[i]}\n`);
        printed.set(story.id, lines[i]!);
      });
    },
  };
}

function summaryText(result: DemoResult, elapsedMs: number, keep: boolean, failed: boolean): string {
  const s = result.summary;
  const ending = failed ? 'stopped by an error' : result.interrupted ? 'interrupted' : s.finished === s.stories ? 'done' : 'stopped at the time limit';
  const lines = [
    '',
    `${ending} after ${(elapsedMs / 1000).toFixed(1)} s: ${s.finished} of ${s.stories} stories finished`,
    `  confirmed ${s.confirmed}, orphaned ${s.orphaned}, timed out ${s.timedOut}, degraded runs ${s.degraded}, failed ${s.failed}`,
    result.leftover > 0 ? `  ${result.leftover} process(es) still run (every other one stopped)` : '  every process stopped',
    keep
      ? `  the project is kept: ${result.root} (lab/pipeline.jsonl, events.jsonl, worker-inbox/.history.jsonl, handoffs/)`
      : result.removed
        ? '  the temp project was removed (forge demo --keep keeps it to look at the files)'
        : `  the temp project could not be removed: ${result.root}`,
    '',
  ];
  return `${lines.join('\n')}\n`;
}

/** Waits for `probe` within a bound: true once it holds, false when the demo is interrupted first. */
async function until(
  what: string,
  probe: () => boolean | Promise<boolean>,
  boundMs: number,
  stop: AbortSignal,
  detail: () => string = () => '',
): Promise<boolean> {
  const deadline = Date.now() + boundMs;
  while (!(await probe())) {
    if (stop.aborted) return false;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${boundMs / 1000} s${detail() ? `:\n${detail()}` : ''}`);
    await pause(100, stop);
  }
  return true;
}

function pause(ms: number, stop: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      stop.removeEventListener('abort', done);
      resolve();
    }
    stop.addEventListener('abort', done, { once: true });
  });
}
