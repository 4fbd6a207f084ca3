import { unlink } from 'node:fs/promises';
import { signalFile } from '../../protocol/paths.js';
import { renderSignal } from '../../protocol/signals.js';
import { createExclusive } from '../fs/exclusive-create.js';
import { pathExists } from '../fs/path-exists.js';
import { inProject } from '../project/project-root.js';

export interface ClaimContent {
  agent: string;
  session_id: string;
  at: string;
}

/**
 * `won`: this caller's `.picked-up` is the one. `taken`: another claimer was first. `void`: the
 * daemon orphaned it or Heimdall escalated it at the same moment, so the claim was withdrawn.
 */
export type ClaimOutcome = 'won' | 'taken' | 'void';

/** Claims a story by exclusive create of `<id>.picked-up`: of any number of racing callers exactly one wins. */
export async function claimTask(projectRoot: string, id: string, content: ClaimContent): Promise<ClaimOutcome> {
  const claim = inProject(projectRoot, signalFile(content.agent, id, 'picked-up'));
  if (!(await createExclusive(claim, renderSignal({ ...content })))) return 'taken';
  // An .orphaned written just before our claim wins over it (the sentinel is already re-routing
  // the task), so the claim is withdrawn rather than leaving two parties working on one story.
  for (const signal of ['orphaned', 'escalation'] as const) {
    if (await pathExists(inProject(projectRoot, signalFile(content.agent, id, signal)))) {
      await unlink(claim);
      return 'void';
    }
  }
  return 'won';
}
