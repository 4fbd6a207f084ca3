import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, watch } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_CONFIG } from '../protocol/config.js';
import { systemClock } from '../src/clock.js';
import { runStopHook } from '../src/workers/stop-hook.js';
import { watchTree } from '../watchers/fs-watcher.js';
import { benchProject, inbox, produce, seedTasks, taskText } from './lib/bench-project.js';
import { ms, report, type Summary, summarize } from './lib/stats.js';

const FORGE_BIN = new URL('../../bin-scripts/forge', import.meta.url).pathname;
const SEED_IDLE_CYCLE_MS = 5000;

/**
 * Pickup latency: a task renamed into the inbox of a waiting Stop hook, to its `.picked-up`
 * created, one task at a time over 500 tasks (the hook in process, as its wait path is the
 * same code the binary runs), then over a few dozen tasks with the real `forge hook stop`
 * binary already waiting. Baselines from the same run: the raw event latency of chokidar (the
 * daemon's watcher) and of fs.watch (the hook's), and the seed's 5 s idle cycle. Also the cost
 * of starting a watch on a busy inbox, which is why the hook uses fs.watch.
 */
export async function run(tasks = 500, binaryTasks = 30): Promise<void> {
  const project = benchProject();
  const { root } = project;
  const chokidarFloor = await rawLatency(join(root, 'floor-chokidar'), tasks, 'chokidar');
  const fsWatchFloor = await rawLatency(join(root, 'floor-fswatch'), tasks, 'fs.watch');
  const setup = await watchSetupCost(root, 500);

  mkdirSync(inbox(root, 'anvil'), { recursive: true });
  const claims = claimWatcher(inbox(root, 'anvil'));
  const toClaim: number[] = [];
  const toAnswer: number[] = [];
  for (let i = 0; i < tasks; i++) {
    const id = `P-${i}`;
    mkdirSync(join(root, 'trees', id), { recursive: true });
    let waiting!: () => void;
    const isWaiting = new Promise<void>((resolve) => (waiting = resolve));
    const hook = runStopHook({
      projectRoot: root,
      agent: 'anvil',
      config: DEFAULT_CONFIG,
      idleWaitMs: 60_000,
      sessionId: 'bench',
      clock: systemClock,
      signal: new AbortController().signal,
      onWaiting: () => waiting(),
    });
    await isWaiting;
    const claimed = claims.next(id);
    const start = performance.now();
    produce(join(inbox(root, 'anvil'), `${id}.md`), taskText(root, id, 'anvil'));
    toClaim.push((await claimed) - start);
    const outcome = await hook;
    toAnswer.push(performance.now() - start);
    if (outcome.kind !== 'claimed' || outcome.id !== id) throw new Error(`expected a claim of ${id}, got ${outcome.kind}`);
    cleanUp(root, id);
  }

  const binary = await binaryPickups(root, claims, binaryTasks);
  claims.close();
  const startup = await hookStartup(root, 15);
  project.remove();

  const chokidar = summarize(chokidarFloor);
  const fsWatch = summarize(fsWatchFloor);
  const claim = summarize(toClaim);
  report(`pickup: task renamed in -> .picked-up by a waiting hook (in process, ${tasks} tasks)`, claim, chokidar, 'raw chokidar event', 'p50 < 50 ms');
  report('pickup: same, against the raw fs.watch event the hook waits on', claim, fsWatch, 'raw fs.watch event', 'p50 < 50 ms');
  report(
    'pickup: task renamed in -> the hook answers (prompt composed, worktree settings written)',
    summarize(toAnswer),
    chokidar,
    'raw chokidar event',
    'p50 < 50 ms',
  );
  report(
    `pickup: task renamed in -> .picked-up by the real forge hook stop binary, already waiting (${binaryTasks} tasks)`,
    summarize(binary),
    chokidar,
    'raw chokidar event',
    'p50 < 50 ms',
  );
  console.log(`pickup vs the seed's ${SEED_IDLE_CYCLE_MS / 1000} s idle cycle: ${ratioLine(claim, SEED_IDLE_CYCLE_MS)} (target >= 100x)`);
  const node = summarize(startup.node);
  report('hook start-up: forge hook session-start, spawn to exit', summarize(startup.sessionStart), node, 'node -e 0', 'under 300 ms');
  report(
    'hook start-up: forge hook stop with a task waiting, spawn to exit (claimed, prompt printed)',
    summarize(startup.stop),
    node,
    'node -e 0',
    'none (for scale)',
  );
  console.log(
    `watch start on an inbox of 500 files: fs.watch median ${ms(setup.fsWatch.median)}, chokidar ready median ${ms(setup.chokidar.median)} (n=${setup.fsWatch.n}); the hook starts a process per call, so it uses fs.watch`,
  );
}

function ratioLine(measured: Summary, seedMs: number): string {
  return `median ${(seedMs / 2 / measured.median).toFixed(0)}x faster than the seed's average wait (${seedMs / 2} ms), ${(seedMs / measured.median).toFixed(0)}x its full cycle`;
}

