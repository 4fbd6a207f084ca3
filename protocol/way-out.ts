import { handoffFile, signalFile } from './paths.js';
import type { TaskEntry } from './tracking.js';

/**
 * A story in a state that stops it, with no diagnostic to show: what happened and the way on, so
 * a row never says nothing about a story that waits for a person.
 */
export function wayOut(id: string, entry: Pick<TaskEntry, 'state' | 'agent'> & { stage?: string | null | undefined }): string | null {
  switch (entry.state) {
    case 'timed_out':
      return `no handoff before the ${entry.stage ?? 'dev'} stage deadline: forge retry --story ${id} runs it again; forge confirm --story ${id} --force drops it`;
    case 'orphaned':
      return `not picked up before the orphan deadline: forge retry --story ${id} submits it again (forge lab sentinel runs it degraded, unless [lab] when_busy = "queue")`;
    case 'escalated':
      return `Heimdall escalated it: remove ${signalFile(entry.agent, id, 'escalation')} to let ${entry.agent} go on, or forge confirm --story ${id} --force to drop it`;
    default:
      return null;
  }
}

/** What a closed story's handoff says: failed when the lab side wrote an error handoff, or the worker handed it off failed or blocked. */
export interface ClosedHandoff {
  kind: string;
  status: string;
}

/** A confirmed story a person must look at: it left the board, and nothing runs it again by itself. */
export function closedAsFailed(handoff: ClosedHandoff | null | undefined): handoff is ClosedHandoff {
  return handoff != null && (handoff.kind === 'error' || handoff.status === 'failed' || handoff.status === 'blocked');
}

/** What happened to a story closed as failed, and what to do: its id is finished, so it runs again only under a new one. */
export function failedWayOut(id: string, story: { agent: string; stage?: string | null | undefined; timedOut: boolean; handoff: ClosedHandoff }): string {
  const file = handoffFile(id, story.handoff.kind === 'error' ? 'error' : 'pr');
  const what =
    story.handoff.kind === 'error'
      ? story.timedOut
        ? `${story.agent} handed nothing off before the ${story.stage ? `${story.stage} ` : ''}stage deadline, and the story was closed as failed`
        : 'the story was closed as failed'
      : `${story.agent} handed it off as ${story.handoff.status}`;
  return `${what}: read ${file}, then dispatch it again under a new id (a confirmed id does not run again)`;
}
