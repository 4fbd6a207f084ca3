import { readFile } from 'node:fs/promises';
import { PrHandoff } from '../../protocol/handoff.js';
import { handoffFile } from '../../protocol/paths.js';
import { fromIso } from '../../protocol/timestamps.js';
import type { TaskEntry, TrackingFile } from '../../protocol/tracking.js';
import { readFrontMatterFile } from '../files/read-protocol-file.js';
import { inProject } from '../project/project-root.js';
import { readHistoryRecords } from '../tracking/history-records.js';
import { loadIndex } from '../transcripts/index-store.js';
import type { BroadcastHeader } from './broadcast-files.js';
import type { InspectedTask, InspectionInput } from './inspection.js';

/**
 * Gathers what `inspect()` needs from the files: the batch's tasks (tracked, or finished and in
 * the ledger), their pr-handoffs, and, when the transcript memory exists, whether each worker's
 * exchanges during the task show it reading the broadcasts.
 */
const READS_BROADCASTS = /get_broadcasts?\b|forge broadcasts?\b|_vibe-chain-output\/broadcasts/;
const HANDOFF_MAX_BYTES = 1_048_576;

export interface GatheredInspection extends InspectionInput {
  transcripts: boolean;
}

export async function gatherInspection(
  projectRoot: string,
  tracking: TrackingFile | null,
  broadcasts: readonly BroadcastHeader[],
  batch: string | null,
): Promise<GatheredInspection> {
  const entries = new Map<string, TaskEntry>();
  for (const record of await readHistoryRecords(projectRoot)) {
    const { story_id: id, ...entry } = record;
    entries.set(id, entry);
  }
  for (const [id, entry] of Object.entries(tracking?.tasks ?? {})) entries.set(id, entry);
  const chosen = [...entries].filter(([, entry]) => (batch === null ? entry.batch !== undefined || entry.module !== undefined : entry.batch === batch));
  const tasks = await Promise.all(chosen.map(([id, entry]) => inspectedTask(projectRoot, id, entry)));
  const { lines } = await loadIndex(projectRoot);
  const readBroadcasts = new Map<string, boolean>();
  if (lines.length > 0) {
    for (const [id, entry] of chosen) {
      const seen = await exchangesShowReading(projectRoot, lines, entry);
      if (seen !== null) readBroadcasts.set(id, seen);
    }
  }
  return { tasks, broadcasts, readBroadcasts, transcripts: lines.length > 0 };
}

async function inspectedTask(projectRoot: string, id: string, entry: TaskEntry): Promise<InspectedTask> {
  const file = handoffFile(id, 'pr');
  const read = await readFrontMatterFile(inProject(projectRoot, file), PrHandoff, { projectRoot, display: file, maxBytes: HANDOFF_MAX_BYTES });
  const handoff = read?.ok
    ? {
        created_at: read.value.created_at,
        status: read.value.status,
        text: [read.value.summary ?? '', ...(read.value.files_changed ?? []), read.body].join('\n'),
      }
    : null;
  return { story_id: id, module: entry.module ?? id, agent: entry.agent, state: entry.state, depends_on: entry.depends_on ?? [], handoff };
}

/** True or false from the agent's exchanges while it held the task; null when there were none to look at. */
async function exchangesShowReading(projectRoot: string, lines: Awaited<ReturnType<typeof loadIndex>>['lines'], entry: TaskEntry): Promise<boolean | null> {
  if (entry.picked_up_at === null || entry.completed_at === null) return null;
  const from = fromIso(entry.picked_up_at);
  const to = fromIso(entry.completed_at);
  const during = lines.filter(
    (line) => line.agent === entry.agent && line.started_at !== null && fromIso(line.started_at) >= from && fromIso(line.started_at) <= to,
  );
  if (during.length === 0) return null;
  for (const line of during) {
    try {
      if (READS_BROADCASTS.test(await readFile(inProject(projectRoot, line.file), 'utf8'))) return true;
    } catch (error) {
      // ENOENT: the exchange file was removed after the index was written; the others still count.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return false;
}
