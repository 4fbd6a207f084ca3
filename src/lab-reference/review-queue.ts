import { handoffFile } from '../../protocol/paths.js';
import type { TaskEntry } from '../../protocol/tracking.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { pathExists } from '../fs/path-exists.js';
import { renderFrontMatter } from '../markdown/front-matter.js';
import { readHandoff } from '../parties/read-handoff.js';
import { inProject } from '../project/project-root.js';
import { reviewQueueFile } from './lab-paths.js';

/**
 * Puts an escalated story in the human review queue, one Markdown file per story: what Heimdall
 * said, where the evidence is, and the two ways out. The daemon writes its escalation handoff
 * with the state change, but the two can land in either order: `waiting` means "look again",
 * unless `anyway` says to queue without it.
 */
export async function queueForReview(
  projectRoot: string,
  id: string,
  entry: TaskEntry,
  options: { now: string; maxBytes: number; anyway: boolean },
): Promise<'queued' | 'already' | 'waiting'> {
  const file = inProject(projectRoot, reviewQueueFile(id));
  if (await pathExists(file)) return 'already';
  const escalation = await readHandoff(projectRoot, id, 'escalation', options.maxBytes);
  if (escalation === null && !options.anyway) return 'waiting';
  const facts = escalation?.ok ? escalation.frontMatter : {};
  const frontMatter = {
    story_id: id,
    agent: entry.agent,
    reason: typeof facts.reason === 'string' ? facts.reason : 'escalated by Heimdall',
    violations: typeof facts.violations === 'number' ? facts.violations : null,
    escalated_at: entry.escalated_at,
    task: entry.file,
    escalation_handoff: handoffFile(id, 'escalation'),
    queued_at: options.now,
  };
  const body = [
    `# ${id} needs a person`,
    '',
    `Heimdall stopped ${entry.agent} on ${id}: ${frontMatter.reason}. The sentinel does not retry escalated stories.`,
    '',
    'Evidence: the escalation handoff named above and the blocked calls in _vibe-chain-output/heimdall-audit.log.',
    '',
    'Ways out:',
    `- resume: fix what made the worker reach for blocked commands, then delete the task's .escalation signal (the daemon puts the story back where it was);`,
    `- drop: forge confirm --story ${id} --force (the daemon records it in the ledger and cleans up), then remove this file.`,
    '',
  ].join('\n');
  await writeAtomic(file, renderFrontMatter(frontMatter, body));
  return 'queued';
}
