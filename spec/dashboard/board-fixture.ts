import { EventEmitter } from 'node:events';
import { DEFAULT_CONFIG } from '../../protocol/config.js';
import type { RejectedEntry, TaskEntry, WorkerEntry } from '../../protocol/tracking.js';
import { ManualClock } from '../../src/clock.js';
import { silentLogger } from '../../src/daemon/logger.js';
import type { DaemonEvents, DaemonView, TrackedState } from '../../src/daemon/services.js';
import { NOW } from '../parties/tracking-fixture.js';

/**
 * A tracking store that behaves like the daemon's where the dashboard relies on it: an entry
 * object is replaced on change, never mutated; workers and rejected entries too. It counts how
 * often it is walked, so tests can tell that no work is done while no page is open.
 */
export class FakeStore implements TrackedState {
  readonly tasks = new Map<string, TaskEntry>();
  workers: Record<string, WorkerEntry> = {};
  readonly rejected = new Map<string, RejectedEntry>();
  walks = 0;

  get(id: string): TaskEntry | undefined {
    return this.tasks.get(id);
  }

  values(): IterableIterator<[string, TaskEntry]> {
    this.walks += 1;
    return this.tasks.entries();
  }

  getWorkers(): Record<string, WorkerEntry> {
    return this.workers;
  }

  rejectedEntries(): IterableIterator<[string, RejectedEntry]> {
    return this.rejected.entries();
  }
}

export function fakeSource(projectRoot: string): DaemonView & { store: FakeStore; clock: ManualClock; events: EventEmitter<DaemonEvents> } {
  return {
    projectRoot,
    projectId: () => 'demo',
    config: () => DEFAULT_CONFIG,
    clock: new ManualClock(NOW),
    logger: silentLogger,
    events: new EventEmitter<DaemonEvents>(),
    store: new FakeStore(),
  };
}

export function worker(status: WorkerEntry['status'], current: string | null = null): WorkerEntry {
  return { status, current_task: current, idle_since: null, last_seen_at: null };
}

/** A valid swarm broadcast (severity critical), as a file of the project. */
export const BROADCAST_EXAMPLE = {
  file: '_vibe-chain-output/broadcasts/20260401T120000000Z-auth-1.md',
  text: '---\nseverity: critical\nkind: breaking\nmodule: auth\nagent: furnace\nstory_id: S-1\ncreated_at: 2026-04-01T12:00:00Z\n---\nToken format changes to JWT.\n',
};
