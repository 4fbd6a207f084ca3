import type { Action, Decision, LogEvent } from './actions.js';
import type { Config } from './config.js';
import type { Diagnostic } from './diagnostic.js';
import type { PrHandoff } from './handoff.js';
import { agentInbox, contextFile, handoffFile, signalFile } from './paths.js';
import type { SignalName } from './signals.js';
import type { DecideContext, SignalObservation, StorySnapshot, TaskObservation } from './snapshot.js';
import { stableJson } from './stable-json.js';
import type { TaskContext, TaskFrontMatter } from './task.js';
import { stageOf } from './task-types.js';
import { fromIso, toIso } from './timestamps.js';
import type { TaskEntry, TaskState } from './tracking.js';

/**
 * The whole lifecycle of one story as a pure function of its files, its previous tracking entry,
 * the config and the time. The result is level-triggered: it does not matter which event led
 * here, and running it again on the result changes nothing.
 */
export function decide(snapshot: StorySnapshot, previous: TaskEntry | undefined, config: Config, ctx: DecideContext): Decision {
  const { owner, rejected } = chooseOwner(snapshot, previous);
  if (!owner) return decideWithoutTask(snapshot, previous, rejected);
  rejectStraySignals(snapshot, owner.agent, rejected);

  if (!owner.parsed.ok) {
    if (owner.parsed.settling) return { actions: [], rejected, wakeAt: owner.parsed.settlesAt };
    return finish(snapshot, previous, invalidEntry(owner, previous, owner.parsed.errors), rejected, [], null);
  }

  const task = owner.parsed.value;
  const signals = snapshot.signals[owner.agent] ?? {};
  const extra: Action[] = [];
  const context = contextOf(task, owner.agent);
  const wantedContext = stableJson(context);
  if (snapshot.contexts[owner.agent] !== wantedContext && !signals.confirmed) {
    extra.push({ type: 'write-context', file: contextFile(owner.agent, snapshot.id), context });
  }
  for (const agent of Object.keys(snapshot.contexts)) {
    if (agent !== owner.agent) extra.push({ type: 'remove', file: contextFile(agent, snapshot.id) });
  }

  const base = baseEntry(owner, task, previous, signals['picked-up']?.at ?? null);
  const handoff = snapshot.handoffs.pr;
  const handoffErrors: Diagnostic[] = handoff && !handoff.parsed.ok && !handoff.parsed.settling ? handoff.parsed.errors : [];
  const validHandoff = handoff?.parsed.ok ? (handoff.parsed.value as PrHandoff) : null;
  if (handoff && validHandoff === null && handoff.parsed.ok === false && handoff.parsed.settling) {
    base.wake = handoff.parsed.settlesAt;
  }
  base.entry.errors = handoffErrors;
  if (validHandoff) {
    base.entry.handoff = { kind: 'pr', file: handoff!.file, status: validHandoff.status, created_at: validHandoff.created_at };
  } else {
    const error = snapshot.handoffs.error;
    if (error?.parsed.ok) {
      base.entry.handoff = { kind: 'error', file: error.file, status: 'failed', created_at: stringField(error.parsed.value, 'created_at') };
    }
  }

  if (signals.confirmed) return confirm(snapshot, base.entry, signals.confirmed, ctx, rejected);
  if (signals.escalation) return escalate(snapshot, previous, base.entry, signals.escalation, config, ctx, rejected, extra);

  const entry = base.entry;
  const now = ctx.now;
  let wakeAt: number | null = base.wake ?? null;
  if (!validHandoff) entry.completed_at = null;
  if (validHandoff) {
    entry.state = 'handed_off';
    entry.completed_at = previous?.completed_at ?? toIso(now);
    entry.deadline_at = null;
  } else if (signals.timeout) {
    entry.state = 'timed_out';
    entry.timed_out_at = previous?.timed_out_at ?? signals.timeout.at;
    entry.deadline_at = null;
  } else if (signals.orphaned) {
    entry.state = 'orphaned';
    entry.orphaned_at = previous?.orphaned_at ?? signals.orphaned.at;
    entry.deadline_at = null;
  } else if (signals['picked-up']) {
    entry.state = 'picked_up';
    const pickedUpAt = fromIso(signals['picked-up'].at);
    const timeout = config.timeouts[entry.stage ?? 'dev'];
    const deadline = phaseDeadline(previous, 'picked_up', 'timed_out', pickedUpAt + timeout, now + timeout);
    entry.deadline_at = toIso(deadline);
    const lastActivity = Math.max(pickedUpAt, ctx.activity[owner.agent] ?? 0);
    entry.last_activity_at = toIso(lastActivity);
    entry.stalled = now >= lastActivity + config.timeouts.stall;
    if (now >= deadline) {
      entry.state = 'timed_out';
      entry.timed_out_at = toIso(now);
      entry.deadline_at = null;
      entry.stalled = false;
      extra.push({ type: 'write-signal', file: signalFile(owner.agent, snapshot.id, 'timeout'), content: signalContent(now, 'no handoff within the stage timeout') });
    } else {
      wakeAt = minTime(wakeAt, deadline, entry.stalled ? null : lastActivity + config.timeouts.stall);
    }
  } else {
    entry.state = 'submitted';
    const deadline = phaseDeadline(previous, 'submitted', 'orphaned', fromIso(task.submitted_at) + config.timeouts.orphan, now + config.timeouts.orphan);
    entry.deadline_at = toIso(deadline);
    if (now >= deadline) {
      entry.state = 'orphaned';
      entry.orphaned_at = toIso(now);
      entry.deadline_at = null;
      extra.push({ type: 'write-signal', file: signalFile(owner.agent, snapshot.id, 'orphaned'), content: signalContent(now, 'not picked up before the orphan deadline') });
    } else {
      wakeAt = minTime(wakeAt, deadline);
    }
  }
  if (entry.state !== 'picked_up') {
    entry.stalled = false;
    entry.last_activity_at = previous?.last_activity_at ?? null;
  }
  return finish(snapshot, previous, entry, rejected, extra, wakeAt);
}

