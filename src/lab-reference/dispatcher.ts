import { type Config, rosterOf } from '../../protocol/config.js';
import { renderDiagnostic } from '../../protocol/diagnostic.js';
import { HANDOFFS_DIR } from '../../protocol/paths.js';
import { unservedReviewWarning } from '../../protocol/review-chain.js';
import { KNOWN_TASK_TYPES } from '../../protocol/task-types.js';
import { ForgeError } from '../errors.js';
import { whyIdInUse } from '../parties/id-in-use.js';
import { agentForTaskType } from '../parties/roster-agent.js';
import { storyIdErrors } from '../parties/story-id-check.js';
import { submitTask, type TaskDraft } from '../parties/submit-task.js';
import { projectIdOf } from '../project/project-id.js';
import { typoOf } from '../text/closest-word.js';
import { readTracking } from '../tracking/read-tracking.js';
import type { DaemonApi } from './daemon-api.js';
import { type DegradedRun, runDegraded } from './degraded-run.js';
import { appendPipeline } from './pipeline-log.js';
import { type RouteInput, reviewRoute } from './review-route.js';

/** A story lab wants done: a task draft without an agent (the daemon says who is free), with what routes its reviews. */
export type DispatchRequest = Omit<TaskDraft, 'agent'> & {
  body: string;
  estimated_scope?: RouteInput['estimated_scope'];
  skip_reviews?: string[] | undefined;
  /** Overrides `[lab] when_busy` for this story. */
  when_busy?: WhenBusy | undefined;
};

export type WhenBusy = Config['lab']['when_busy'];

export type DispatchResult =
  /** `queued`: the worker was not free and `[lab] when_busy = "queue"`, so the task waits in its inbox (why it was not free). */
  | { mode: 'inbox'; story_id: string; agent: string; file: string; queued?: string }
  | { mode: 'degraded'; story_id: string; agent: string; reason: string; run: DegradedRun };

export interface DispatcherDeps {
  projectRoot: string;
  config: Config;
  env: NodeJS.ProcessEnv;
  api: DaemonApi;
  warn: (message: string) => void;
  now: () => string;
}

export interface Dispatcher {
  dispatch(request: DispatchRequest): Promise<DispatchResult>;
}

/**
 * The reference dispatcher. It asks the daemon which worker is free; a free worker gets the task
 * in its inbox (temp file + rename), and when none is, or the daemon does not answer in
 * `[lab] dispatch_timeout`, the story runs in degraded mode. The handshake runs once per
 * dispatcher; a daemon that speaks another protocol turns it to degraded mode for good, with a
 * warning, never an exception.
 */
