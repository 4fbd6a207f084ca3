import { randomUUID } from 'node:crypto';
import { EVENTS_LOG } from '../../protocol/paths.js';
import { toIso } from '../../protocol/timestamps.js';
import type { WorkerEntry } from '../../protocol/tracking.js';
import type { DaemonHandle, DaemonService, StoryTransition } from '../daemon/services.js';
import { projectIdOf } from '../project/project-id.js';
import { inProject } from '../project/project-root.js';
import { agentDisplayName, taskTitle } from './event-names.js';
import { EventsLog } from './events-log.js';
import { EVENT_OF_TRANSITION, type ForgeEvent, type ForgeEventType, workerEvents } from './forge-event.js';
import { readForgeToken } from './forge-token.js';
import { HubSender } from './hub-sender.js';

/**
 * The event stream from forge to lab, as a service inside the daemon: each story transition and
 * worker change that lab cares about becomes an event, appended to `events.jsonl` and, when
 * `[lab] hub_url` is set, queued for the hub. Listeners only enqueue: nothing here is awaited by
 * the daemon's own work. The token is read once from the environment the daemon was started with.
 */
export function eventStreamService(env: NodeJS.ProcessEnv): DaemonService {
  const sessionId = randomUUID();
  const token = readForgeToken(env);
  let handle: DaemonHandle | null = null;
  let log: EventsLog | null = null;
  let sender: HubSender | null = null;
  let workers: Record<string, WorkerEntry> = {};
  let stopped: Promise<void> | null = null;
  /** Transitions wait here for their names (read from files), so events keep their order. */
  let named: Promise<void> = Promise.resolve();
  const displayNames = new Map<string, Promise<string>>();
  const titles = new Map<string, Promise<string | null>>();

  /** Names read once per worker and per story: events name what lab shows, not only ids. */
  function names(current: DaemonHandle, agent: string | null, id: string | null): Promise<{ agent_display_name: string | null; task_title: string | null }> {
    const config = current.config.current;
    if (agent !== null && !displayNames.has(agent)) displayNames.set(agent, agentDisplayName(current.projectRoot, agent, config));
    // Bounded: a long-running daemon sees many stories; a title read again is only a file read.
    if (titles.size >= 1000) titles.clear();
    if (agent !== null && id !== null && !titles.has(id)) titles.set(id, taskTitle(current.projectRoot, agent, id, config.daemon.max_task_bytes));
    return Promise.all([agent === null ? null : displayNames.get(agent)!, id === null ? null : (titles.get(id) ?? null)]).then(
      ([agent_display_name, task_title]) => ({ agent_display_name, task_title }),
    );
  }

  /** Emits after the names are known, in the order asked. */
  function emitNamed(
    current: DaemonHandle,
    type: ForgeEventType,
    agent: string | null,
    taskId: string | null,
    metadata: Record<string, unknown>,
    at: number,
  ): void {
    const lookup = names(current, agent, taskId);
    named = named.then(async () => emit(type, agent, taskId, { ...(await lookup), ...metadata }, at));
  }

  function hubFor(current: DaemonHandle): HubSender | null {
    const { lab } = current.config.current;
    if (!lab.hub_url) return null;
    const url = `${lab.hub_url.replace(/\/+$/, '')}/api/projects/${encodeURIComponent(projectIdOf(current.config.current, current.projectRoot))}/events`;
    if (sender && sender.url === url) return sender;
    // hub_url changed on a config reload: the old sender gets its short last chance in the background.
    void sender?.close(lab.events_timeout);
    sender = new HubSender({
      url,
      token,
      timeoutMs: lab.events_timeout,
      queueLimit: lab.events_queue,
      warn: (message) => current.logger.warn(message),
      info: (message) => current.logger.info(message),
    });
    return sender;
  }

  function emit(type: ForgeEventType, agent: string | null, taskId: string | null, metadata: Record<string, unknown>, at: number): void {
    if (!handle || !log) return;
    const event: ForgeEvent = { source: 'forge', type, agent, task_id: taskId, session_id: sessionId, timestamp: toIso(at), metadata };
    // A daemon that lost its lease appends nothing more to the project; the hub may still hear it ended.
    const epoch = handle.lease()?.epoch;
    if (handle.mayWrite()) log.append(epoch ? { ...event, lease_epoch: epoch } : event);
    hubFor(handle)?.enqueue(event);
  }

  function onTransition(transition: StoryTransition): void {
    const type = EVENT_OF_TRANSITION[transition.event];
    if (!type || !handle) return;
    const entry = handle.store.get(transition.id);
    emitNamed(
      handle,
      type,
      transition.agent,
      transition.id,
      { stage: entry?.stage ?? null, task_type: entry?.task_type ?? null, urgency: entry?.urgency ?? null, message: transition.message },
      transition.at,
    );
  }

  function onFlushed(): void {
    if (!handle) return;
    const now = handle.store.getWorkers();
    for (const change of workerEvents(workers, now)) {
      emitNamed(
        handle,
        change.type,
        change.agent,
        change.worker.current_task,
        { status: change.worker.status, idle_since: change.worker.idle_since },
        handle.clock.now(),
      );
    }
    workers = { ...now };
  }

  return {
    name: 'event-stream',
    async start(daemon) {
      handle = daemon;
      const { lab } = daemon.config.current;
      log = new EventsLog(inProject(daemon.projectRoot, EVENTS_LOG), lab.events_max_bytes, (message) => daemon.logger.error(`event stream: ${message}`));
      workers = { ...daemon.store.getWorkers() };
      const lease = daemon.lease();
      emit(
        'forge-session-started',
        null,
        null,
        {
          project_id: projectIdOf(daemon.config.current, daemon.projectRoot),
          pid: process.pid,
          hub: lab.hub_url ? new URL(lab.hub_url).origin : null,
          ...(lease ? { lease } : {}),
        },
        daemon.clock.now(),
      );
      daemon.events.on('transition', onTransition);
      daemon.events.on('flushed', onFlushed);
    },
    close() {
      stopped ??= (async () => {
        if (!handle) return;
        const current = handle;
        current.events.off('transition', onTransition);
        current.events.off('flushed', onFlushed);
        await named;
        emit('forge-session-ended', null, null, { sent: sender?.sent ?? 0, dropped: sender?.dropped ?? 0 }, current.clock.now());
        handle = null;
        await Promise.all([sender?.close(current.config.current.lab.events_timeout), log?.flushed()]);
      })();
      return stopped;
    },
  };
}
