import { mkdir } from 'node:fs/promises';
import { basename } from 'node:path';
import { escalationStoryId } from '../../protocol/broadcast.js';
import { renderDiagnostic } from '../../protocol/diagnostic.js';
import { PrHandoff } from '../../protocol/handoff.js';
import { BROADCASTS_DIR, handoffFile, taskFile } from '../../protocol/paths.js';
import { watchBroadcasts } from '../../watchers/broadcasts-watcher.js';
import type { TreeWatch } from '../../watchers/fs-watcher.js';
import type { DaemonHandle, DaemonService, StoryTransition } from '../daemon/services.js';
import { readFrontMatterFile } from '../files/read-protocol-file.js';
import { publishExclusive } from '../fs/publish-exclusive.js';
import { watchOptionsFor } from '../fs/watch-mode.js';
import { renderFrontMatter } from '../markdown/front-matter.js';
import { agentForTaskType } from '../parties/roster-agent.js';
import { inProject } from '../project/project-root.js';
import { readHistoryRecords } from '../tracking/history-records.js';
import type { BroadcastHeader } from './broadcast-files.js';
import { BroadcastIndex, type BroadcastSnapshot } from './broadcast-index.js';
import { completionDraft } from './completion.js';
import { escalationTask } from './escalation.js';
import { modulePrefix } from './modules.js';
import { type SwarmTask, siblingsOf, swarmTaskOf } from './siblings.js';
import { writeBroadcast } from './write-broadcast.js';

/**
 * The daemon's side of the swarm: it validates every broadcast (a bad one is logged and listed
 * under `rejected` in .tracking.json until fixed or removed), writes one architect review task
 * per critical or breaking broadcast, and broadcasts a module's completion when its pr-handoff
 * (status completed) is accepted. Level-triggered like the rest of the daemon: the folder is
 * re-read on start, on every watcher event and every reconcile_interval; events are only hints.
 */
const ARCHITECT_FALLBACK = 'architect';