function chooseOwner(snapshot: StorySnapshot, previous: TaskEntry | undefined) {
  const rejected: Record<string, Diagnostic[]> = {};
  if (snapshot.tasks.length === 0) return { owner: undefined, rejected };
  const sorted = [...snapshot.tasks].sort((a, b) => (a.agent < b.agent ? -1 : a.agent > b.agent ? 1 : 0));
  const owner = sorted.find((t) => t.agent === previous?.agent) ?? sorted[0]!;
  for (const other of sorted) {
    if (other === owner) continue;
    rejected[other.file] = [
      { code: 'duplicate_story_id', file: other.file, field: 'story_id', expected: `an id not already tracked (tracked in ${owner.file})`, got: snapshot.id },
    ];
  }
  return { owner, rejected };
}

function rejectStraySignals(snapshot: StorySnapshot, ownerAgent: string, rejected: Record<string, Diagnostic[]>): void {
  for (const [agent, signals] of Object.entries(snapshot.signals)) {
    if (agent === ownerAgent) continue;
    for (const signal of Object.values(signals)) {
      rejected[signal.file] = [
        { code: 'unknown_story', file: signal.file, field: null, expected: `a signal beside its task file (the task is in ${agentInbox(ownerAgent)})`, got: null },
      ];
    }
  }
}

/** No task file: either the tail of a cleanup, a task someone removed, or signals for an unknown id. */
function decideWithoutTask(snapshot: StorySnapshot, previous: TaskEntry | undefined, rejected: Record<string, Diagnostic[]>): Decision {
  const actions: Action[] = [];
  const confirmed = Object.values(snapshot.signals).find((signals) => signals.confirmed)?.confirmed;
  const cleaningUp = previous?.state === 'confirmed' || confirmed !== undefined || (previous === undefined && snapshot.inLedger);
  if (previous) {
    const record = { ...previous, story_id: snapshot.id };
    if (confirmed && previous.state !== 'confirmed') Object.assign(record, { state: 'confirmed', confirmed_at: confirmed.at, deadline_at: null, stalled: false });
    actions.push({ type: 'append-ledger', record });
    if (!cleaningUp) {
      actions.push({ type: 'log', event: 'task-removed', agent: previous.agent, id: snapshot.id, message: `task file removed while ${previous.state}; recorded in the ledger` });
    }
  }
  const daemonOwned: SignalName[] = ['orphaned', 'timeout'];
  for (const [agent, signals] of Object.entries(snapshot.signals)) {
    for (const [name, signal] of Object.entries(signals) as Array<[SignalName, SignalObservation]>) {
      if (cleaningUp || daemonOwned.includes(name)) actions.push({ type: 'remove', file: signal.file });
      else rejected[signal.file] = [{ code: 'unknown_story', file: signal.file, field: null, expected: `a task file ${agentInbox(agent)}/${snapshot.id}.md beside the signal`, got: null }];
    }
  }
  for (const agent of Object.keys(snapshot.contexts)) actions.push({ type: 'remove', file: contextFile(agent, snapshot.id) });
  if (previous) actions.push({ type: 'drop-entry', id: snapshot.id });
  const pr = snapshot.handoffs.pr;
  if (pr && !previous && !snapshot.inLedger) {
    rejected[pr.file] = [{ code: 'unknown_story', file: pr.file, field: 'story_id', expected: 'the id of a tracked task', got: snapshot.id }];
  }
  return { actions, rejected, wakeAt: null };
}

