import { mkdirSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { systemClock } from '../src/clock.js';
import { ConfigHolder } from '../src/daemon/config-holder.js';
import { startDaemon } from '../src/daemon/daemon.js';
import { silentLogger } from '../src/daemon/logger.js';
import { watchTree } from '../watchers/fs-watcher.js';
import { benchProject, handoffText, inbox, produce, seedTasks } from './lib/bench-project.js';
import { report, summarize } from './lib/stats.js';

/**
 * Reaction latency: from a file landing (rename into place) to the daemon's reaction being written
 * (handoff -> completed_at in .tracking.json; .confirmed -> the ledger line), one story at a time
 * over 1,000 stories, next to the raw event latency measured in the same run: `fs.watch` on the
 * folder (what the daemon's folder watcher stands on, the floor) and chokidar (for comparison).
 */
export async function run(stories = 1000): Promise<void> {
  const project = benchProject();
  const { root } = project;
  const floor = await rawWatcherLatency(join(root, 'floor-fs-watch'), stories, folderWatch);
  const chokidarFloor = await rawWatcherLatency(join(root, 'floor-chokidar'), stories, chokidarWatch);
  seedTasks(root, 'anvil', 'R', stories);
  for (let i = 0; i < stories; i++) writeFileSync(join(inbox(root, 'anvil'), `R-${i}.picked-up`), 'agent: anvil\n');
  const config = await ConfigHolder.load(root, { HOME: root }, silentLogger);
  const daemon = startDaemon({ projectRoot: root, config, clock: systemClock, logger: silentLogger, watch: true, lock: true });
  await daemon.ready;

  const handoffLatency: number[] = [];
  const confirmLatency: number[] = [];
  for (let i = 0; i < stories; i++) {
    const id = `R-${i}`;
    handoffLatency.push(
      await timeReaction(
        daemon.events,
        'flushed',
        () => daemon.store.get(id)?.completed_at != null,
        () => produce(join(root, '_vibe-chain-output', 'handoffs', `${id}-pr-handoff.md`), handoffText(id, 'anvil')),
      ),
    );
  }
  for (let i = 0; i < stories; i++) {
    const id = `R-${i}`;
    let confirmed = false;
    const listener = (t: { id: string; event: string }) => {
      if (t.id === id && t.event === 'confirmed') confirmed = true;
    };
    daemon.events.on('transition', listener);
    confirmLatency.push(
      await timeReaction(
        daemon.events,
        'transition',
        () => confirmed,
        () => writeFileSync(join(inbox(root, 'anvil'), `${id}.confirmed`), ''),
      ),
    );
    daemon.events.off('transition', listener);
  }
  await daemon.close();
  project.remove();
  const floorSummary = summarize(floor);
  report(
    'reaction: handoff -> completed_at written',
    summarize(handoffLatency),
    floorSummary,
    'raw fs.watch event',
    'p50 within 5x of the floor and < 50 ms; p99 < 250 ms',
  );
  report(
    'reaction: .confirmed -> ledger line written',
    summarize(confirmLatency),
    floorSummary,
    'raw fs.watch event',
    'p50 within 5x of the floor and < 50 ms; p99 < 250 ms',
  );
  report(
    'for comparison: raw chokidar event',
    summarize(chokidarFloor),
    floorSummary,
    'raw fs.watch event',
    'none (chokidar re-lists the folder on every change)',
  );
}

function timeReaction(emitter: NodeJS.EventEmitter, event: string, done: () => boolean, act: () => void): Promise<number> {
  return new Promise((resolve) => {
    const start = performance.now();
    const check = () => {
      if (!done()) return;
      emitter.off(event, check);
      resolve(performance.now() - start);
    };
    emitter.on(event, check);
    act();
  });
}

export type RawWatch = (dir: string, onAdd: (path: string) => void) => Promise<() => Promise<void>>;

export const folderWatch: RawWatch = async (dir, onAdd) => {
  const watcher = watch(dir, (_type, name) => name !== null && onAdd(join(dir, String(name))));
  return async () => watcher.close();
};

const chokidarWatch: RawWatch = async (dir, onAdd) => {
  const tree = watchTree({
    root: dir,
    depth: 0,
    mode: 'native',
    pollIntervalMs: 1000,
    ignore: () => false,
    onEvent: (kind, path) => kind === 'add' && onAdd(path),
    onError: () => undefined,
  });
  await tree.ready;
  return () => tree.close();
};

/** From a rename into a folder to the watcher's event for it, in a folder that fills as it goes. */
export async function rawWatcherLatency(dir: string, samples: number, open: RawWatch): Promise<number[]> {
  mkdirSync(dir, { recursive: true });
  let pending: ((path: string) => void) | null = null;
  const close = await open(dir, (path) => pending?.(path));
  const latencies: number[] = [];
  for (let i = 0; i < samples; i++) {
    const target = join(dir, `f-${i}.md`);
    latencies.push(
      await new Promise<number>((resolve) => {
        const start = performance.now();
        pending = (path) => {
          if (path === target) resolve(performance.now() - start);
        };
        produce(target, 'x');
      }),
    );
  }
  await close();
  return latencies;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
