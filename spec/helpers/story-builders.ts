import { type Config, DEFAULT_CONFIG } from '../../protocol/config.js';
import { handoffFile, signalFile, taskFile } from '../../protocol/paths.js';
import type { SignalName } from '../../protocol/signals.js';
import type { Parsed, StorySnapshot, TaskObservation } from '../../protocol/snapshot.js';
import type { TaskFrontMatter } from '../../protocol/task.js';

export const T0 = Date.parse('2026-04-01T12:00:00Z');
export const iso = (ms: number) => new Date(ms).toISOString();

export function taskFrontMatter(id: string, agent = 'anvil', overrides: Partial<TaskFrontMatter> = {}): TaskFrontMatter {
  return {
    story_id: id,
    project_id: 'demo',
    worktree_path: `/work/trees/${id}`,
    project_root: '/work/project',
    handoff_dir: '/work/project/_vibe-chain-output/handoffs',
    agent,
    task_type: 'frontend',
    ipc_protocol: 'ipc-v1',
    submitted_at: iso(T0),
    ...overrides,
  };
}

export function validTask(id: string, agent = 'anvil', overrides: Partial<TaskFrontMatter> = {}): TaskObservation {
  return { agent, file: taskFile(agent, id), parsed: { ok: true, value: taskFrontMatter(id, agent, overrides) } };
}

export function emptySnapshot(id: string): StorySnapshot {
  return { id, tasks: [], signals: {}, contexts: {}, handoffs: {}, inLedger: false };
}

export function withSignal(
  snapshot: StorySnapshot,
  agent: string,
  signal: SignalName,
  at: number,
  content: Record<string, unknown> | null = null,
): StorySnapshot {
  const signals = (snapshot.signals[agent] ??= {});
  signals[signal] = { file: signalFile(agent, snapshot.id, signal), at: iso(at), content };
  return snapshot;
}

export function prHandoff(id: string, agent = 'anvil', status = 'completed'): { file: string; parsed: Parsed<Record<string, unknown>> } {
  return { file: handoffFile(id, 'pr'), parsed: { ok: true, value: { story_id: id, agent, status, created_at: iso(T0) } } };
}

export function config(overrides: Partial<Config['timeouts']> = {}): Config {
  return { ...DEFAULT_CONFIG, timeouts: { ...DEFAULT_CONFIG.timeouts, ...overrides } };
}