function confirm(snapshot: StorySnapshot, entry: TaskEntry, signal: SignalObservation, ctx: DecideContext, rejected: Record<string, Diagnostic[]>): Decision {
  entry.state = 'confirmed';
  entry.confirmed_at = signal.at;
  entry.deadline_at = null;
  entry.stalled = false;
  if (entry.completed_at === null && entry.handoff?.kind === 'pr') entry.completed_at = toIso(ctx.now);
  const actions: Action[] = [
    { type: 'append-ledger', record: { ...entry, story_id: snapshot.id } },
    { type: 'log', event: 'confirmed', agent: entry.agent, id: snapshot.id, message: 'confirmed; recorded in the ledger and cleaned up' },
  ];
  for (const task of snapshot.tasks) if (task.agent === entry.agent) actions.push({ type: 'remove', file: task.file });
  for (const signals of Object.values(snapshot.signals)) {
    for (const observed of Object.values(signals)) actions.push({ type: 'remove', file: observed.file });
  }
  for (const agent of Object.keys(snapshot.contexts)) actions.push({ type: 'remove', file: contextFile(agent, snapshot.id) });
  actions.push({ type: 'drop-entry', id: snapshot.id });
  return { actions, rejected, wakeAt: null };
}

function escalate(
  snapshot: StorySnapshot,
  previous: TaskEntry | undefined,
  entry: TaskEntry,
  signal: SignalObservation,
  config: Config,
  ctx: DecideContext,
  rejected: Record<string, Diagnostic[]>,
  extra: Action[],
): Decision {
  entry.state = 'escalated';
  entry.escalated_at = previous?.escalated_at ?? signal.at;
  entry.deadline_at = null;
  entry.stalled = false;
  const violations = signal.content?.violations ?? config.heimdall.escalate_after;
  if (!snapshot.handoffs.escalation) {
    const reason = signal.content?.reason ?? 'Heimdall blocked repeated tool calls';
    extra.push({
      type: 'write-handoff',
      file: handoffFile(snapshot.id, 'escalation'),
      frontMatter: { story_id: snapshot.id, agent: entry.agent, status: 'escalated', reason, violations, created_at: toIso(ctx.now) },
      body: `Heimdall blocked ${violations} tool calls of ${entry.agent} on ${snapshot.id} and escalated it to human review.\n\nThe blocks are in _vibe-chain-output/heimdall-audit.log.\n`,
    });
  }
  return finish(snapshot, previous, entry, rejected, extra, null, `${violations} violations, escalating to human review`);
}

function finish(
  snapshot: StorySnapshot,
  previous: TaskEntry | undefined,
  entry: TaskEntry,
  rejected: Record<string, Diagnostic[]>,
  extra: Action[],
  wakeAt: number | null,
  message?: string,
): Decision {
  const actions: Action[] = [{ type: 'set-entry', id: snapshot.id, entry }, ...extra];
  const event = transitionEvent(previous, entry);
  if (event) actions.push({ type: 'log', event, agent: entry.agent, id: snapshot.id, message: message ?? describeTransition(event, entry) });
  return { actions, rejected, wakeAt };
}

function transitionEvent(previous: TaskEntry | undefined, entry: TaskEntry): LogEvent | null {
  if (previous?.state === entry.state) {
    if (entry.stalled && !previous.stalled) return 'stalled';
    if (entry.errors.length > 0 && previous.errors.length === 0 && entry.state !== 'invalid') return 'handoff-invalid';
    return null;
  }
  const byState: Record<TaskState, LogEvent> = {
    submitted: previous?.state === 'invalid' ? 'task-fixed' : previous ? 'rearmed' : 'task-accepted',
    picked_up: previous && previous.state !== 'submitted' ? 'rearmed' : 'picked-up',
    handed_off: 'handed-off',
    orphaned: 'orphaned',
    timed_out: 'timed-out',
    escalated: 'escalated',
    invalid: 'task-invalid',
    confirmed: 'confirmed',
  };
  return byState[entry.state];
}

