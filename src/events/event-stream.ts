import { randomUUID } from 'node:crypto';
import { EVENTS_LOG } from '../../protocol/paths.js';
import { toIso } from '../../protocol/timestamps.js';
import type { WorkerEntry } from '../../protocol/tracking.js';
import type { DaemonHandle, DaemonService, StoryTransition } from '../daemon/daemon-service.js';
import { projectIdOf } from '../lab/project-id.js';
import { inProject } from '../project/project-root.js';
import { EventsLog } from './events-log.js';
import { readForgeToken } from './forge-token.js';
import { EVENT_OF_TRANSITION, workerEvents, type ForgeEvent, type ForgeEventType } from './forge-event.js';
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
    log.append(event);
    hubFor(handle)?.enqueue(event);
  }

  function onTransition(transition: StoryTransition): void {
    const type = EVENT_OF_TRANSITION[transition.event];
    if (!type || !handle) return;
    const entry = handle.store.get(transition.id);
    emit(type, transition.agent, transition.id, { stage: entry?.stage ?? null, task_type: entry?.task_type ?? null, urgency: entry?.urgency ?? null, message: transition.message }, transition.at);
  }

  function onFlushed(): void {
    if (!handle) return;
    const now = handle.store.getWorkers();
    for (const change of workerEvents(workers, now)) {
      emit(change.type, change.agent, change.worker.current_task, { status: change.worker.status, idle_since: change.worker.idle_since }, handle.clock.now());
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
      emit('forge-session-started', null, null, { project_id: projectIdOf(daemon.config.current, daemon.projectRoot), pid: process.pid, hub: lab.hub_url ? new URL(lab.hub_url).origin : null }, daemon.clock.now());
      daemon.events.on('transition', onTransition);
      daemon.events.on('flushed', onFlushed);
    },
    close() {
      stopped ??= (async () => {
        if (!handle) return;
        const current = handle;
        current.events.off('transition', onTransition);
        current.events.off('flushed', onFlushed);
        emit('forge-session-ended', null, null, { sent: sender?.sent ?? 0, dropped: sender?.dropped ?? 0 }, current.clock.now());
        handle = null;
        await Promise.all([sender?.close(current.config.current.lab.events_timeout), log?.flushed()]);
      })();
      return stopped;
    },
  };
}
