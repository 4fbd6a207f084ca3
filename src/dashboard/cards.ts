import { fromIso } from '../../protocol/timestamps.js';
import type { HistoryRecord, TaskEntry, WorkerEntry } from '../../protocol/tracking.js';
import type { Card, WorkerWire } from './wire.js';

/** A tracking entry as the page needs it: compact, times as numbers, nothing absent sent. */
export function cardOf(id: string, entry: TaskEntry | HistoryRecord): Card {
  const card: Card = { id, state: entry.state, agent: entry.agent };
  if (entry.stage) card.stage = entry.stage;
  if (entry.task_type) card.type = entry.task_type;
  if (entry.urgency) card.urgency = entry.urgency;
  setTime(card, 'submitted', entry.submitted_at);
  setTime(card, 'picked', entry.picked_up_at);
  setTime(card, 'completed', entry.completed_at);
  setTime(card, 'deadline', entry.deadline_at);
  setTime(card, 'orphaned', entry.orphaned_at);
  setTime(card, 'timedOut', entry.timed_out_at);
  setTime(card, 'escalated', entry.escalated_at);
  setTime(card, 'confirmed', entry.confirmed_at);
  setTime(card, 'activity', entry.last_activity_at);
  if (entry.stalled) card.stalled = true;
  if (entry.handoff) card.handoff = { kind: entry.handoff.kind, status: entry.handoff.status };
  if (entry.errors.length > 0) card.errors = entry.errors;
  if (entry.module) card.module = entry.module;
  if (entry.title) card.title = entry.title;
  if (entry.blocked_by && entry.blocked_by.length > 0) card.blockedBy = entry.blocked_by;
  return card;
}

export function workerWireOf(worker: WorkerEntry): WorkerWire {
  const wire: WorkerWire = { status: worker.status };
  if (worker.current_task) wire.current = worker.current_task;
  setTime(wire, 'idleSince', worker.idle_since);
  setTime(wire, 'lastSeen', worker.last_seen_at);
  if (worker.supervisor) wire.managed = worker.supervisor.state;
  if (worker.supervisor?.reason) wire.needs = worker.supervisor.reason;
  if (worker.supervisor && worker.supervisor.restarts > 0) wire.restarts = worker.supervisor.restarts;
  const exit = worker.supervisor?.last_exit;
  const exitAt = exit ? fromIso(exit.at) : Number.NaN;
  if (exit && !Number.isNaN(exitAt)) wire.lastExit = { at: exitAt, code: exit.code, signal: exit.signal };
  return wire;
}

type TimeKeys<T> = { [K in keyof T]-?: number extends T[K] ? K : never }[keyof T];

function setTime<T extends object>(target: T, key: TimeKeys<T>, iso: string | null): void {
  if (iso === null) return;
  const ms = fromIso(iso);
  if (!Number.isNaN(ms)) (target as Record<PropertyKey, unknown>)[key] = ms;
}
