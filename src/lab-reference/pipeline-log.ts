import { z } from 'zod';
import { IsoTime } from '../../protocol/timestamps.js';
import { appendLine } from '../fs/append-line.js';
import { readJsonLines } from '../fs/read-json-lines.js';
import { inProject } from '../project/project-root.js';
import { PIPELINE_LOG } from './lab-paths.js';

/** What the reference lab side did with a story, one JSON line each in `lab/pipeline.jsonl`. */
export const PIPELINE_EVENTS = ['dispatched', 'degraded-spawn', 'degraded-exit', 'rerouted', 'done', 'failed', 'review'] as const;
export type PipelineEvent = (typeof PIPELINE_EVENTS)[number];

export const PipelineRecord = z.looseObject({
  at: IsoTime,
  story_id: z.string(),
  event: z.enum(PIPELINE_EVENTS),
  agent: z.string().nullable().optional(),
  reason: z.string().optional(),
  status: z.string().optional(),
});
export type PipelineRecord = z.infer<typeof PipelineRecord>;

export async function appendPipeline(projectRoot: string, record: PipelineRecord): Promise<void> {
  await appendLine(inProject(projectRoot, PIPELINE_LOG), JSON.stringify(record));
}

/** Every readable record; a line that does not parse (a crash mid-append) is skipped. */
export function readPipeline(projectRoot: string): Promise<PipelineRecord[]> {
  return readJsonLines(inProject(projectRoot, PIPELINE_LOG), PipelineRecord);
}
