import { type Config, rosterOf } from '../../protocol/config.js';
import type { Diagnostic } from '../../protocol/diagnostic.js';
import { unservedReviewWarning } from '../../protocol/review-chain.js';
import { TaskFrontMatter } from '../../protocol/task.js';
import { knownKeys } from '../files/read-protocol-file.js';
import { misspeltKeyWarnings } from '../markdown/misspelt-keys.js';
import { outsideRoster } from './roster-agent.js';

const TASK_KEYS = knownKeys(TaskFrontMatter);

/** The daemon asks for every story at every reconcile: the names are worked out once per config (a reload makes a new one). */
const rosters = new WeakMap<Config, ReadonlySet<string>>();

function rosterNames(config: Config): ReadonlySet<string> {
  let names = rosters.get(config);
  if (!names) rosters.set(config, (names = new Set(Object.keys(rosterOf(config)))));
  return names;
}

/**
 * What a task file may say without being refused but most likely did not mean: an inbox folder
 * for an agent no roster names (nobody reads it), a front matter key a typo away from a known
 * one (the field it meant is silently absent), or a review chain with a review no worker takes. The daemon puts these on the story as soon as it
 * reads the file, and `forge doctor` lists them (check "task keys"), from this one function.
 * `frontMatter` is null when the file did not parse: only its folder can be judged.
 */
export function taskFileWarnings(config: Config, agent: string, file: string, frontMatter: Record<string, unknown> | null): Diagnostic[] {
  const stranger = rosterNames(config).has(agent) ? null : outsideRoster(config, agent, file, 'a new agent needs a [workers.<name>] table');
  const unserved = frontMatter ? unservedReviewWarning(config, file, frontMatter) : null;
  return [...(stranger ? [stranger] : []), ...(frontMatter ? misspeltKeyWarnings(file, frontMatter, TASK_KEYS) : []), ...(unserved ? [unserved] : [])];
}
