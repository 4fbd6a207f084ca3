import { agentInbox } from '../../protocol/paths.js';
import { shellQuote } from './handoff-instructions.js';

/**
 * What the Stop hook says when a turn ends with the worker still holding a task it has not handed
 * off (a new session after one that stopped mid-task): that task again, never a new one.
 */
export function heldReminder(id: string, handoffProblem: string | null, agent: string, projectRoot: string): string {
  return [
    `You still hold task ${id} (picked up, ${handoffProblem ?? 'no handoff yet'}); no new task comes until it is handed off.`,
    `Its instructions are in ${projectRoot.replace(/[\\/]+$/, '')}/${agentInbox(agent)}/${id}.md. Finish it, then hand it off:`,
    '',
    '```sh',
    `forge handoff --project ${shellQuote(projectRoot)} --story ${id} --status completed --summary '<one line>' --file - <<'HANDOFF'`,
    '<for the reviewers>',
    'HANDOFF',
    '```',
    '',
    'If you cannot finish, hand off with --status failed or --status blocked and say why in the body.',
  ].join('\n');
}
