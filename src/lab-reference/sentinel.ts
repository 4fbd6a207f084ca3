import { unlink } from 'node:fs/promises';
import type { Config } from '../../protocol/config.js';
import { HANDOFFS_DIR, INBOX_DIR, isTempName } from '../../protocol/paths.js';
import type { TaskEntry } from '../../protocol/tracking.js';
import { pollFolders } from '../../watchers/folder-poller.js';
import { type TreeWatch, watchTree } from '../../watchers/fs-watcher.js';
import { ForgeError } from '../errors.js';
import { watchOptionsFor } from '../fs/watch-mode.js';
import { confirmStory } from '../parties/confirm-story.js';
import { readHandoff } from '../parties/read-handoff.js';
import { readTask } from '../parties/read-task.js';
import { inProject } from '../project/project-root.js';
import { readTracking } from '../tracking/read-tracking.js';
import { recordDegradedEnd } from './degraded-outcome.js';
import type { DegradedRun } from './degraded-run.js';
import { dispatchDegraded } from './dispatcher.js';
import { writeErrorHandoff } from './error-handoff.js';
import { submitNextReview } from './next-review.js';
import { appendPipeline, type PipelineEvent, readPipeline } from './pipeline-log.js';
import { queueForReview } from './review-queue.js';
import { actionKey, planSentinel, type SentinelAction } from './sentinel-plan.js';

export interface SentinelOptions {
  projectRoot: string;
  config: Config;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  now: () => string;
  /** false in tests that drive `cycle()` by hand. */
  watch: boolean;
}

export interface Sentinel {
  ready: Promise<void>;
  /** One look at `.tracking.json` and the degraded runs; resolves when its actions are done. */
  cycle(): Promise<void>;
  close(): Promise<void>;
}

const CORRUPT_CYCLES_BEFORE_WARNING = 3;
/** Cycles an escalated story waits for the daemon's escalation handoff before it is queued without it. */
const HANDOFF_LOOKS = 10;

/**
 * The reference sentinel: each cycle reads `.tracking.json` and acts on what it says (confirm a
 * handoff, re-route an orphan in degraded mode, fail a timeout, queue an escalation for review).
 * File events only wake it sooner; a timer wakes it every `[lab] sentinel_interval` anyway.
 * What it did is appended to `lab/pipeline.jsonl`, which is also how a restart knows what is done.
 */
