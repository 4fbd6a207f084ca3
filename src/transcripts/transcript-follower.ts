/**
 * The transcripts watcher: follows the Claude Code transcripts of the project root and of every
 * active worktree, turns their growth into exchange files (through TranscriptService) and reports
 * each growth as a liveness heartbeat. The interface the daemon uses:
 *
 *   createTranscriptsWatcher({
 *     projectRoot, config, clock, log,
 *     worktrees: () => Array<{ agent, storyId, worktreePath }>,   // asked on start and on refresh()
 *     onActivity: (event: TranscriptActivity) => void,            // main or subagent transcript grew
 *     env?, projectsDir?, compound?, fire?,                       // defaults: process.env, from env and config, true, detached run
 *   }): TranscriptsWatcher
 *
 *   TranscriptsWatcher = {
 *     ready: Promise<void>;               // catch-up ingest done and watches set; rejects only if the state cannot be opened
 *     ingestAll(): Promise<IngestReport>; // re-locate folders and ingest everything pending (also what `start --once` needs)
 *     refresh(): Promise<void>;           // worktrees changed or a reconcile: watch new folders, drop gone ones, ingest the new ones
 *     reconfigure(config): Promise<void>; // the config was reloaded: `[transcripts] dirs` and the workers' HOMEs count at once
 *     close(): Promise<void>;             // idempotent; waits for the ingest in progress
 *   }
 *
 * `TranscriptActivity.at` is the clock's now for growth seen while running, and the file's mtime
 * for growth that happened while nothing was watching (first sighting, or a restart). Watch
 * events are hints: every event re-reads the file from its saved offset, so a lost or doubled
 * event changes nothing.
 */

import { existsSync } from 'node:fs';
import type { Config } from '../../protocol/config.js';
import { type TreeWatch, watchTree } from '../../watchers/fs-watcher.js';
import type { Clock } from '../clock.js';
import { watchOptionsFor } from '../fs/watch-mode.js';
import type { CompoundFire } from './compound-trigger.js';
import type { TranscriptSource } from './ingester.js';
import type { TranscriptDir, Worktree } from './locate.js';
import { sourceOf } from './scan-dir.js';
import { type IngestReport, TranscriptService } from './transcript-memory.js';

export interface TranscriptActivity {
  agent?: string;
  storyId?: string;
  sessionId: string;
  at: number;
  file: string;
}

