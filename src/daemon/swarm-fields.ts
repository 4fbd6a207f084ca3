import type { Action } from '../../protocol/actions.js';
import { computeDependencies, type DependencyFacts, type DependencyNode } from '../../protocol/dependencies.js';
import type { Diagnostic } from '../../protocol/diagnostic.js';
import type { StorySnapshot } from '../../protocol/snapshot.js';
import { stableJson } from '../../protocol/stable-json.js';
import type { TaskEntry } from '../../protocol/tracking.js';
import type { TrackingStore } from '../tracking/tracking-store.js';

/**
 * Keeps the swarm fields of tracking entries (`module`, `batch`, `depends_on`, `blocked_by`,
 * `blocks`, and dependency diagnostics in `errors`) current inside the daemon. `decide()` builds
 * each entry afresh and knows nothing of other stories, so the daemon calls `observe` on every
 * decision (which copies the front matter fields and carries the computed ones over, so an
 * evaluation alone never changes them) and `apply` once a batch of evaluations is done.
 */
const DEPENDENCY_CODES: ReadonlySet<Diagnostic['code']> = new Set(['dependency_cycle', 'unknown_dependency']);

interface Front {
  module?: string;
  batch?: string;
  depends_on?: string[];
}

export class SwarmFields {
  private readonly fronts = new Map<string, Front>();
  private readonly states = new Map<string, string>();
  private withDependencies = 0;
  /** What the last `apply` gave each entry that has any facts, to notice entries replaced behind our back. */
  private readonly shown = new Map<string, string>();
  private dirty = false;

  constructor(private readonly finished: (id: string) => boolean) {}

  observe(snapshot: StorySnapshot, actions: Action[], previous: TaskEntry | undefined): void {
    const id = snapshot.id;
    const set = actions.find((action): action is Extract<Action, { type: 'set-entry' }> => action.type === 'set-entry');
    const agent = set?.entry.agent ?? previous?.agent;
    const owner = snapshot.tasks.find((task) => task.agent === agent);
    const front = owner?.parsed.ok ? frontOf(owner.parsed.value) : null;
    // The ledger keeps a finished task's module and batch, so an inspection can still find it.
    for (const action of actions) if (action.type === 'append-ledger' && front) Object.assign(action.record, front);
    if (!set) {
      if (actions.some((action) => action.type === 'drop-entry')) this.forget(id);
      return;
    }
    this.remember(id, front ?? {}, set.entry.state);
    Object.assign(set.entry, front);
    // The tracking file was adopted (edited by hand, or rewritten) since the last apply: recompute.
    if ((this.shown.get(id) ?? NO_FACTS) !== factsKey(previous)) this.dirty = true;
    if (previous) carryComputed(set.entry, previous);
  }

  /** Recomputes the dependency fields over every entry and sets those that changed. */
  apply(store: TrackingStore): void {
    if (!this.dirty) return;
    this.dirty = false;
    if (this.withDependencies === 0 && this.shown.size === 0) return;
    const nodes = new Map<string, DependencyNode>();
    for (const [id, entry] of store.values()) nodes.set(id, { state: entry.state, depends_on: entry.depends_on ?? [], file: entry.file });
    const facts = computeDependencies(nodes, this.finished);
    this.shown.clear();
    for (const [id, entry] of store.values()) {
      const next = withFacts(entry, facts.get(id));
      if (next !== entry) store.set(id, next);
      const key = factsKey(next);
      if (key !== NO_FACTS) this.shown.set(id, key);
    }
  }

  private remember(id: string, front: Front, state: string): void {
    const before = this.fronts.get(id);
    if (before === undefined || stableJson(before.depends_on ?? []) !== stableJson(front.depends_on ?? [])) this.dirty = true;
    if (this.states.get(id) !== state) this.dirty = true;
    this.withDependencies += (front.depends_on ? 1 : 0) - (before?.depends_on ? 1 : 0);
    this.fronts.set(id, front);
    this.states.set(id, state);
  }

  private forget(id: string): void {
    const before = this.fronts.get(id);
    if (before?.depends_on) this.withDependencies -= 1;
    this.fronts.delete(id);
    this.states.delete(id);
    this.dirty = true;
  }
}

const NO_FACTS = factsKey(undefined);

function factsKey(entry: TaskEntry | undefined): string {
  return stableJson([entry?.blocked_by ?? [], entry?.blocks ?? [], (entry?.errors ?? []).filter((error) => DEPENDENCY_CODES.has(error.code))]);
}

function frontOf(task: { module?: string | undefined; batch?: string | undefined; depends_on?: string[] | undefined }): Front {
  const front: Front = {};
  if (task.module) front.module = task.module;
  if (task.batch) front.batch = task.batch;
  if (task.depends_on && task.depends_on.length > 0) front.depends_on = [...new Set(task.depends_on)];
  return front;
}

function carryComputed(entry: TaskEntry, previous: TaskEntry): void {
  if (previous.blocked_by) entry.blocked_by = previous.blocked_by;
  if (previous.blocks) entry.blocks = previous.blocks;
  const carried = previous.errors.filter((error) => DEPENDENCY_CODES.has(error.code));
  if (carried.length > 0) entry.errors = [...entry.errors, ...carried];
}

/** The entry with these facts, or the same object when nothing changes. */
export function withFacts(entry: TaskEntry, facts: DependencyFacts | undefined): TaskEntry {
  const blockedBy = facts?.blocked_by ?? [];
  const blocks = facts?.blocks ?? [];
  const own = entry.errors.filter((error) => !DEPENDENCY_CODES.has(error.code));
  const errors = [...own, ...(facts?.errors ?? [])];
  if (sameList(entry.blocked_by, blockedBy) && sameList(entry.blocks, blocks) && stableJson(errors) === stableJson(entry.errors)) return entry;
  const { blocked_by: _b, blocks: _k, ...rest } = entry;
  return { ...rest, errors, ...(blockedBy.length > 0 ? { blocked_by: blockedBy } : {}), ...(blocks.length > 0 ? { blocks } : {}) };
}

function sameList(current: string[] | undefined, wanted: string[]): boolean {
  const list = current ?? [];
  return list.length === wanted.length && list.every((item, i) => item === wanted[i]);
}
