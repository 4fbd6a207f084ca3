import { toIso } from '../../protocol/timestamps.js';
import type { DaemonService } from '../daemon/services.js';
import { readForgeToken } from '../events/forge-token.js';
import { projectIdOf } from '../project/project-id.js';
import { freshRelayState, type RelayState, writeRelayState } from './relay-state.js';
import { RelaySubscription, type Timers } from './relay-subscription.js';

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** The subscription's address for a project: `{relay_url}/subscribe?project={project_id}`. */
export function relaySubscribeUrl(relayUrl: string, projectId: string): string {
  return `${relayUrl.replace(/\/+$/, '')}/subscribe?project=${encodeURIComponent(projectId)}`;
}

/**
 * FORGE-6 inside the daemon: when `[lab] relay_url` is set, one subscription for the project,
 * its state written to `.forge/lab-relay.json` at each change (latest wins; one write at a time).
 * Without VIBE_LAB_FORGE_TOKEN nothing connects, and the state file says why.
 */
export function relayService(env: NodeJS.ProcessEnv, options: { timers?: Timers; random?: () => number } = {}): DaemonService {
  let subscription: RelaySubscription | null = null;
  let writing: Promise<void> = Promise.resolve();
  let pending: RelayState | null = null;
  let save: (state: RelayState) => void = () => undefined;

  return {
    name: 'lab-relay',
    async start(handle) {
      const { relay_url: relayUrl } = handle.config.current.lab;
      if (!relayUrl) return;
      save = (state) => {
        const first = pending === null;
        pending = state;
        if (!first) return;
        writing = writing.then(async () => {
          const latest = pending!;
          pending = null;
          await writeRelayState(handle.projectRoot, latest).catch((error: Error) => handle.logger.warn(`lab relay: cannot write its state: ${error.message}`));
        });
      };
      const projectId = projectIdOf(handle.config.current, handle.projectRoot);
      const url = relaySubscribeUrl(relayUrl, projectId);
      const token = readForgeToken(env);
      if (token === null) {
        const reason = "VIBE_LAB_FORGE_TOKEN is not set in the daemon's environment: the relay subscription is off";
        handle.logger.warn(`lab relay: ${reason}`);
        save(freshRelayState('off', url, reason, toIso(handle.clock.now())));
        return;
      }
      subscription = new RelaySubscription({
        url,
        token,
        projectId,
        projectRoot: handle.projectRoot,
        clock: handle.clock,
        random: options.random ?? Math.random,
        timers: options.timers ?? realTimers,
        logger: handle.logger,
        onChange: save,
      });
      subscription.start();
    },
    async close() {
      if (subscription) {
        await subscription.close();
        // A refusal stays on record for doctor; anything else ends with the daemon.
        if (subscription.state.state !== 'refused') save({ ...subscription.state, state: 'off', reason: 'the daemon stopped', next_attempt_at: null });
      }
      await writing;
    },
  };
}