export interface TranscriptsLog {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface TranscriptsWatcherOptions {
  projectRoot: string;
  config: Config;
  clock: Clock;
  worktrees: () => Worktree[];
  onActivity: (event: TranscriptActivity) => void;
  log: TranscriptsLog;
  env?: NodeJS.ProcessEnv;
  projectsDir?: string;
  compound?: boolean;
  fire?: CompoundFire;
}

export interface TranscriptsWatcher {
  ready: Promise<void>;
  ingestAll(): Promise<IngestReport>;
  refresh(): Promise<void>;
  reconfigure(config: Config): Promise<void>;
  close(): Promise<void>;
}

/** `<session>/subagents/<agent>.jsonl` sits two folders below a transcripts folder. */
const DEPTH = 2;
/**
 * Closed exchanges are written at once; the open exchange of a growing session, `_state.json` and
 * `_index.jsonl` at most this often, so a burst of lines costs one rewrite. All are derived: after
 * a crash the state is at worst this much older, and resuming from it writes the same bytes.
 */
const SAVE_EVERY_MS = 1_000;

export function createTranscriptsWatcher(options: TranscriptsWatcherOptions): TranscriptsWatcher {
  const env = options.env ?? process.env;
  const watches = new Map<string, { dir: TranscriptDir; watch: TreeWatch }>();
  const pending = new Map<string, TranscriptSource>();
  let service: TranscriptService | null = null;
  /** One watch per Claude Code projects folder (the daemon's, each managed worker's), for new session folders. */
  const projectsWatches = new Map<string, TreeWatch>();
  let chain: Promise<unknown> = Promise.resolve();
  let closing: Promise<void> | null = null;
  let saveTimer: NodeJS.Timeout | null = null;

  /** One ingest at a time: the ingester keeps byte offsets and must not interleave. */
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work);
    chain = next.catch(() => undefined);
    return next;
  };

  const report = (result: IngestReport) => {
    for (const problem of result.problems) options.log.warn(`transcripts: ${problem}`);
    for (const event of result.watermarks) {
      if (event.action === 'started') options.log.info(`compound started for session ${event.sessionId} at ${event.contextTokens} context tokens`);
      if (event.action === 'locked') options.log.info(`compound due for session ${event.sessionId}, but one is running; will retry on growth`);
    }
    for (const activity of result.activity) {
      options.onActivity({
        ...(activity.agent === null ? {} : { agent: activity.agent }),
        ...(activity.storyId === null ? {} : { storyId: activity.storyId }),
        sessionId: activity.sessionId,
        at: activity.at,
        file: activity.file,
      });
    }
  };

  // Transcripts live under each worker's home, which may sit on another filesystem than the project.
  const watchMode = (dir: string) => watchOptionsFor(options.config, dir);
  const onError = (error: Error) => options.log.warn(`transcripts watcher: ${error.message}`);

  const drain = () =>
    serial(async () => {
      if (service === null || pending.size === 0) return;
      const batch = [...pending.values()];
      pending.clear();
      report(await service.ingestSources(batch, { flush: false }));
      saveTimer ??= setTimeout(save, SAVE_EVERY_MS);
    }).catch((error: unknown) => options.log.error(`transcripts ingest failed: ${(error as Error).message}`));

  const save = () => {
    saveTimer = null;
    void serial(async () => service?.flush()).catch((error: unknown) => options.log.error(`transcripts state save failed: ${(error as Error).message}`));
  };

  const onEvent = (dir: TranscriptDir, path: string) => {
    if (closing !== null) return;
    const current = watches.get(dir.dir)?.dir ?? dir;
    const source = sourceOf(current, path);
    if (source === null) return;
    pending.set(path, source);
    void drain();
  };

  /** Locates the folders again, watches the new ones and stops watching the ones no longer ours. */
  const relocate = async (svc: TranscriptService): Promise<{ all: TranscriptDir[]; added: TranscriptDir[] }> => {
    // A folder that does not exist yet is not watched (a watch on it would never fire); the next
    // refresh after it appears picks it up.
    const dirs = (await svc.locate(options.worktrees())).filter((dir) => existsSync(dir.dir));
    const wanted = new Set(dirs.map((d) => d.dir));
    for (const [key, entry] of watches) {
      if (wanted.has(key)) continue;
      watches.delete(key);
      await entry.watch.close();
    }
    const added: TranscriptDir[] = [];
    for (const dir of dirs) {
      const existing = watches.get(dir.dir);
      if (existing) {
        existing.dir = dir;
        continue;
      }
      const watch = watchTree({
        root: dir.dir,
        depth: DEPTH,
        ...watchMode(dir.dir),
        ignore: () => false,
        onEvent: (kind, path) => (kind === 'add' || kind === 'change' ? onEvent(dir, path) : undefined),
        onError,
      });
      watches.set(dir.dir, { dir, watch });
      added.push(dir);
    }
    await Promise.all([...watches.values()].map((entry) => entry.watch.ready));
    return { all: dirs, added };
  };

  const ingestAll = () =>
    serial(async () => {
      const svc = await started;
      const { all } = await relocate(svc);
      const result = await svc.ingestDirs(all);
      report(result);
      return result;
    });

  const refresh = () =>
    serial(async () => {
      const svc = await started;
      const { added } = await relocate(svc);
      if (added.length > 0) report(await svc.ingestDirs(added));
    });

  const logRefreshError = (error: unknown) => options.log.error(`transcripts refresh failed: ${(error as Error).message}`);

  // A worktree's transcripts folder appears when its first Claude session starts: look again then.
  const watchProjectsDirs = async (svc: TranscriptService) => {
    const wanted = new Set(svc.projectsDirs());
    for (const [dir, watch] of projectsWatches) {
      if (wanted.has(dir)) continue;
      projectsWatches.delete(dir);
      await watch.close();
    }
    for (const dir of wanted) {
      if (projectsWatches.has(dir)) continue;
      projectsWatches.set(
        dir,
        watchTree({
          root: dir,
          depth: 0,
          ...watchMode(dir),
          ignore: () => false,
          onEvent: (kind) => (kind === 'addDir' ? void refresh().catch(logRefreshError) : undefined),
          onError,
        }),
      );
    }
    await Promise.all([...projectsWatches.values()].map((watch) => watch.ready));
  };

  const started = TranscriptService.open({
    projectRoot: options.projectRoot,
    config: options.config,
    clock: options.clock,
    env,
    compound: options.compound ?? true,
    ...(options.projectsDir === undefined ? {} : { projectsDir: options.projectsDir }),
    ...(options.fire ? { fire: options.fire } : {}),
  }).then((svc) => {
    service = svc;
    return svc;
  });
  // The projects folders are watched before the catch-up ingest lists them, so a session folder made meanwhile is not missed.
  const ready = serial(async () => watchProjectsDirs(await started)).then(async () => {
    await ingestAll();
  });

  /** A reloaded config: new `[transcripts] dirs` and workers' projects folders are watched and read at once, dropped ones no more. */
  const reconfigure = (config: Config) =>
    serial(async () => {
      const svc = await started;
      svc.reconfigure(config);
      if (closing !== null) return;
      await watchProjectsDirs(svc);
      const { added } = await relocate(svc);
      if (added.length > 0) report(await svc.ingestDirs(added));
    });

  return {
    ready,
    ingestAll,
    refresh,
    reconfigure,
    close: () =>
      (closing ??= (async () => {
        await Promise.allSettled([started, chain]);
        if (saveTimer !== null) clearTimeout(saveTimer);
        saveTimer = null;
        await serial(async () => service?.flush()).catch((error: unknown) => options.log.error(`transcripts state save failed: ${(error as Error).message}`));
        const all = [...watches.values()].map((entry) => entry.watch.close());
        watches.clear();
        await Promise.allSettled([...all, ...[...projectsWatches.values()].map((watch) => watch.close())]);
        projectsWatches.clear();
      })()),
  };
}
