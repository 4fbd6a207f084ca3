import { signalFile } from './paths.js';
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