/** Resolves with the moment each expected `.picked-up` appears, seen by a watch of the bench's own. */
function claimWatcher(dir: string) {
  let expected: { name: string; resolve: (at: number) => void } | null = null;
  const watcher = watch(dir, (_event, name) => {
    if (expected && name === expected.name) {
      expected.resolve(performance.now());
      expected = null;
    }
  });
  return {
    next: (id: string) => new Promise<number>((resolve) => (expected = { name: `${id}.picked-up`, resolve })),
    close: () => watcher.close(),
  };
}

/** What the daemon does after a confirmation: the task and its signals leave the inbox. */
function cleanUp(root: string, id: string): void {
  for (const name of [`${id}.md`, `${id}.picked-up`]) rmSync(join(inbox(root, 'anvil'), name), { force: true });
}

async function binaryPickups(root: string, claims: ReturnType<typeof claimWatcher>, count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const id = `B-${i}`;
    mkdirSync(join(root, 'trees', id), { recursive: true });
    const child = spawn(process.execPath, [FORGE_BIN, 'hook', 'stop', '--agent', 'anvil', '--project', root, '--idle-wait', '60s'], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, HOME: root },
    });
    const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
    child.stdin.end(JSON.stringify({ session_id: 'bench', hook_event_name: 'Stop', stop_hook_active: true }));
    child.stdout.resume();
    await new Promise<void>((resolve) => {
      let text = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('waiting up to')) resolve();
      });
    });
    const claimed = claims.next(id);
    const start = performance.now();
    produce(join(inbox(root, 'anvil'), `${id}.md`), taskText(root, id, 'anvil'));
    latencies.push((await claimed) - start);
    await exited;
    cleanUp(root, id);
  }
  return latencies;
}

async function hookStartup(root: string, runs: number): Promise<{ node: number[]; sessionStart: number[]; stop: number[] }> {
  const timed = async (args: string[], input = ''): Promise<number> => {
    const start = performance.now();
    await new Promise<void>((resolve) => {
      const child = spawn(process.execPath, args, { stdio: ['pipe', 'ignore', 'ignore'], env: { ...process.env, HOME: root } });
      child.once('close', () => resolve());
      child.stdin.end(input);
    });
    return performance.now() - start;
  };
  const result = { node: [] as number[], sessionStart: [] as number[], stop: [] as number[] };
  for (let i = 0; i < runs; i++) {
    result.node.push(await timed(['-e', '0']));
    result.sessionStart.push(await timed([FORGE_BIN, 'hook', 'session-start', '--agent', 'anvil', '--project', root]));
    const id = `C-${i}`;
    mkdirSync(join(root, 'trees', id), { recursive: true });
    produce(join(inbox(root, 'anvil'), `${id}.md`), taskText(root, id, 'anvil'));
    result.stop.push(await timed([FORGE_BIN, 'hook', 'stop', '--agent', 'anvil', '--project', root, '--idle-wait', '0'], '{"session_id":"bench"}'));
    cleanUp(root, id);
  }
  return result;
}

async function rawLatency(dir: string, samples: number, kind: 'chokidar' | 'fs.watch'): Promise<number[]> {
  mkdirSync(dir, { recursive: true });
  let pending: ((name: string) => void) | null = null;
  const stop =
    kind === 'chokidar'
      ? await (async () => {
          const tree = watchTree({
            root: dir,
            depth: 0,
            mode: 'native',
            pollIntervalMs: 1000,
            ignore: () => false,
            onEvent: (event, path) => event === 'add' && pending?.(path.slice(dir.length + 1)),
            onError: (error) => {
              throw error;
            },
          });
          await tree.ready;
          return () => tree.close();
        })()
      : (() => {
          const watcher = watch(dir, (_event, name) => name && pending?.(name.toString()));
          return async () => watcher.close();
        })();
  const latencies: number[] = [];
  for (let i = 0; i < samples; i++) {
    const name = `f-${i}.md`;
    latencies.push(
      await new Promise<number>((resolve) => {
        const start = performance.now();
        pending = (seen) => {
          if (seen === name) resolve(performance.now() - start);
        };
        produce(join(dir, name), 'x');
      }),
    );
  }
  await stop();
  return latencies;
}

async function watchSetupCost(root: string, files: number): Promise<{ fsWatch: Summary; chokidar: Summary }> {
  seedTasks(root, 'busy', 'S', files);
  const folder = inbox(root, 'busy');
  const fsWatch: number[] = [];
  const chokidar: number[] = [];
  for (let round = 0; round < 10; round++) {
    let start = performance.now();
    const watcher = watch(folder, () => undefined);
    fsWatch.push(performance.now() - start);
    watcher.close();
    start = performance.now();
    const tree = watchTree({
      root: folder,
      depth: 0,
      mode: 'native',
      pollIntervalMs: 1000,
      ignore: () => false,
      onEvent: () => undefined,
      onError: (error) => {
        throw error;
      },
    });
    await tree.ready;
    chokidar.push(performance.now() - start);
    await tree.close();
  }
  return { fsWatch: summarize(fsWatch), chokidar: summarize(chokidar) };
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
