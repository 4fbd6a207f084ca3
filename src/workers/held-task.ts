import { handoffFile } from '../../protocol/paths.js';
import type { SignalName } from '../../protocol/signals.js';
import { pathExists } from '../fs/path-exists.js';
import type { InboxStory } from '../parties/inbox-listing.js';
import { inProject } from '../project/project-root.js';

/** Signals after which a picked-up task is no longer the worker's to finish. */
const RELEASING: readonly SignalName[] = ['orphaned', 'timeout', 'escalation', 'confirmed'];

export type Held = { id: string; handoffProblem: string | null } | null;

/**
 * The task this agent has picked up and not yet handed off, if any: a worker does one task at a
 * time, so the Stop hook claims nothing new while one is held. A pr-handoff that does not validate
 * does not count as handed off (the daemon would not count it either).
 */
export async function heldTask(projectRoot: string, agent: string, stories: Map<string, InboxStory>, maxBytes: number): Promise<Held> {
  const open = [...stories].filter(([, story]) => story.task && story.signals.has('picked-up') && !RELEASING.some((signal) => story.signals.has(signal)));
  for (const [id] of open.sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (await pathExists(inProject(projectRoot, handoffFile(id, 'error')))) continue;
    // Loaded only when a task is held: the SessionStart hook usually has none and starts faster without the front matter parser.
    const { readHandoff } = await import('../parties/read-handoff.js');
    const pr = await readHandoff(projectRoot, id, 'pr', maxBytes);
    if (pr?.ok && pr.frontMatter.agent === agent) continue;
    return {
      id,
      handoffProblem: pr === null ? null : pr.ok ? `its handoff names agent ${String(pr.frontMatter.agent)}` : `its handoff ${pr.file} is not valid`,
    };
  }
  return null;
}
