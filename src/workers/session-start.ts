import type { WorkerConfig } from '../../protocol/config.js';
import { agentInbox } from '../../protocol/paths.js';
import type { InboxStory } from '../parties/inbox-listing.js';
import { shellQuote } from './handoff-instructions.js';
import type { Held } from './held-task.js';

/** What the SessionStart hook prints must stay small: it is added to the session's context. */
export const SESSION_START_MAX_CHARS = 2500;

export interface SessionFacts {
  agent: string;
  projectRoot: string;
  projectId: string;
  worker: WorkerConfig | undefined;
  adapterPath: string;
  held: Held;
  stories: Map<string, InboxStory> | null;
}

/** Tasks of the inbox by what their signals say, from file names alone (no task file is read). */
export function inboxCounts(stories: Map<string, InboxStory> | null): { waiting: number; pickedUp: number; other: number } {
  const counts = { waiting: 0, pickedUp: 0, other: 0 };
  for (const story of stories?.values() ?? []) {
    if (!story.task) continue;
    if (story.signals.size === 0) counts.waiting += 1;
    else if (story.signals.size === 1 && story.signals.has('picked-up')) counts.pickedUp += 1;
    else counts.other += 1;
  }
  return counts;
}

/** The plain text a worker session starts with: who it is, its task, what waits, the three commands. */
export function sessionStartText(facts: SessionFacts): string {
  const { agent } = facts;
  const project = shellQuote(facts.projectRoot);
  const types = facts.worker ? facts.worker.task_types.join(', ') : 'none (not in the roster: [workers.NAME] in _vibe-chain/config.toml)';
  const counts = inboxCounts(facts.stories);
  const current = facts.held
    ? `Your current task is ${facts.held.id} (picked up, ${facts.held.handoffProblem ?? 'no handoff yet'}): finish it and hand it off before anything else; its instructions are in ${agentInbox(agent)}/${facts.held.id}.md.`
    : 'You hold no task right now.';
  const text = [
    `You are ${agent}, a forge worker of project ${facts.projectId} (task types: ${types}). Your personality adapter is ${facts.adapterPath}.`,
    current,
    `Inbox ${agentInbox(agent)}/: ${counts.waiting} waiting to be claimed, ${counts.pickedUp} picked up, ${counts.other} orphaned, timed out, escalated or confirmed.`,
    'Tasks arrive by themselves when you end a turn (the Stop hook claims the next one and gives it to you). The commands you will need:',
    `  forge pickup --agent ${agent} --project ${project}     claim the next task now and print it`,
    `  forge handoff --story ID --status completed|failed|blocked --summary '...' --project ${project}     write the handoff when a task is done`,
    `  forge status --agent ${agent} --project ${project}     your tasks, most urgent first`,
  ].join('\n');
  return `${text.length > SESSION_START_MAX_CHARS ? `${text.slice(0, SESSION_START_MAX_CHARS - 4)}...` : text}\n`;
}
