import { randomBytes } from 'node:crypto';
import { IPC_PROTOCOL } from '../../protocol/task.js';
import { toIso } from '../../protocol/timestamps.js';
import type { TrackingFile } from '../../protocol/tracking.js';
import type { DaemonHandle } from '../daemon/services.js';
import { projectIdOf } from '../project/project-id.js';
import type { ApiContext } from './api-context.js';

/**
 * The API's view of a running daemon. The tracking-file form is built on first use and reused
 * until the daemon writes `.tracking.json` again or a story changes state, so a burst of status
 * requests costs one build; workers and single tasks are read from the store live.
 */
export function daemonApiContext(handle: DaemonHandle, hooks: { token: () => string | null; closing: AbortSignal }): ApiContext & { dispose(): void } {
  let cached: TrackingFile | null = null;
  let writtenAt = toIso(handle.clock.now());
  const onFlushed = () => {
    cached = null;
    writtenAt = toIso(handle.clock.now());
  };
  const onTransition = () => {
    cached = null;
  };
  handle.events.on('flushed', onFlushed);
  handle.events.on('transition', onTransition);
  return {
    projectRoot: handle.projectRoot,
    actionToken: randomBytes(32).toString('base64url'),
    hookToken: hooks.token,
    closing: hooks.closing,
    projectId: () => projectIdOf(handle.config.current, handle.projectRoot),
    config: () => handle.config.current,
    clock: handle.clock,
    logger: handle.logger,
    events: handle.events,
    store: handle.store,
    lease: () => handle.lease(),
    tracking: () =>
      (cached ??= {
        ipc_protocol: IPC_PROTOCOL,
        updated_at: writtenAt,
        tasks: Object.fromEntries(handle.store.values()),
        workers: handle.store.getWorkers(),
        rejected: Object.fromEntries(handle.store.rejectedEntries()),
      }),
    dispose: () => {
      handle.events.off('flushed', onFlushed);
      handle.events.off('transition', onTransition);
    },
  };
}
