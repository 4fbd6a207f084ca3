import { readFile } from 'node:fs/promises';
import { TRACKING_FILE } from '../../protocol/paths.js';
import { TASK_STATES } from '../../protocol/task-states.js';
import { inProject } from '../project/project-root.js';

/** What a summary of the project needs of `.tracking.json`: each task's state and agent, the rejected files, when it was written. */
export interface TrackingSummary {
  updated_at: string;
  tasks: Record<string, { state: string; agent: string }>;
  rejected: Record<string, unknown>;
}

/**
 * `.tracking.json` read for a summary (the block every session of the project starts with)
 * without loading its schema, which costs more than the read: null when there is no file. Only
 * a file whose summary fields are off is checked against the schema, so the answer then says how
 * many problems it has, as readTracking would.
 */
export async function readTrackingSummary(projectRoot: string): Promise<TrackingSummary | null | string> {
  let text: string;
  try {
    text = await readFile(inProject(projectRoot, TRACKING_FILE), 'utf8');
  } catch (error) {
    // ENOENT: no daemon has written one yet; ENOTDIR: the output folder is a file.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
  const summary = summaryOf(text);
  if (summary !== null) return summary;
  const { parseTracking } = await import('./read-tracking.js');
  const read = parseTracking(text);
  return read.ok ? read.tracking : `${read.diagnostics.length} problem(s)`;
}

function summaryOf(text: string): TrackingSummary | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    // SyntaxError: the schema check reports it.
    if (error instanceof SyntaxError) return null;
    throw error;
  }
  if (!isRecord(json) || typeof json.updated_at !== 'string' || !isRecord(json.tasks) || !isRecord(json.rejected)) return null;
  const states: readonly unknown[] = TASK_STATES;
  for (const entry of Object.values(json.tasks)) {
    if (!isRecord(entry) || !states.includes(entry.state) || typeof entry.agent !== 'string') return null;
  }
  return json as unknown as TrackingSummary;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
