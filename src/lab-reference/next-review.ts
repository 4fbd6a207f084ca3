import { renderDiagnostic } from '../../protocol/diagnostic.js';
import type { TaskFrontMatter } from '../../protocol/task.js';
import { ForgeError } from '../errors.js';
import { whyIdInUse } from '../parties/id-in-use.js';
import { submitTask } from '../parties/submit-task.js';
import { REVIEW_ORDER, type Review } from './review-route.js';

/** The review id of a story: `<story>.<review>`, e.g. `SHOP-7.arch_review`. */
export const reviewTaskId = (storyId: string, review: Review) => `${storyId}.${review}`;

/** The reviews still to come on a task: its `review_chain` front matter, known reviews only. */
export function chainOf(task: TaskFrontMatter): Review[] {
  const chain = task.review_chain;
  return Array.isArray(chain) ? chain.filter((review): review is Review => (REVIEW_ORDER as readonly unknown[]).includes(review)) : [];
}

/**
 * Submits the next review of a story whose stage was handed off as completed: a task of that
 * review type (the roster names the reviewer) on the same worktree, with the same flags and the
 * rest of the chain. Null when the chain is done or the review was submitted already.
 */
export async function submitNextReview(
  projectRoot: string,
  env: NodeJS.ProcessEnv,
  task: TaskFrontMatter,
  now: string,
): Promise<{ id: string; agent: string } | null> {
  const [review, ...rest] = chainOf(task);
  if (review === undefined) return null;
  const story = typeof task.reviews_story === 'string' ? task.reviews_story : task.story_id;
  const id = reviewTaskId(story, review);
  if ((await whyIdInUse(projectRoot, id, null)) !== null) return null;
  const submitted = await submitTask(
    projectRoot,
    env,
    {
      story_id: id,
      task_type: review,
      worktree_path: task.worktree_path,
      assigned_branch: task.assigned_branch,
      project_id: task.project_id,
      handoff_dir: task.handoff_dir,
      urgency: task.urgency,
      title: task.title === undefined ? undefined : `${review.replace('_', ' ')}: ${task.title}`,
      has_db_migration: task.has_db_migration,
      has_api_changes: task.has_api_changes,
      extra: { review_chain: rest, fast_lane: false, reviews_story: story },
    },
    `Review story ${story} (${review.replace('_', ' ')}): its work is on ${task.assigned_branch ?? task.worktree_path}; its pr-handoff is ${task.story_id}-pr-handoff.md.${task.has_db_migration ? ' It changes the database schema: review the migration and its rollback.' : ''}${task.has_api_changes ? ' It changes an API: review its callers and its compatibility.' : ''}\n`,
    now,
  );
  if (!submitted.ok)
    throw new ForgeError('bad_input', `the ${review} of ${story} does not make a valid task:\n  ${submitted.errors.map(renderDiagnostic).join('\n  ')}`);
  return { id, agent: submitted.agent };
}
