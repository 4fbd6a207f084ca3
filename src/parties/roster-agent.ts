import { type Config, rosterOf } from '../../protocol/config.js';
import type { Diagnostic } from '../../protocol/diagnostic.js';
import { canonicalTaskType } from '../../protocol/task-types.js';
import { closestWord } from '../text/closest-word.js';

/** The one worker of the roster that takes this task type, or what would have been needed. */
export function agentForTaskType(config: Config, taskType: string): { ok: true; agent: string } | { ok: false; expected: string } {
  const roster = rosterOf(config);
  const canonical = canonicalTaskType(taskType);
  const takers = Object.entries(roster)
    .filter(([, worker]) => worker.task_types.includes(taskType) || worker.task_types.includes(canonical))
    .map(([name]) => name);
  if (takers.length === 1) return { ok: true, agent: takers[0]! };
  if (takers.length > 1) return { ok: false, expected: `one of ${takers.join(', ')}: more than one worker takes task type "${taskType}"` };
  const known = Object.entries(roster)
    .map(([name, worker]) => `${name}: ${worker.task_types.join(', ')}`)
    .join('; ');
  return {
    ok: false,
    expected: `a worker for task type "${taskType}", but no worker in the roster takes it (${known}); name one, or add the type to a worker's task_types in [workers.<name>]`,
  };
}

/**
 * A task for an agent no roster names would sit in a folder no worker watches until it is
 * orphaned; the likely cause is a typo, so the diagnostic names the nearest roster name.
 */
export function outsideRoster(config: Config, agent: string, file: string): Diagnostic | null {
  const names = Object.keys(rosterOf(config));
  if (names.includes(agent)) return null;
  const near = closestWord(agent, names);
  const hint = near === null ? '' : ` (did you mean "${near}"?)`;
  return {
    code: 'unknown_agent',
    file,
    field: 'agent',
    expected: `a worker of the roster: ${names.join(', ')}${hint}; --new-agent accepts a new one`,
    got: JSON.stringify(agent),
  };
}