function describeTransition(event: LogEvent, entry: TaskEntry): string {
  switch (event) {
    case 'task-accepted':
      return `accepted ${entry.task_type ?? ''} task (stage ${entry.stage}), orphan deadline ${entry.deadline_at}`;
    case 'picked-up':
      return `picked up, stage deadline ${entry.deadline_at}`;
    case 'handed-off':
      return `handed off (${entry.handoff?.status ?? 'completed'})`;
    case 'handoff-invalid':
      return `malformed handoff: ${entry.errors.map((e) => `${e.field ?? 'file'}: expected ${e.expected}`).join('; ')}`;
    case 'orphaned':
      return 'not picked up in time: wrote .orphaned';
    case 'timed-out':
      return 'no handoff within the stage timeout: wrote .timeout';
    case 'task-invalid':
      return `invalid task file: ${entry.errors.map((e) => `${e.field ?? 'file'}: expected ${e.expected}`).join('; ')}`;
    case 'task-fixed':
      return 'task file fixed; accepted';
    case 'rearmed':
      return `signal removed by hand; ${entry.state} again, deadline ${entry.deadline_at}`;
    case 'stalled':
      return `no sign of life from ${entry.agent} since ${entry.last_activity_at}`;
    default:
      return event;
  }
}

function baseEntry(owner: TaskObservation, task: TaskFrontMatter, previous: TaskEntry | undefined, pickedUpAt: string | null): { entry: TaskEntry; wake?: number } {
  return {
    entry: {
      state: 'submitted',
      agent: owner.agent,
      stage: stageOf(task.task_type, task.stage),
      task_type: task.task_type,
      urgency: task.urgency ?? 'normal',
      file: owner.file,
      submitted_at: task.submitted_at,
      picked_up_at: pickedUpAt,
      completed_at: previous?.completed_at ?? null,
      deadline_at: null,
      orphaned_at: previous?.state === 'orphaned' ? null : (previous?.orphaned_at ?? null),
      timed_out_at: previous?.state === 'timed_out' ? null : (previous?.timed_out_at ?? null),
      escalated_at: null,
      confirmed_at: null,
      handoff: null,
      stalled: false,
      last_activity_at: null,
      errors: [],
    },
  };
}

function invalidEntry(owner: TaskObservation, previous: TaskEntry | undefined, errors: Diagnostic[]): TaskEntry {
  return {
    state: 'invalid',
    agent: owner.agent,
    stage: previous?.stage ?? null,
    task_type: previous?.task_type ?? null,
    urgency: previous?.urgency ?? null,
    file: owner.file,
    submitted_at: previous?.submitted_at ?? null,
    picked_up_at: null,
    completed_at: null,
    deadline_at: null,
    orphaned_at: null,
    timed_out_at: null,
    escalated_at: null,
    confirmed_at: null,
    handoff: null,
    stalled: false,
    last_activity_at: null,
    errors,
  };
}

/**
 * A deadline is fixed when its phase starts and kept while the phase lasts. A phase entered again
 * because an operator deleted the signal that ended it (`.orphaned`, `.timeout`) starts the clock anew.
 */
function phaseDeadline(previous: TaskEntry | undefined, phase: TaskState, endedBy: TaskState, fresh: number, rearmed: number): number {
  if (previous?.state === phase && previous.deadline_at) return fromIso(previous.deadline_at);
  if (previous?.state === endedBy) return rearmed;
  return fresh;
}

export function contextOf(task: TaskFrontMatter, agent: string): TaskContext {
  return {
    story_id: task.story_id,
    agent,
    worktree_path: task.worktree_path,
    assigned_branch: task.assigned_branch ?? null,
    handoff_dir: task.handoff_dir,
    has_db_migration: task.has_db_migration ?? false,
    has_api_changes: task.has_api_changes ?? false,
    allowed_paths: [task.worktree_path, task.handoff_dir, joinPosix(task.project_root, agentInbox(agent))],
  };
}

function joinPosix(root: string, relative: string): string {
  return root.endsWith('/') || root.endsWith('\\') ? `${root}${relative}` : `${root}/${relative}`;
}

function signalContent(now: number, reason: string): Record<string, string> {
  return { at: toIso(now), by: 'forge-daemon', reason };
}

function stringField(value: Record<string, unknown>, key: string): string | null {
  const field = value[key];
  return typeof field === 'string' ? field : null;
}

function minTime(...times: Array<number | null | undefined>): number | null {
  let best: number | null = null;
  for (const t of times) if (t !== null && t !== undefined && (best === null || t < best)) best = t;
  return best;
}
