import type { Config } from '../../protocol/config.js';
import { rosterOf } from '../../protocol/config.js';
import type { SupervisorEntry, TaskEntry, WorkerEntry } from '../../protocol/tracking.js';
import { deriveWorkers } from '../../protocol/workers.js';

/**
 * Transcripts grow line by line; stall and offline are judged in minutes, so one look a second is
 * plenty and keeps a chatty session from re-evaluating its tasks on every line.
 */
const ACTIVITY_RESOLUTION_MS = 1000;

/**
 * What the daemon has seen of each worker: its first and last sign of life (heartbeats,
 * transcripts, tool calls), its last completion and what the supervisor reports of the workers it
 * runs, from which the `workers` section is derived.
 */
export class WorkerActivity {
  private readonly firstSeen = new Map<string, number>();
  private readonly lastSeen = new Map<string, number>();
  /** Kept past the cleanup of a confirmed task, so a worker's idle_since stays its last completion. */
  private readonly lastCompletion = new Map<string, number>();
  /** What the supervisor service reports of the workers it runs, shown under workers.<name>.supervisor. */
  private readonly supervision = new Map<string, SupervisorEntry>();

  /** Records a sign of life at `at`; true when it is news enough to look at the worker's tasks again. */
  record(agent: string, at: number): boolean {
    if (!this.firstSeen.has(agent)) this.firstSeen.set(agent, at);
    const previous = this.lastSeen.get(agent) ?? -Infinity;
    if (at <= previous) return false;
    this.lastSeen.set(agent, at);
    return at - previous >= ACTIVITY_RESOLUTION_MS;
  }

  completed(agent: string, at: number): void {
    this.lastCompletion.set(agent, at);
  }

  supervised(agent: string, entry: SupervisorEntry | null): void {
    if (entry === null) this.supervision.delete(agent);
    else this.supervision.set(agent, entry);
  }

  /** The last sign of life of every worker seen, as `decide()` takes it. */
  lastSeenByAgent(): Record<string, number> {
    return Object.fromEntries(this.lastSeen);
  }

  /** The `workers` section: every worker of the roster and every one seen, over the tracked tasks. */
  workers(config: Config, tasks: Iterable<[string, TaskEntry]>, now: number): Record<string, WorkerEntry> {
    const agents = new Set([...Object.keys(rosterOf(config)), ...this.firstSeen.keys(), ...this.supervision.keys()]);
    const facts = (agent: string) => ({
      firstSeenAt: this.firstSeen.get(agent) ?? null,
      lastSeenAt: this.lastSeen.get(agent) ?? null,
      lastCompletionAt: this.lastCompletion.get(agent) ?? null,
    });
    const workers = deriveWorkers(agents, tasks, facts, config, now);
    for (const [agent, entry] of this.supervision) workers[agent] = { ...workers[agent]!, supervisor: entry };
    return workers;
  }
}
