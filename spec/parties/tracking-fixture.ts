import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { TRACKING_FILE, taskFile } from '../../protocol/paths.js';
import { stableJson } from '../../protocol/stable-json.js';
import type { RejectedEntry, TaskEntry, TrackingFile, WorkerEntry } from '../../protocol/tracking.js';

export const NOW = Date.parse('2026-04-01T12:00:00Z');
export const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

/** A tracking entry as the daemon writes it, in the given state, with timestamps that fit the state. */
export function entry(id: string, state: TaskEntry['state'], overrides: Partial<TaskEntry> = {}): TaskEntry {
  const open = state === 'submitted' || state === 'picked_up';
  return {
    state,
    agent: 'anvil',
    stage: 'dev',
    task_type: 'frontend',
    urgency: 'normal',
    file: taskFile(overrides.agent ?? 'anvil', id),
    submitted_at: at(-600_000),
    picked_up_at: state === 'submitted' || state === 'orphaned' || state === 'invalid' ? null : at(-300_000),
    completed_at: state === 'handed_off' ? at(-60_000) : null,
    deadline_at: open ? at(60_000) : null,
    orphaned_at: state === 'orphaned' ? at(-120_000) : null,
    timed_out_at: state === 'timed_out' ? at(-120_000) : null,
    escalated_at: state === 'escalated' ? at(-120_000) : null,
    confirmed_at: state === 'confirmed' ? at(-1000) : null,
    handoff: null,
    stalled: false,
    last_activity_at: null,
    errors:
      state === 'invalid'
        ? [{ code: 'schema', file: taskFile('anvil', id), field: 'task_type', expected: 'a lower-case task type word', got: '"Frontend"' }]
        : [],
    ...overrides,
  };
}

export function tracking(
  tasks: Record<string, TaskEntry>,
  extra: { workers?: Record<string, WorkerEntry>; rejected?: Record<string, RejectedEntry> } = {},
): TrackingFile {
  return { ipc_protocol: 'ipc-v1', updated_at: at(-2000), tasks, workers: extra.workers ?? {}, rejected: extra.rejected ?? {} };
}

export async function writeTracking(root: string, file: TrackingFile | string): Promise<void> {
  const path = join(root, ...TRACKING_FILE.split('/'));
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, typeof file === 'string' ? file : stableJson(file));
}
