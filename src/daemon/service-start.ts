import type { DaemonHandle, DaemonService } from './services.js';

/** Services start in order once the first reconcile is written; one that fails is reported, the daemon runs on without it. */
export async function startServices(services: DaemonService[], handle: DaemonHandle, stopping: () => boolean): Promise<void> {
  for (const service of services) {
    if (stopping()) return;
    try {
      await service.start(handle);
    } catch (error) {
      handle.logger.error(`${service.name} did not start: ${(error as Error).message}; the daemon runs without it`);
    }
  }
}
