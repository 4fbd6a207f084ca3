import type { PickTally } from './pick-next.js';

const BLOCKED_WORDS: Record<string, string> = {
  'picked-up': 'picked up',
  orphaned: 'orphaned',
  escalation: 'escalated',
  confirmed: 'confirmed',
  timeout: 'timed out',
};

/** Says why a pickup found nothing to claim, and what to look at next. */
export function describeEmptyPick(tally: PickTally, agent: string, story: string | undefined): string {
  if (!tally.folderExists) return `there is no inbox folder ${tally.inbox}/ yet: nothing was ever submitted to ${agent} (check --agent and --project)`;
  const what = story === undefined ? `nothing to pick up in ${tally.inbox}/` : `cannot pick up ${story}`;
  if (tally.tasks === 0) return story === undefined ? `${what}: no task files` : `${what}: no task file ${tally.inbox}/${story}.md`;
  const reasons = Object.entries(tally.blocked).map(([signal, count]) => `${count} ${BLOCKED_WORDS[signal] ?? signal}`);
  if (tally.invalid > 0) reasons.push(`${tally.invalid} invalid (forge status --state invalid says why)`);
  if (tally.duplicate > 0) reasons.push(`${tally.duplicate} with the same id in another agent's folder`);
  if (tally.lost > 0) reasons.push(`${tally.lost} claimed by another picker first`);
  if (tally.waiting > 0) reasons.push(`${tally.waiting} waiting for stories they depend on ([dispatch] respect_depends_on)`);
  const files = tally.tasks === 1 ? '1 task file' : `${tally.tasks} task files`;
  return `${what}: ${files}, ${reasons.join(', ')}`;
}