export function startSentinel(options: SentinelOptions): Sentinel {
  const { projectRoot, config, log, now } = options;
  const done = new Set<string>();
  /** Stories running in degraded mode whose outcome is not recorded yet. */
  const openDegraded = new Map<string, { agent: string; run: DegradedRun | null }>();
  /** The bookkeeping after each degraded run ends, awaited by close(). */
  const endings = new Set<Promise<void>>();
  const failedOnce = new Set<string>();
  const reviewLooks = new Map<string, number>();
  const watches: TreeWatch[] = [];
  let corruptCycles = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let closing: Promise<void> | null = null;
  const maxBytes = config.daemon.max_task_bytes;

  async function record(record: { story_id: string; event: PipelineEvent; agent: string; reason?: string; status?: string; key?: string }): Promise<void> {
    await appendPipeline(projectRoot, { at: now(), ...record });
    log(`${record.story_id} ${record.event}${record.reason ? `: ${record.reason}` : record.status ? ` (${record.status})` : ''}`);
  }

  async function act(action: SentinelAction, entry: TaskEntry): Promise<void> {
    const key = actionKey(action, entry.submitted_at);
    switch (action.type) {
      case 'confirm': {
        // Read before the confirmation: the daemon's cleanup removes the task.
        const task = action.status === 'completed' ? await readTask(projectRoot, action.agent, action.id, maxBytes) : null;
        const next = task?.ok ? await submitNextReview(projectRoot, options.env, task.frontMatter, now()) : null;
        await confirm(action.id);
        await record({
          story_id: action.id,
          event: 'done',
          agent: action.agent,
          status: action.status,
          key,
          ...(next ? { reason: `next: ${next.id} for ${next.agent}` } : {}),
        });
        return;
      }
      case 'fail-timeout': {
        await writeErrorHandoff(
          projectRoot,
          { story_id: action.id, agent: action.agent, reason: 'worker_timeout', created_at: now() },
          `${action.agent} claimed ${action.id} at ${entry.picked_up_at ?? 'an unknown time'} and wrote no handoff before the stage deadline; the daemon wrote .timeout at ${entry.timed_out_at ?? 'an unknown time'}.\n`,
        );
        await confirm(action.id);
        await record({ story_id: action.id, event: 'failed', agent: action.agent, reason: 'worker_timeout', key });
        return;
      }
      case 'review': {
        const looks = (reviewLooks.get(key) ?? 0) + 1;
        reviewLooks.set(key, looks);
        const queued = await queueForReview(projectRoot, action.id, entry, { now: now(), maxBytes, anyway: looks > HANDOFF_LOOKS });
        if (queued === 'waiting') {
          done.delete(key);
          return;
        }
        reviewLooks.delete(key);
        await record({ story_id: action.id, event: 'review', agent: action.agent, reason: 'escalated', key });
        return;
      }
      case 'reroute':
        await reroute(action, key);
    }
  }

  async function confirm(id: string): Promise<void> {
    try {
      await confirmStory(projectRoot, id, { force: false, by: 'sentinel', now: now(), maxBytes });
    } catch (error) {
      // not_found: cleaned up already (a confirmation from an earlier run took effect).
      if (!(error instanceof ForgeError && error.code === 'not_found')) throw error;
    }
  }

  async function reroute(action: Extract<SentinelAction, { type: 'reroute' }>, key: string): Promise<void> {
    const task = await readTask(projectRoot, action.agent, action.id, maxBytes);
    if (task === null || !task.ok) {
      // Gone (removed by an earlier run or a person) or no longer valid: nothing to re-route.
      done.add(key);
      return;
    }
    try {
      await unlink(inProject(projectRoot, task.file));
    } catch (error) {
      // ENOENT: removed between the read and here; we hold the content, so re-route anyway.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const { frontMatter, body } = task;
    await record({ story_id: action.id, event: 'rerouted', agent: action.agent, reason: 'orphaned', key });
    try {
      const result = await dispatchDegraded(
        { projectRoot, config, env: options.env, now },
        { ...frontMatter, story_id: frontMatter.story_id, agent: action.agent, body },
        'orphaned: not picked up before the orphan deadline',
      );
      track(action.id, action.agent, result.run);
    } catch (error) {
      if (!(error instanceof ForgeError)) throw error;
      await writeErrorHandoff(
        projectRoot,
        { story_id: action.id, agent: action.agent, reason: 'orphaned', created_at: now() },
        `Not picked up in time, and the degraded run could not start: ${error.message}\n`,
      );
      await record({ story_id: action.id, event: 'failed', agent: action.agent, reason: `orphaned; degraded run did not start: ${error.message}` });
    }
  }

  function track(id: string, agent: string, run: DegradedRun): void {
    openDegraded.set(id, { agent, run });
    const ending = recordDegradedEnd(projectRoot, run, {
      now,
      maxBytes,
      interrupted: () => closing !== null,
      recorded: (end) => log(`${id} degraded run ended (${end.exit}): ${end.outcome}${end.reason ? `, ${end.reason}` : ''}`),
    })
      .then(() => void openDegraded.delete(id))
      .catch((error: Error) => log(`ERROR ${id}: recording the end of its degraded run failed: ${error.message}`))
      .finally(() => endings.delete(ending));
    endings.add(ending);
  }

  /**
   * A degraded story started before this sentinel did (so no run of ours to wait for): done once
   * its pr-handoff is there. Runs we started are settled when they end.
   */
  async function settleDegraded(id: string, agent: string): Promise<void> {
    const handoff = await readHandoff(projectRoot, id, 'pr', maxBytes);
    if (!handoff?.ok) return;
    openDegraded.delete(id);
    await record({ story_id: id, event: 'done', agent, status: String(handoff.frontMatter.status), reason: 'degraded' });
  }

  async function cycleOnce(): Promise<void> {
    const read = await readTracking(projectRoot);
    if (read !== null && !read.ok) {
      // A hand edit in progress, or a file the daemon is about to replace: look again next cycle.
      corruptCycles += 1;
      if (corruptCycles === CORRUPT_CYCLES_BEFORE_WARNING)
        log(`WARN .tracking.json unreadable for ${corruptCycles} cycles; waiting for the daemon to rebuild it`);
    } else if (read !== null) {
      corruptCycles = 0;
      for (const action of planSentinel(read.tracking, done, config.lab.when_busy)) {
        const key = actionKey(action, read.tracking.tasks[action.id]!.submitted_at);
        done.add(key);
        try {
          await act(action, read.tracking.tasks[action.id]!);
          failedOnce.delete(key);
        } catch (error) {
          // Left for the next cycle; said once, not on every retry.
          done.delete(key);
          if (!failedOnce.has(key)) log(`ERROR ${action.id} ${action.type}: ${(error as Error).message}; retrying each cycle`);
          failedOnce.add(key);
        }
      }
    }
    for (const [id, open] of openDegraded) if (open.run === null) await settleDegraded(id, open.agent);
  }

  function cycle(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = cycleOnce().finally(() => {
      running = null;
      if (again && !closing) {
        again = false;
        void cycle();
      }
    });
    return running;
  }

  async function start(): Promise<void> {
    for (const record of await readPipeline(projectRoot)) {
      if (typeof record.key === 'string') done.add(record.key);
      if (record.event === 'degraded-spawn') openDegraded.set(record.story_id, { agent: record.agent ?? 'degraded', run: null });
      if (record.event === 'done' || record.event === 'failed') openDegraded.delete(record.story_id);
    }
    if (options.watch) {
      const onEvent = () => void cycle();
      const onError = (error: Error) => log(`ERROR watcher: ${error.message}; the timer still looks every ${config.lab.sentinel_interval} ms`);
      const ignore = (path: string) => isTempName(path.slice(path.lastIndexOf('/') + 1));
      const { mode, pollIntervalMs } = watchOptionsFor(config, projectRoot);
      // Polling lists and opens the files, which sees other hosts' writes through the NFS caches.
      const watchFolder = mode === 'poll' ? pollFolders : watchTree;
      watches.push(watchFolder({ root: inProject(projectRoot, INBOX_DIR), depth: 0, mode, pollIntervalMs, ignore, onEvent, onError }));
      watches.push(watchFolder({ root: inProject(projectRoot, HANDOFFS_DIR), depth: 0, mode, pollIntervalMs, ignore, onEvent, onError }));
      await Promise.all(watches.map((watch) => watch.ready));
      timer = setInterval(() => void cycle(), config.lab.sentinel_interval);
    }
    await cycle();
  }

  function close(): Promise<void> {
    closing ??= (async () => {
      if (timer) clearInterval(timer);
      await Promise.allSettled(watches.map((watch) => watch.close()));
      await ready.catch(() => undefined);
      await running;
      const runs = [...openDegraded.values()].flatMap((open) => (open.run ? [open.run] : []));
      for (const run of runs) run.stop();
      await Promise.allSettled([...endings]);
    })();
    return closing;
  }

  const ready = start();
  return { ready, cycle, close };
}
