import { stageOf } from '../../protocol/task-types.js';
import type { TaskFrontMatter } from '../../protocol/task.js';
import type { InspectBatchOutput } from '../../protocol/tools/inspect-batch.js';
import type { Clock } from '../clock.js';
import { createToolContext } from '../tools/context.js';
import { runTool } from '../tools/registry.js';
import { renderInspection } from './render-inspection.js';
import type { PromptSection } from './sibling-context.js';

/** What the inspection may take of a worker's prompt; the rest is one `forge inspect` away. */
export const INSPECTION_PROMPT_CHARS = 6_000;

/**
 * An architecture review of a batch gets the batch's inspection (what `forge inspect --batch`
 * prints: each module's produced and consumed interfaces, then the flags) as task context, so the
 * reviewer starts from the mismatches instead of having to ask for them. Any other task gets none.
 */
export async function inspectionPromptSections(projectRoot: string, env: NodeJS.ProcessEnv, clock: Clock, task: Pick<TaskFrontMatter, 'task_type' | 'stage' | 'batch'>): Promise<PromptSection[]> {
  if (!task.batch || stageOf(task.task_type, task.stage) !== 'arch_review') return [];
  const answer = (await runTool(createToolContext(projectRoot, env, clock), 'inspect_batch', { batch: task.batch })) as InspectBatchOutput | { ok: false };
  if (!answer.ok) return [];
  const text = renderInspection(answer);
  const cut = text.length > INSPECTION_PROMPT_CHARS;
  return [
    {
      title: `Inspection of batch ${task.batch}`,
      text: cut ? `${text.slice(0, INSPECTION_PROMPT_CHARS)}\n\n(cut to keep the prompt short: run forge inspect --batch ${task.batch} for all of it)` : text,
    },
  ];
}
