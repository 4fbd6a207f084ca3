import type { DaemonHandle, DaemonService } from '../daemon/services.js';
import { projectIdOf } from '../project/project-id.js';
import { labTransport } from './lab-connection.js';
import { StoryPoller } from './story-poller.js';

/**
 * Runs the story poller inside the daemon, one maintenance cycle every `[lab] status_poll_interval`
 * (a cycle never overlaps the previous one). It does nothing while `[lab] sentinel_mcp` is unset
 * or no story is open. A cycle that fails (a broken lab-stories.json) is reported once per message.
 */
export function storyPollService(env: NodeJS.ProcessEnv): DaemonService {
  let poller: StoryPoller | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let lastError = '';
  let closed = false;

  function schedule(handle: DaemonHandle): void {
    if (closed) return;
    timer = setTimeout(() => {
      running = poller!
        .cycle()
        .then(() => {
          lastError = '';
        })
        .catch((error: Error) => {
          if (error.message !== lastError) handle.logger.warn(`lab story status: ${error.message}`);
          lastError = error.message;
        })
        .finally(() => schedule(handle));
    }, handle.config.current.lab.status_poll_interval);
    // The watchers keep a running daemon alive; this timer alone must not.
    timer.unref();
  }

  return {
    name: 'lab-story-poll',
    async start(handle) {
      poller = new StoryPoller({
        projectRoot: handle.projectRoot,
        projectId: () => projectIdOf(handle.config.current, handle.projectRoot),
        connect: () => labTransport(handle.projectRoot, handle.config.current, env),
        batch: () => handle.config.current.lab.status_poll_batch,
        fallbackWaitMs: () => handle.config.current.lab.status_poll_interval,
        clock: handle.clock,
        logger: handle.logger,
      });
      schedule(handle);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
      await poller?.close();
    },
  };
}
