import { canonicalTaskType } from '../../protocol/task-types.js';

export const REVIEW_ORDER = ['code_review', 'arch_review', 'ux_review'] as const;
export type Review = (typeof REVIEW_ORDER)[number];

export interface RouteInput {
  task_type: string;
  estimated_scope?: 'small' | 'medium' | 'large' | undefined;
  has_db_migration?: boolean | undefined;
  has_api_changes?: boolean | undefined;
  skip_reviews?: readonly string[] | undefined;
}

export interface Route {
  /** A small story goes straight to done after its dev stage, without reviews. */
  fast_lane: boolean;
  /** The reviews that follow the dev stage, in order. */
  reviews: Review[];
  /** Why the flags changed the route, for the pipeline log. */
  forced: string[];
}

/**
 * The reference review chain. A small story takes the fast lane (no review); a medium one gets a
 * code review, a large one an architecture review too, a frontend one a UX review; lab's
 * `skip_reviews` removes reviews. The flags are acted on, not only stored: `has_db_migration`
 * closes the fast lane and forces the full chain's architecture review (and code review), and
 * `has_api_changes` forces a code review whatever the scope; neither can be skipped.
 */
export function reviewRoute(input: RouteInput): Route {
  const type = canonicalTaskType(input.task_type);
  const scope = input.estimated_scope ?? 'medium';
  const forced: string[] = [];
  const wanted = new Set<Review>();
  if (scope !== 'small') {
    wanted.add('code_review');
    if (scope === 'large') wanted.add('arch_review');
    if (type === 'frontend' || type === 'fullstack') wanted.add('ux_review');
  }
  for (const skipped of input.skip_reviews ?? []) wanted.delete(skipped as Review);
  if (input.has_db_migration) {
    wanted.add('code_review').add('arch_review');
    forced.push('has_db_migration: no fast lane, full architecture review');
  }
  if (input.has_api_changes) {
    wanted.add('code_review');
    forced.push('has_api_changes: code review');
  }
  // A review task is itself never followed by reviews.
  if ((REVIEW_ORDER as readonly string[]).includes(type)) return { fast_lane: false, reviews: [], forced: [] };
  const reviews = REVIEW_ORDER.filter((review) => wanted.has(review));
  return { fast_lane: scope === 'small' && reviews.length === 0, reviews, forced };
}
