import type { z } from 'zod';
import { DONE_STATES } from '../../protocol/dependencies.js';
import {
  type GetStateInput,
  type GetStateOutput,
  STATE_BROADCASTS_SHOWN,
  STATE_EXCHANGES_SHOWN,
  STATE_SIBLINGS_SHOWN,
} from '../../protocol/tools/get-state.js';
import { TASK_STATES, type TaskState } from '../../protocol/tracking.js';
import { itemOf } from '../swarm/broadcast-page.js';
import { describeSiblings, findFocus, focusBroadcasts, siblingsOfFocus } from '../swarm/swarm-view.js';
import { storyExchanges } from '../transcripts/story-exchanges.js';
import { agentOf, type ToolContext } from './context.js';
import { statePlans } from './planning/state-plans.js';

export async function getState(context: ToolContext, input: z.output<typeof GetStateInput>): Promise<GetStateOutput> {
  const tracking = await context.tracking();
  const agent = agentOf(context, input.agent);
  const focus = findFocus(tracking, agent, input.story_id);
  const counts = Object.fromEntries(TASK_STATES.map((state) => [state, 0])) as Record<TaskState, number>;
  let blocked = 0;
  for (const entry of Object.values(tracking?.tasks ?? {})) {
    counts[entry.state] += 1;
    if (!DONE_STATES.has(entry.state) && (entry.blocked_by?.length ?? 0) > 0) blocked += 1;
  }
  const siblings = tracking && focus ? siblingsOfFocus(tracking, focus) : [];
  const broadcasts = focusBroadcasts((await context.broadcasts.refresh()).headers, focus, siblings, STATE_BROADCASTS_SHOWN);
  const state: GetStateOutput = {
    ok: true,
    updated_at: tracking?.updated_at ?? null,
    counts,
    blocked,
    agent: focus?.entry.agent ?? agent,
    task: focus
      ? {
          story_id: focus.id,
          state: focus.entry.state,
          stage: focus.entry.stage,
          module: focus.entry.module ?? null,
          batch: focus.entry.batch ?? null,
          deadline_at: focus.entry.deadline_at,
          depends_on: focus.entry.depends_on ?? [],
          blocked_by: focus.entry.blocked_by ?? [],
          blocks: focus.entry.blocks ?? [],
        }
      : null,
    siblings: { total: siblings.length, items: await describeSiblings(context.projectRoot, siblings.slice(0, STATE_SIBLINGS_SHOWN)) },
    broadcasts: { items: broadcasts.items.map(itemOf), older: broadcasts.older, critical: broadcasts.critical },
  };
  if (focus) state.exchanges = await storyExchanges(context.projectRoot, focus.id, STATE_EXCHANGES_SHOWN);
  const plans = await statePlans(context.projectRoot, input.project);
  if (plans) state.plans = plans;
  if (!focus) state.message = noTaskMessage(tracking === null, agent);
  return state;
}

function noTaskMessage(noTracking: boolean, agent: string | null): string {
  if (noTracking)
    return 'No .tracking.json in this project: the daemon has not run here yet (forge start), so there is no task to describe. Broadcasts are listed all the same.';
  if (agent === null)
    return 'No agent given, so no current task: pass agent or story_id (or start the server with forge mcp --agent NAME) to see your task and its siblings.';
  return `${agent} holds no picked-up task right now. Pass story_id to look at a specific task; counts and broadcasts cover the whole project.`;
}
