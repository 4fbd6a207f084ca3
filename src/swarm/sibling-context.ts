import { DEFAULT_CONFIG } from '../../protocol/config.js';
import type { TaskFrontMatter } from '../../protocol/task.js';
import type { BroadcastItem, Sibling } from '../../protocol/tools/common.js';
import { jsonBytes } from '../../protocol/tools/common.js';
import { readTracking } from '../tracking/read-tracking.js';
import { BroadcastIndex } from './broadcast-index.js';
import { itemOf } from './broadcast-page.js';
import { relevantBroadcasts } from './relevant-broadcasts.js';
import { siblingsOf, swarmTaskOf } from './siblings.js';
import { describeSiblings } from './swarm-view.js';

/**
 * The swarm part of a worker's prompt: the sibling modules built in parallel with its task, and
 * the most relevant recent broadcasts (critical first, then newest; the rest as a count). The
 * Stop hook adds these sections after lab's instructions. Both together stay within
 * `SWARM_PROMPT_BYTES`: lines are dropped from the end of a section, with a note saying so.
 */
export const SWARM_PROMPT_BYTES = 4_096;
export const PROMPT_SIBLINGS = 10;
export const PROMPT_BROADCASTS = 10;

export interface PromptSection {
  title: string;
  text: string;
}

export interface SwarmPromptInput {
  siblings: Sibling[];
  siblingsTotal: number;
  broadcasts: BroadcastItem[];
  olderBroadcasts: number;
  budgetBytes?: number;
}

/** Pure: the sections from what was gathered; none when there is nothing to say. */
export function siblingContextSections(input: SwarmPromptInput): PromptSection[] {
  const budget = input.budgetBytes ?? SWARM_PROMPT_BYTES;
  const sections: PromptSection[] = [];
  if (input.siblingsTotal > 0) {
    const lines = input.siblings.map((s) => `- ${s.module ?? '(no module)'} (${s.story_id}, ${s.agent}, ${s.state}): ${s.description}`);
    const more = input.siblingsTotal - input.siblings.length;
    sections.push({
      title: 'Sibling modules (built in parallel with yours)',
      text: fit(
        lines,
        budget / 2,
        more > 0 ? `(+${more} more: get_siblings, or forge tool get_siblings)` : null,
        'Build against their broadcast contracts, not against guesses; broadcast every interface you expose (broadcast_finding, or forge broadcast) before you hand off.',
      ),
    });
  }
  if (input.broadcasts.length > 0) {
    const lines = input.broadcasts.map((b) => `- [${b.severity}] ${b.module} (${b.agent}, ${b.created_at}) ${b.kind}: ${b.summary} [${b.id}]`);
    sections.push({
      title: 'Recent broadcasts',
      text: fit(
        lines,
        budget / 2,
        input.olderBroadcasts > 0 ? `(+${input.olderBroadcasts} older broadcasts: get_broadcasts, or forge broadcasts)` : null,
        'Read a contract in full with get_broadcast <id> (forge broadcasts get <id>).',
      ),
    });
  }
  return sections;
}

/** The lines, as many as fit the budget (at least one), then a note of what was left out, then the advice. */
function fit(lines: string[], budget: number, more: string | null, advice: string): string {
  const render = (shown: number) => {
    const dropped = lines.length - shown;
    const notes = [dropped > 0 ? `(${dropped} more left out to keep the prompt short)` : null, more].filter(Boolean).join(' ');
    return [...lines.slice(0, shown), ...(notes ? [notes] : []), '', advice].join('\n');
  };
  let shown = lines.length;
  while (shown > 1 && jsonBytes(render(shown)) > budget) shown -= 1;
  return render(shown);
}

/**
 * Gathers and renders the sections for a task just claimed. Reads `.tracking.json` (the
 * siblings' module and batch) and the broadcasts folder; a project without either gets no sections.
 */
export async function swarmPromptSections(
  projectRoot: string,
  task: Pick<TaskFrontMatter, 'story_id' | 'agent' | 'module' | 'batch'>,
  now: () => number,
): Promise<PromptSection[]> {
  const read = await readTracking(projectRoot);
  const tracked = read?.ok ? read.tracking.tasks : {};
  const me = { story_id: task.story_id, agent: task.agent, state: 'picked_up' as const, module: task.module ?? null, batch: task.batch ?? null, file: '' };
  const siblings = siblingsOf(
    me,
    Object.entries(tracked).map(([id, entry]) => swarmTaskOf(id, entry)),
  );
  const { headers } = await new BroadcastIndex(projectRoot, { now, settleMs: DEFAULT_CONFIG.daemon.settle }).refresh();
  const relevant = relevantBroadcasts(
    headers,
    [task.module, ...siblings.map((s) => s.module)].filter((m): m is string => typeof m === 'string'),
    PROMPT_BROADCASTS,
  );
  return siblingContextSections({
    siblings: await describeSiblings(projectRoot, siblings.slice(0, PROMPT_SIBLINGS)),
    siblingsTotal: siblings.length,
    broadcasts: relevant.items.map(itemOf),
    olderBroadcasts: relevant.older,
  });
}
