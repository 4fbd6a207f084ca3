import type { z } from 'zod';
import { fillOffsetPage, pageStart } from '../../protocol/tools/common.js';
import type { GetSiblingsInput, GetSiblingsOutput } from '../../protocol/tools/get-siblings.js';
import { describeSiblings, findFocus, siblingsOfFocus } from '../swarm/swarm-view.js';
import { parseCursor as offsetOf } from '../transcripts/search.js';
import { agentOf, type ToolContext } from './context.js';

export async function getSiblings(context: ToolContext, input: z.output<typeof GetSiblingsInput>): Promise<GetSiblingsOutput> {
  const offset = offsetOf(input.cursor ?? null);
  const tracking = await context.tracking();
  const agent = agentOf(context, input.agent);
  const focus = findFocus(tracking, agent, input.story_id);
  const all = tracking && focus ? siblingsOfFocus(tracking, focus) : [];
  const page: GetSiblingsOutput = {
    ok: true,
    story_id: focus?.id ?? null,
    module: focus?.entry.module ?? null,
    batch: focus?.entry.batch ?? null,
    items: [],
    ...pageStart(all.length, input.limit, input.cursor),
  };
  fillOffsetPage(page, await describeSiblings(context.projectRoot, all.slice(offset, offset + input.limit)), offset, all.length);
  if (page.items.length === 0)
    page.message = emptyMessage(tracking === null, focus === null, agent, offset > 0, focus?.entry.module ?? null, focus?.entry.batch ?? null);
  return page;
}

function emptyMessage(noTracking: boolean, noFocus: boolean, agent: string | null, paged: boolean, module: string | null, batch: string | null): string {
  if (noTracking) return 'No .tracking.json in this project: the daemon has not run here yet (forge start), so no tasks are known.';
  if (noFocus)
    return agent === null
      ? 'No agent and no story_id given: pass story_id (or agent) to say whose siblings to list.'
      : `${agent} holds no picked-up task; pass story_id to list the siblings of a specific task.`;
  if (paged) return 'No more siblings after this cursor. Drop cursor to start again.';
  if (module === null && batch === null)
    return 'This task has neither a batch nor a module in its front matter, so no task counts as its sibling. The dispatcher sets batch (or module) on tasks built together.';
  return `No other tracked task shares ${batch !== null ? `batch "${batch}"` : ''}${batch !== null && module !== null ? ' or ' : ''}${module !== null ? `the module prefix of "${module}"` : ''}. Tasks already confirmed and cleaned up are no longer tracked.`;
}