export function broadcastService(): DaemonService {
  let handle: DaemonHandle | null = null;
  let index: BroadcastIndex | null = null;
  let watch: TreeWatch | null = null;
  let timer: NodeJS.Timeout | null = null;
  let work: Promise<void> = Promise.resolve();
  let refreshQueued = false;
  let closed = false;
  const rejected = new Map<string, string>();
  const escalated = new Set<string>();
  const completed = new Set<string>();

  /** One thing at a time, in order; a failure is logged and the next step still runs. */
  function enqueue(step: () => Promise<void>): Promise<void> {
    work = work.then(() => (closed ? undefined : step())).catch((error: Error) => handle?.logger.error(`broadcasts: ${error.message}`));
    return work;
  }

  function requestRefresh(): void {
    if (refreshQueued) return;
    refreshQueued = true;
    void enqueue(async () => {
      refreshQueued = false;
      await refresh();
    });
  }

  async function refresh(): Promise<void> {
    const snapshot = await index!.refresh();
    reportInvalid(snapshot);
    // A file caught half-written is looked at again once its settle window has passed.
    if (snapshot.retryAt !== null && !closed) setTimeout(requestRefresh, Math.max(0, snapshot.retryAt - handle!.clock.now()) + 10).unref();
    for (const header of snapshot.headers) if (header.kind === 'completion' && header.story_id) completed.add(header.story_id);
    for (const header of snapshot.headers) if (header.escalates && !escalated.has(header.id)) await escalate(header);
  }

  function reportInvalid(snapshot: BroadcastSnapshot): void {
    const h = handle!;
    const now = new Set<string>();
    for (const bad of snapshot.invalid) {
      now.add(bad.file);
      const text = bad.errors.map(renderDiagnostic).join('; ');
      if (rejected.get(bad.file) !== text) h.logger.warn(`broadcast rejected: ${text}`);
      rejected.set(bad.file, text);
      h.setRejected(bad.file, bad.errors);
    }
    for (const file of [...rejected.keys()]) {
      if (now.has(file)) continue;
      rejected.delete(file);
      h.setRejected(file, null);
    }
  }

  async function escalate(header: BroadcastHeader): Promise<void> {
    const h = handle!;
    const id = escalationStoryId(header.id);
    escalated.add(header.id);
    if (h.store.get(id)) return;
    const config = h.config.current;
    const roster = agentForTaskType(config, 'arch_review');
    const agent = roster.ok ? roster.agent : ARCHITECT_FALLBACK;
    const tasks = [...h.store.values()].map(([story, entry]) => swarmTaskOf(story, entry));
    const producer = header.story_id ? (tasks.find((task) => task.story_id === header.story_id) ?? null) : null;
    const affected = producer
      ? siblingsOf(producer, tasks)
      : tasks.filter((task) => task.module !== null && task.module !== header.module && modulePrefix(task.module) === modulePrefix(header.module));
    const { frontMatter, body } = escalationTask({
      broadcast: header,
      agent,
      projectRoot: h.projectRoot,
      projectId: config.forge.project_id ?? basename(h.projectRoot),
      producer,
      affected: affected.filter((task): task is SwarmTask => task.story_id !== id),
      now: h.clock.now(),
    });
    const file = taskFile(agent, id);
    if (!h.mayWrite()) return;
    if (await publishExclusive(inProject(h.projectRoot, file), renderFrontMatter(frontMatter, body))) {
      h.logger.warn(
        `broadcast ${header.id} from ${header.module} is ${header.severity === 'critical' ? 'critical' : 'breaking'}: wrote ${file} for ${agent} (${affected.length} sibling task(s) may be affected)`,
      );
      h.requestStory(id);
    }
  }

  async function broadcastCompletion(id: string): Promise<void> {
    const h = handle!;
    if (completed.has(id)) return;
    const file = handoffFile(id, 'pr');
    const read = await readFrontMatterFile(inProject(h.projectRoot, file), PrHandoff, {
      projectRoot: h.projectRoot,
      display: file,
      maxBytes: h.config.current.daemon.max_task_bytes,
    });
    if (!read?.ok || read.value.status !== 'completed') return;
    await refresh();
    if (completed.has(id)) return;
    const module = read.value.module ?? h.store.get(id)?.module ?? id;
    // Asked after the reads above: the daemon may have lost its lease while they ran.
    if (!h.mayWrite()) return;
    const epoch = h.lease()?.epoch;
    const header = await writeBroadcast(h.projectRoot, { ...completionDraft(read.value, module), ...(epoch ? { lease_epoch: epoch } : {}) }, h.clock.now());
    completed.add(id);
    h.logger.info(`${read.value.agent}/${id} completion broadcast ${header.id}`);
  }

  function onTransition(transition: StoryTransition): void {
    if (transition.event === 'handed-off') void enqueue(() => broadcastCompletion(transition.id));
  }

  return {
    name: 'broadcasts',
    async start(h) {
      handle = h;
      const config = h.config.current;
      index = new BroadcastIndex(h.projectRoot, { now: () => h.clock.now(), settleMs: config.daemon.settle });
      // The ledger remembers escalations whose review was confirmed and cleaned up: never write them again.
      for (const record of await readHistoryRecords(h.projectRoot)) if (record.story_id.startsWith('ESC-')) escalated.add(record.story_id.slice('ESC-'.length));
      // Broadcasts listed as rejected by an earlier run are checked again from the files.
      for (const [file] of h.store.rejectedEntries()) if (file.startsWith(`${BROADCASTS_DIR}/`)) rejected.set(file, '');
      await mkdir(inProject(h.projectRoot, BROADCASTS_DIR), { recursive: true });
      h.events.on('transition', onTransition);
      await enqueue(refresh);
      watch = watchBroadcasts({
        projectRoot: h.projectRoot,
        ...watchOptionsFor(config, h.projectRoot),
        onPath: (path) => {
          index!.invalidate(basename(path));
          requestRefresh();
        },
        onError: (error) => {
          h.logger.error(`broadcasts watcher: ${error.message}; re-reading the folder`);
          requestRefresh();
        },
      });
      await watch.ready;
      timer = setInterval(requestRefresh, config.daemon.reconcile_interval);
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      handle?.events.off('transition', onTransition);
      await watch?.close();
      await work;
    },
  };
}
