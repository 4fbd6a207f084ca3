import { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import { TRACKING_FILE } from '../../protocol/paths.js';
import type { TrackingFile } from '../../protocol/tracking.js';
import { workersRunOn } from '../../protocol/worker-hosts.js';
import type { Clock } from '../clock.js';
import type { ConfigHolder } from '../daemon/config-holder.js';
import type { StandbyWork } from '../daemon/daemon-api.js';
import { thisHost } from '../daemon/lease-files.js';
import type { Logger } from '../daemon/logger.js';
import type { DaemonEvents, DaemonHandle, DaemonService, TrackedState } from '../daemon/services.js';
import { inProject } from '../project/project-root.js';
import { parseTracking } from '../tracking/read-tracking.js';

/** How often a standby reads the holder's tracking file (what waits in its workers' inboxes). */
const TRACKING_READ_MS = 1_000;

export interface StandbySupervisionOptions {
  projectRoot: string;
  config: ConfigHolder;
  clock: Clock;
  logger: Logger;
  env: NodeJS.ProcessEnv;
  host?: string;
  /** The supervisor plug-in (supervisor-service.ts), handed in by the command that starts the daemon: only it imports plug-ins. */
  supervisorService: StandbySupervisorFactory;
}

/** The supervisor plug-in's factory, as a standby calls it. */
export type StandbySupervisorFactory = (options: {
  env: NodeJS.ProcessEnv;
  host: string | undefined;
  standby: true;
  hooks: () => null;
}) => DaemonService & { handOver(): Promise<void> };

/**
 * What a standby runs for its own host while another daemon holds the project: the supervisor of
 * the managed workers pinned to this host (`[workers.NAME] host`). Their sessions get command
 * hooks (`forge hook stop`, `heimdall`, ...), which claim by exclusive create and guard each call
 * on this host: a standby runs no HTTP server, since the port and `hook-endpoint.json` are the
 * holder's. It writes only what its workers' supervision needs (their settings, environment and
 * marks files, their tmux sessions), never the holder's: no tracking file, ledger, signal, lease
 * or owner file. What it knows of the stories is the holder's tracking file, read each second.
 */
export function standbySupervision(options: StandbySupervisionOptions): StandbyWork {
  const host = options.host ?? thisHost();
  const tracking = new HolderTracking(options.projectRoot, options.logger);
  // No hooks: command hooks for every session it starts.
  const supervisor = options.supervisorService({ env: options.env, host, standby: true, hooks: () => null });
  let started: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let ended = false;

  const handle: DaemonHandle = {
    projectRoot: options.projectRoot,
    clock: options.clock,
    logger: options.logger,
    config: options.config,
    store: tracking,
    events: new EventEmitter<DaemonEvents>(),
    requestStory: () => undefined,
    recordActivity: () => undefined,
    setRejected: () => undefined,
    // The workers' states are the holder's to record; a standby's supervisor logs each change.
    setSupervision: () => undefined,
    // It holds no lease to lose, and writes no file a lease guards.
    mayWrite: () => true,
    lease: () => null,
  };

  async function begin(): Promise<void> {
    const mine = workersRunOn(options.config.current, host, false);
    if (mine.length === 0) return;
    options.logger.info(`standby supervisor: runs ${mine.join(', ')}, pinned to this host (${host}), while it waits for the lease`);
    await tracking.read();
    timer = setInterval(
      () => void tracking.read().catch((error: Error) => options.logger.warn(`standby supervisor: cannot read ${TRACKING_FILE}: ${error.message}`)),
      TRACKING_READ_MS,
    );
    await supervisor.start(handle);
  }

  async function end(handOver: boolean): Promise<void> {
    if (ended || started === null) return;
    ended = true;
    await started;
    if (timer) clearInterval(timer);
    await (handOver ? supervisor.handOver() : supervisor.close());
  }

  return {
    begin() {
      started ??= begin().catch((error: Error) => options.logger.error(`standby supervisor did not start: ${error.message}`));
    },
    handOver: () => end(true),
    stop: () => end(false),
  };
}

/** The holder's `.tracking.json` as last read: opened each time (an NFS client asks the server on open), never written. */
class HolderTracking implements TrackedState {
  private file: TrackingFile | null = null;
  private warned = false;

  constructor(
    private readonly projectRoot: string,
    private readonly logger: Logger,
  ) {}

  async read(): Promise<void> {
    let text: string;
    try {
      text = await readFile(inProject(this.projectRoot, TRACKING_FILE), 'utf8');
    } catch (error) {
      // No holder has written one yet: nothing is known to wait.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    const read = parseTracking(text);
    if (read.ok) {
      this.file = read.tracking;
      this.warned = false;
    } else if (!this.warned) {
      // The holder repairs it; until then the last good read stands.
      this.warned = true;
      this.logger.warn(`standby supervisor: cannot use ${TRACKING_FILE} (${read.diagnostics[0]?.got ?? 'invalid'}); going on with its last good read`);
    }
  }

  get(id: string) {
    return this.file?.tasks[id];
  }

  values() {
    return Object.entries(this.file?.tasks ?? {});
  }

  getWorkers() {
    return this.file?.workers ?? {};
  }

  rejectedEntries() {
    return Object.entries(this.file?.rejected ?? {});
  }
}
