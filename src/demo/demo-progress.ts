import type { HistoryRecord, TaskState, TrackingFile } from '../../protocol/tracking.js';
import type { PipelineRecord } from '../lab-reference/pipeline-log.js';

/** What the demo shows of one story: the steps seen so far and, at the end, how it ended. */
export interface StoryProgress {
  id: string;
  agent: string | null;
  steps: string[];
  outcome: string | null;
  finished: boolean;
}

export interface Observation {
  tracking: TrackingFile | null;
  /** The ledger, `.history.jsonl`: each finished story's final entry. */
  ledger: HistoryRecord[];
  pipeline: PipelineRecord[];
}

const STEP_OF_STATE: Record<TaskState, string> = {
  submitted: 'submitted',
  picked_up: 'picked up',
  handed_off: 'handed off',
  orphaned: 'orphaned',
  timed_out: 'timed out',
  escalated: 'escalated',
  invalid: 'invalid',
  confirmed: 'confirmed',
};

/**
 * Folds one look at the files into the progress of each story (pure: the caller polls). Steps are
 * only ever added, in the order first seen, so a line grows as the story moves.
 */
export function observe(stories: Map<string, StoryProgress>, seen: Observation): void {
  const story = (id: string, agent: string | null) => {
    let found = stories.get(id);
    if (!found) stories.set(id, (found = { id, agent, steps: [], outcome: null, finished: false }));
    found.agent ??= agent;
    return found;
  };
  const step = (progress: StoryProgress, name: string) => {
    if (!progress.steps.includes(name)) progress.steps.push(name);
  };
  for (const [id, entry] of Object.entries(seen.tracking?.tasks ?? {})) {
    step(story(id, entry.agent), 'submitted');
    step(story(id, entry.agent), STEP_OF_STATE[entry.state]);
  }
  for (const line of seen.ledger) {
    const progress = story(line.story_id, line.agent);
    // The ledger keeps the times of steps too quick for a look at the tracking file to catch.
    step(progress, 'submitted');
    if (line.picked_up_at) step(progress, 'picked up');
    if (line.completed_at) step(progress, 'handed off');
    if (line.state === 'confirmed') step(progress, 'confirmed');
  }
  for (const record of seen.pipeline) {
    const progress = story(record.story_id, record.agent ?? null);
    if (record.event === 'rerouted') {
      step(progress, 'orphaned');
      step(progress, 're-routed');
    }
    if (record.event === 'degraded-spawn') step(progress, 'degraded run');
    if (record.event === 'done') progress.outcome = record.reason === 'degraded' ? 'done (degraded run)' : `done (${record.status ?? 'completed'})`;
    if (record.event === 'failed') {
      if (record.reason === 'worker_timeout') step(progress, 'timed out');
      step(progress, 'error handoff');
      progress.outcome = `failed (${record.reason ?? 'unknown'})`;
    }
    if (record.event === 'review') progress.outcome = 'in the human review queue';
  }
  for (const progress of stories.values()) {
    const tracked = seen.tracking?.tasks[progress.id];
    progress.finished = progress.outcome !== null && (tracked === undefined || tracked.state === 'escalated');
  }
}

/** The order a story's steps happen in, whatever order a look at the files saw them. */
const STEP_ORDER = [
  'submitted',
  'picked up',
  'orphaned',
  're-routed',
  'degraded run',
  'timed out',
  'error handoff',
  'handed off',
  'escalated',
  'invalid',
  'confirmed',
];

/** Widths fixed up front (ids of the run, the longest agent name), so a line changes only when its story moves. */
export function renderProgress(stories: StoryProgress[]): string[] {
  const idWidth = Math.max(...stories.map((s) => s.id.length));
  return stories.map((s) => {
    const steps = [...s.steps].sort((a, b) => STEP_ORDER.indexOf(a) - STEP_ORDER.indexOf(b));
    return `${s.finished ? 'ok' : '..'} ${s.id.padEnd(idWidth)}  ${(s.agent ?? '-').padEnd(9)}  ${steps.join(' > ')}${s.outcome ? `  => ${s.outcome}` : ''}`;
  });
}

export interface DemoSummary {
  stories: number;
  finished: number;
  confirmed: number;
  orphaned: number;
  timedOut: number;
  degraded: number;
  failed: number;
}

export function summarize(stories: StoryProgress[]): DemoSummary {
  const has = (s: StoryProgress, name: string) => s.steps.includes(name);
  return {
    stories: stories.length,
    finished: stories.filter((s) => s.finished).length,
    confirmed: stories.filter((s) => has(s, 'confirmed')).length,
    orphaned: stories.filter((s) => has(s, 'orphaned')).length,
    timedOut: stories.filter((s) => has(s, 'timed out')).length,
    degraded: stories.filter((s) => has(s, 'degraded run')).length,
    failed: stories.filter((s) => s.outcome?.startsWith('failed')).length,
  };
}
