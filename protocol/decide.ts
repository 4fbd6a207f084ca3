import type { Action, Decision } from './actions.js';
import { type StepTime, serverTimeOnDaemonClock, skewDiagnostic, skewToleranceMs, stepTime } from './clock-skew.js';
import type { Config } from './config.js';
import type { Diagnostic } from './diagnostic.js';
import { agentInbox, contextFile, handoffFile, signalFile } from './paths.js';
import type { SignalName } from './signals.js';
import type { DecideContext, SignalObservation, StorySnapshot, TaskObservation } from './snapshot.js';
import { stableJson } from './stable-json.js';
import { readHandoffs } from './story-handoffs.js';
import { chooseOwner, refuseFinishedId } from './story-owner.js';
import { contextOf } from './task-context.js';
import { earliest, fromIso, toIso } from './timestamps.js';
import { baseEntry, invalidEntry } from './tracked-entry.js';
import { OPEN_STATES, type TaskEntry, type TaskState } from './tracking.js';
import { escalationBody, transitionLog } from './transition-log.js';

/**
 * The whole lifecycle of one story as a pure function of its files, its previous tracking entry,
 * the config and the time. The result is level-triggered: it does not matter which event led
 * here, and running it again on the result changes nothing.
 */
export function decide(snapshot: StorySnapshot, previous: TaskEntry | undefined, config: Config, ctx: DecideContext): Decision {
  const { owner, rejected } = chooseOwner(snapshot, previous);
  if (!owner) return decideWithoutTask(snapshot, previous, rejected, ctx);
  const signals = snapshot.signals[owner.agent] ?? {};
  if (snapshot.inLedger && !previous && !signals.confirmed) return refuseFinishedId(snapshot, rejected);
  rejectStraySignals(snapshot, owner.agent, rejected);

  if (!owner.parsed.ok) {
    if (owner.parsed.settling) return { actions: [], rejected, wakeAt: owner.parsed.settlesAt };
    const invalid = invalidEntry(owner, previous, [...owner.parsed.errors, ...(owner.warnings ?? [])]);
    // A confirmed story is cleaned up even if its task file was broken since: the sentinel is done with it.
    if (signals.confirmed) return confirm(snapshot, invalid, signals.confirmed, ctx, rejected);
    return finish(snapshot, previous, invalid, rejected, [], null);
  }

  const task = owner.parsed.value;
  const extra: Action[] = [];
  const context = contextOf(task, owner.agent);
  const wantedContext = stableJson(context);
  if (snapshot.contexts[owner.agent] !== wantedContext && !signals.confirmed) {
    extra.push({ type: 'write-context', file: contextFile(owner.agent, snapshot.id), context });
  }
  for (const agent of Object.keys(snapshot.contexts)) {
    if (agent !== owner.agent) extra.push({ type: 'remove', file: contextFile(agent, snapshot.id) });
  }

  const entry = baseEntry(owner, task, previous, signals['picked-up']?.at ?? null);
  const handoffs = readHandoffs(snapshot, owner.agent);
  entry.errors = [...(owner.warnings ?? []), ...handoffs.errors];
  entry.handoff = handoffs.ref;
  const validHandoff = handoffs.pr;
  const steps = stepTimes(owner, entry, previous, signals['picked-up'], config, ctx);

  if (signals.confirmed) return confirm(snapshot, entry, signals.confirmed, ctx, rejected);

  const now = ctx.now;
  let wakeAt: number | null = handoffs.settlesAt;
  if (!validHandoff) entry.completed_at = null;
  // A deadline signal is a fact the sentinel has acted on (error handoff, re-dispatch): a handoff
  // that lands after it is recorded on the entry but does not reopen the story.
  if (validHandoff && !signals.timeout && !signals.orphaned) {
    entry.state = 'handed_off';
    entry.completed_at = previous?.completed_at ?? toIso(now);
    entry.deadline_at = null;
  } else if (signals.timeout) {
    entry.state = 'timed_out';
    entry.timed_out_at = previous?.state === 'timed_out' ? previous.timed_out_at : signals.timeout.at;
    entry.deadline_at = null;
  } else if (signals.orphaned) {
    entry.state = 'orphaned';
    entry.orphaned_at = previous?.state === 'orphaned' ? previous.orphaned_at : signals.orphaned.at;
    entry.deadline_at = null;
  } else if (signals['picked-up']) {
    entry.state = 'picked_up';
    const pickedUpAt = steps.pickedUp?.at ?? fromIso(signals['picked-up'].at);
    const timeout = config.timeouts[entry.stage ?? 'dev'];
    const deadline = phaseDeadline(previous, 'picked_up', 'submitted', pickedUpAt + timeout, now + timeout);
    entry.deadline_at = toIso(deadline);
    const lastActivity = Math.max(pickedUpAt, ctx.activity[owner.agent] ?? 0);
    entry.last_activity_at = toIso(lastActivity);
    entry.stalled = now >= lastActivity + config.timeouts.stall;
    if (now >= deadline) {
      entry.state = 'timed_out';
      entry.timed_out_at = toIso(now);
      entry.deadline_at = null;
      entry.stalled = false;
      extra.push({
        type: 'write-signal',
        file: signalFile(owner.agent, snapshot.id, 'timeout'),
        content: signalContent(now, 'no handoff within the stage timeout', ctx),
      });
    } else {
      wakeAt = earliest(wakeAt, deadline, entry.stalled ? null : lastActivity + config.timeouts.stall);
    }
  } else {
    entry.state = 'submitted';
    const deadline = phaseDeadline(previous, 'submitted', null, steps.submitted.at + config.timeouts.orphan, now + config.timeouts.orphan);
    entry.deadline_at = toIso(deadline);
    if (now >= deadline) {
      entry.state = 'orphaned';
      entry.orphaned_at = toIso(now);
      entry.deadline_at = null;
      extra.push({
        type: 'write-signal',
        file: signalFile(owner.agent, snapshot.id, 'orphaned'),
        content: signalContent(now, 'not picked up before the orphan deadline', ctx),
      });
    } else {
      wakeAt = earliest(wakeAt, deadline);
    }
  }
  if (signals.escalation && (OPEN_STATES.has(entry.state) || previous?.state === 'escalated')) {
    const kept = extra.filter((a) => a.type !== 'write-signal');
    return escalate({ snapshot, previous, entry, signal: signals.escalation, config, now, rejected, extra: kept, ctx });
  }
  if (entry.state !== 'picked_up') {
    entry.stalled = false;
    entry.last_activity_at = previous?.last_activity_at ?? null;
  }
  return finish(snapshot, previous, entry, rejected, extra, wakeAt);
}

