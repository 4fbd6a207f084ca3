import { type Config, rosterOf } from './config.js';
import type { Diagnostic } from './diagnostic.js';
import { canonicalTaskType } from './task-types.js';

/**
 * A task may carry the reviews that follow it (`review_chain`, the reference lab's route; kept and
 * passed through like every unknown field). A review no roster worker takes cannot be submitted,
 * so the story would stop at `handed_off` with nothing said: this names it as soon as the task is
 * read, with the way out. Pure; the roster is the config's.
 */
export function unservedReviewWarning(config: Config, file: string, frontMatter: Record<string, unknown>): Diagnostic | null {
  const chain = frontMatter.review_chain;
  if (!Array.isArray(chain)) return null;
  const taken = new Set(Object.values(rosterOf(config)).flatMap((worker) => worker.task_types.map(canonicalTaskType)));
  const unserved = chain.filter((review): review is string => typeof review === 'string' && !taken.has(canonicalTaskType(review)));
  if (unserved.length === 0) return null;
  const id = typeof frontMatter.story_id === 'string' ? frontMatter.story_id : 'ID';
  const first = unserved[0]!;
  return {
    code: 'unserved_review',
    file,
    field: 'review_chain',
    expected: `reviews a roster worker takes; none takes ${unserved.join(', ')}, so the story stops at handed_off: add ${first} to a worker's task_types, or forge confirm --story ${id} to finish without it`,
    got: JSON.stringify(chain),
  };
}
