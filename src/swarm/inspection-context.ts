import { DEFAULT_CONFIG } from '../../protocol/config.js';
import type { TaskFrontMatter } from '../../protocol/task.js';
import { stageOf } from '../../protocol/task-types.js';
import { InspectBatchInput } from '../../protocol/tools/inspect-batch.js';
import type { Clock } from '../clock.js';
import { readTracking } from '../tracking/read-tracking.js';
import { BroadcastIndex } from './broadcast-index.js';
import { inspectionPage } from './inspection-page.js';
import { renderInspection } from './render-inspection.js';
import type { PromptSection } from './sibling-context.js';

/** What the inspection may take of a worker's prompt; the rest is one `forge inspect` away. */
export const INSPECTION_PROMPT_CHARS = 6_000;

/**
 * An architecture review of a batch gets the batch's inspection (what `forge inspect --batch`
 * prints: each module's produced and consumed interfaces, then the flags) as task context, so the
 * reviewer starts from the mismatches instead of having to ask for them. Any other task gets none.
 */
export async function inspectionPromptSections(
  projectRoot: string,
  clock: Clock,
  task: Pick<TaskFrontMatter, 'task_type' | 'stage' | 'batch'>,
): Promise<PromptSection[]> {
  if (!task.batch || stageOf(task.task_type, task.stage) !== 'arch_review') return [];
  const tracking = await readTracking(projectRoot);
  // A tracking file that does not read gives no inspection: the review goes on without it.
  if (tracking !== null && !tracking.ok) return [];
  const { headers } = await new BroadcastIndex(projectRoot, { now: () => clock.now(), settleMs: DEFAULT_CONFIG.daemon.settle }).refresh();
  const text = renderInspection(await inspectionPage(projectRoot, tracking?.tracking ?? null, headers, InspectBatchInput.parse({ batch: task.batch })));
  const cut = text.length > INSPECTION_PROMPT_CHARS;
  return [
    {
      title: `Inspection of batch ${task.batch}`,
      text: cut ? `${text.slice(0, INSPECTION_PROMPT_CHARS)}\n\n(cut to keep the prompt short: run forge inspect --batch ${task.batch} for all of it)` : text,
    },
  ];
}