/** A task file for a story that was already confirmed and cleaned up: ids are unique per project. */
function rejectStraySignals(snapshot: StorySnapshot, ownerAgent: string, rejected: Record<string, Diagnostic[]>): void {
  for (const [agent, signals] of Object.entries(snapshot.signals)) {
    if (agent === ownerAgent) continue;
    for (const signal of Object.values(signals)) {
      rejected[signal.file] = [
        {
          code: 'unknown_story',
          file: signal.file,
          field: null,
          expected: `a signal beside its task file (the task is in ${agentInbox(ownerAgent)})`,
          got: null,
        },
      ];
    }
  }
}

/** No task file: either the tail of a cleanup, a task someone removed, or signals for an unknown id. */
function decideWithoutTask(snapshot: StorySnapshot, previous: TaskEntry | undefined, rejected: Record<string, Diagnostic[]>, ctx: DecideContext): Decision {
  const actions: Action[] = [];
  const confirmed = Object.values(snapshot.signals).find((signals) => signals.confirmed)?.confirmed;
  // The tail of an interrupted cleanup: `.confirmed` is removed last, so while it is there the
  // other leftovers are ours to remove. Without it, a signal is someone's and is only reported.
  const cleaningUp = previous?.state === 'confirmed' || confirmed !== undefined;
  if (previous) {
    const record = { ...previous, story_id: snapshot.id };
    if (confirmed && previous.state !== 'confirmed')
      Object.assign(record, { state: 'confirmed', confirmed_at: confirmed.at, deadline_at: null, stalled: false });
    actions.push({ type: 'append-ledger', record });
    if (!cleaningUp) {
      actions.push({
        type: 'log',
        event: 'task-removed',
        agent: previous.agent,
        id: snapshot.id,
        message: `task file removed while ${previous.state}; recorded in the ledger`,
      });
    }
  }
  const daemonOwned: SignalName[] = ['orphaned', 'timeout'];
  for (const [agent, signals] of Object.entries(snapshot.signals)) {
    for (const [name, signal] of Object.entries(signals) as Array<[SignalName, SignalObservation]>) {
      if (cleaningUp || daemonOwned.includes(name)) {
        if (!byLaterHolder(signal, ctx)) actions.push({ type: 'remove', file: signal.file });
      } else
        rejected[signal.file] = [
          {
            code: 'unknown_story',
            file: signal.file,
            field: null,
            expected: `a task file ${agentInbox(agent)}/${snapshot.id}.md beside the signal`,
            got: null,
          },
        ];
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
  const own = snapshot.signals[entry.agent] ?? {};
  for (const [name, observed] of Object.entries(own))
    if (name !== 'confirmed' && !byLaterHolder(observed, ctx)) actions.push({ type: 'remove', file: observed.file });
  for (const agent of Object.keys(snapshot.contexts)) actions.push({ type: 'remove', file: contextFile(agent, snapshot.id) });
  // Last, so that a cleanup cut short can always tell its own leftovers (see decideWithoutTask).
  actions.push({ type: 'remove', file: signal.file });
  actions.push({ type: 'drop-entry', id: snapshot.id });
  return { actions, rejected, wakeAt: null };
}

interface Escalation {
  snapshot: StorySnapshot;
  previous: TaskEntry | undefined;
  /** The entry as decided before the escalation; escalate() turns it into the escalated one. */
  entry: TaskEntry;
  signal: SignalObservation;
  config: Config;
  now: number;
  rejected: Record<string, Diagnostic[]>;
  /** Actions decided before the escalation that still apply (context writes and removals). */
  extra: Action[];
  ctx: DecideContext;
}

function escalate({ snapshot, previous, entry, signal, config, now, rejected, extra, ctx }: Escalation): Decision {
  entry.state = 'escalated';
  entry.escalated_at = previous?.state === 'escalated' ? previous.escalated_at : signal.at;
  entry.deadline_at = null;
  entry.stalled = false;
  const violations = signal.content?.violations ?? config.heimdall.escalate_after;
  if (!snapshot.handoffs.escalation) {
    const reason = signal.content?.reason ?? 'Heimdall blocked repeated tool calls';
    extra.push({
      type: 'write-handoff',
      file: handoffFile(snapshot.id, 'escalation'),
      frontMatter: { story_id: snapshot.id, agent: entry.agent, status: 'escalated', reason, violations, created_at: toIso(now), ...epochOf(ctx) },
      body: escalationBody(snapshot.id, entry.agent, violations),
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
  const log = transitionLog(snapshot.id, previous, entry, message);
  if (log) actions.push(log);
  return { actions, rejected, wakeAt };
}

/**
 * A deadline is fixed when its phase starts and kept while the phase lasts. It runs from the
 * phase's own timestamp when the story arrives in the phase the usual way (a new task; a pickup
 * of a submitted one); a story that comes back to the phase any other way (an operator deleted
 * `.orphaned`, `.timeout` or `.picked-up`, or fixed a broken task file) gets the whole window again.
 */
function phaseDeadline(previous: TaskEntry | undefined, phase: TaskState, usualPredecessor: TaskState | null, fresh: number, rearmed: number): number {
  if (previous?.state === phase && previous.deadline_at) return fromIso(previous.deadline_at);
  if (previous === undefined || previous.state === usualPredecessor) return fresh;
  return rearmed;
}

/**
 * The times the deadlines run from, with the daemon's own sights recorded on the entry (absent
 * when a sight is the written time) and a warning for each written time set aside (clock-skew.ts).
 */
function stepTimes(
  task: TaskObservation,
  entry: TaskEntry,
  previous: TaskEntry | undefined,
  claim: SignalObservation | undefined,
  config: Config,
  ctx: DecideContext,
): { submitted: StepTime; pickedUp: StepTime | null } {
  const tolerance = skewToleranceMs(config);
  const taskFile = task.file;
  const since = ctx.sightsSince ?? null;
  const step = (
    file: string,
    field: string,
    written: string,
    mtimeMs: number | undefined,
    before: { written: string | null | undefined; seen: string | undefined } | null,
  ) => {
    // A hint can only come before its look; a seenAt past now would be a caller's mistake.
    const seenAt = Math.min(ctx.seenAt ?? ctx.now, ctx.now);
    const time = stepTime(written, before, seenAt, since, tolerance, serverTimeOnDaemonClock(mtimeMs, ctx.serverClock));
    if (time.skewMs !== null) entry.errors.push(skewDiagnostic(file, field, fromIso(written), time, tolerance));
    return time;
  };
  const submittedAt = entry.submitted_at as string;
  const before = previous ? { written: previous.submitted_at, seen: previous.submitted_seen_at } : null;
  const submitted = step(taskFile, 'submitted_at', submittedAt, task.mtimeMs, before);
  if (submitted.seen !== fromIso(submittedAt)) entry.submitted_seen_at = toIso(submitted.seen);
  if (!claim) return { submitted, pickedUp: null };
  const pickedUp = step(claim.file, 'at', claim.at, claim.mtimeMs, previous ? { written: previous.picked_up_at, seen: previous.picked_up_seen_at } : null);
  if (pickedUp.seen !== fromIso(claim.at)) entry.picked_up_seen_at = toIso(pickedUp.seen);
  return { submitted, pickedUp };
}

function signalContent(now: number, reason: string, ctx: DecideContext): Record<string, string | number> {
  return { at: toIso(now), by: 'forge-daemon', reason, ...epochOf(ctx) };
}

/**
 * A signal written by a daemon holding a later epoch of the lease than this one: never removed
 * here. This daemon is no longer the holder, whatever its fence says yet; the holder that wrote the
 * file cleans it up itself.
 */
function byLaterHolder(signal: SignalObservation, ctx: DecideContext): boolean {
  const epoch = signal.content?.lease_epoch;
  return epoch !== undefined && ctx.leaseEpoch != null && epoch > ctx.leaseEpoch;
}

/** The holder's epoch, on what the daemon writes: absent without a lease (a one-shot run, a test). */
function epochOf(ctx: DecideContext): { lease_epoch?: number } {
  return ctx.leaseEpoch == null ? {} : { lease_epoch: ctx.leaseEpoch };
}