export function createDispatcher(deps: DispatcherDeps): Dispatcher {
  let handshake: Promise<'ok' | 'degraded' | 'retry'> | null = null;

  function shake(): Promise<'ok' | 'degraded' | 'retry'> {
    handshake ??= deps.api.handshake(projectIdOf(deps.config, deps.projectRoot)).then((outcome) => {
      if (outcome.kind === 'ok') return 'ok';
      if (outcome.kind === 'mismatch') {
        deps.warn(`${outcome.detail}; dispatching every story in degraded mode (${deps.config.lab.degraded_command})`);
        return 'degraded';
      }
      // The daemon may come up later: ask again at the next dispatch.
      handshake = null;
      return 'retry';
    });
    return handshake;
  }

  const degraded = (request: DispatchRequest & { agent: string }, reason: string) => dispatchDegraded(deps, request, reason);

  async function dispatch(request: DispatchRequest): Promise<DispatchResult> {
    const idErrors = storyIdErrors(request.story_id, 'dispatch');
    if (idErrors.length > 0) throw new ForgeError('usage', idErrors.map(renderDiagnostic).join('\n'));
    const read = await readTracking(deps.projectRoot);
    const inUse = await whyIdInUse(deps.projectRoot, request.story_id, read?.ok ? read.tracking : null);
    if (inUse !== null) throw new ForgeError('conflict', `${inUse}; story ids are unique per project`);

    const rosterAgent = agentForTaskType(deps.config, request.task_type);
    if (!rosterAgent.ok) refuseTypo(deps.config, request.task_type);
    const unserved = unservedReviewWarning(deps.config, `story ${request.story_id}`, {
      story_id: request.story_id,
      review_chain: reviewRoute(request).reviews,
    });
    if (unserved) deps.warn(`review_chain: ${unserved.expected}`);
    const whenBusy = request.when_busy ?? deps.config.lab.when_busy;
    const notFree = (agent: string | null, why: string) => {
      if (whenBusy === 'degraded') return degraded({ ...request, agent: agent ?? (rosterAgent.ok ? rosterAgent.agent : 'degraded') }, why);
      const waitFor = agent ?? (rosterAgent.ok ? rosterAgent.agent : null);
      if (waitFor === null)
        throw new ForgeError(
          'bad_input',
          `${why}, and [lab] when_busy = "queue" waits for a worker: ${rosterAgent.ok ? '' : rosterAgent.expected}; or use --when-busy degraded`,
        );
      return toInbox(request, waitFor, why);
    };

    const mode = await shake();
    if (mode === 'degraded') return notFree(null, 'protocol mismatch with the daemon');

    const answer = await deps.api.available(request.task_type);
    if (answer.kind === 'unreachable') return notFree(null, `daemon unavailable: ${answer.detail}`);
    const availability = answer.availability;
    if (!availability.available) {
      const why =
        availability.agent === null
          ? `no worker for task type ${request.task_type} (${availability.reason})`
          : `${availability.agent} is busy with ${availability.current_task ?? 'another task'}`;
      return notFree(availability.agent, why);
    }
    return toInbox(request, availability.agent, null);
  }

  async function toInbox(request: DispatchRequest, agent: string, queued: string | null): Promise<DispatchResult> {
    const { body, estimated_scope, skip_reviews, when_busy, ...draft } = request;
    // The route travels with the task (review_chain, fast_lane) so the sentinel can follow it; the
    // flags stay on the task too, so the daemon puts has_db_migration in the Heimdall context.
    const route = reviewRoute(request);
    const extra = { ...draft.extra, review_chain: route.reviews, fast_lane: route.fast_lane, ...(estimated_scope ? { estimated_scope } : {}) };
    const submitted = await submitTask(deps.projectRoot, deps.env, { ...draft, agent, extra }, body, deps.now());
    if (!submitted.ok) throw new ForgeError('bad_input', `the story does not make a valid task:\n  ${submitted.errors.map(renderDiagnostic).join('\n  ')}`);
    await appendPipeline(deps.projectRoot, {
      at: deps.now(),
      story_id: request.story_id,
      event: 'dispatched',
      agent: submitted.agent,
      file: submitted.file,
      fast_lane: route.fast_lane,
      reviews: route.reviews,
      forced: route.forced,
      ...(queued === null ? {} : { queued }),
    });
    for (const warning of submitted.warnings) deps.warn(warning);
    return { mode: 'inbox', story_id: request.story_id, agent: submitted.agent, file: submitted.file, ...(queued === null ? {} : { queued }) };
  }

  return { dispatch };
}

/**
 * A task type no roster worker takes, a typo away from one that is taken or known (`frontent`),
 * is refused before anything runs: it would otherwise go straight to a degraded run.
 */
function refuseTypo(config: Config, taskType: string): void {
  const taken = Object.values(rosterOf(config)).flatMap((worker) => worker.task_types);
  const meant = typoOf(taskType, [...new Set([...taken, ...KNOWN_TASK_TYPES])]);
  if (meant === null || meant === taskType) return;
  throw new ForgeError('usage', `--type ${taskType}: no roster worker takes it (did you mean ${meant}?); the roster takes ${[...new Set(taken)].join(', ')}`);
}

/** Runs a story in degraded mode at once (also the sentinel, re-routing an orphaned task). */
export async function dispatchDegraded(
  deps: Pick<DispatcherDeps, 'projectRoot' | 'config' | 'env' | 'now'>,
  request: DispatchRequest & { agent: string },
  reason: string,
): Promise<DispatchResult & { mode: 'degraded' }> {
  const run = await runDegraded({
    projectRoot: deps.projectRoot,
    config: deps.config,
    env: deps.env,
    reason,
    now: deps.now,
    task: {
      story_id: request.story_id,
      agent: request.agent,
      task_type: request.task_type,
      worktree_path: request.worktree_path,
      handoff_dir: request.handoff_dir ?? `${deps.projectRoot}/${HANDOFFS_DIR}`,
      assigned_branch: request.assigned_branch,
      has_db_migration: request.has_db_migration,
      has_api_changes: request.has_api_changes,
      title: request.title,
      body: request.body,
    },
  });
  return { mode: 'degraded', story_id: request.story_id, agent: request.agent, reason, run };
}
