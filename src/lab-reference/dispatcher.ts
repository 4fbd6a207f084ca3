import type { Config } from '../../protocol/config.js';
import { renderDiagnostic } from '../../protocol/diagnostic.js';
import { HANDOFFS_DIR } from '../../protocol/paths.js';
import { ForgeError } from '../errors.js';
import { whyIdInUse } from '../parties/id-in-use.js';
import { agentForTaskType } from '../parties/roster-agent.js';
import { storyIdErrors } from '../parties/story-id-check.js';
import { submitTask, type TaskDraft } from '../parties/submit-task.js';
import { projectIdOf } from '../project/project-id.js';
import { readTracking } from '../tracking/read-tracking.js';
import type { DaemonApi } from './daemon-api.js';
import { type DegradedRun, runDegraded } from './degraded-run.js';
import { appendPipeline } from './pipeline-log.js';
import { type RouteInput, reviewRoute } from './review-route.js';

/** A story lab wants done: a task draft without an agent (the daemon says who is free), with what routes its reviews. */
export type DispatchRequest = Omit<TaskDraft, 'agent'> & { body: string; estimated_scope?: RouteInput['estimated_scope']; skip_reviews?: string[] | undefined };

export type DispatchResult =
  | { mode: 'inbox'; story_id: string; agent: string; file: string }
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

    const mode = await shake();
    const rosterAgent = agentForTaskType(deps.config, request.task_type);
    const fallbackAgent = rosterAgent.ok ? rosterAgent.agent : 'degraded';
    if (mode === 'degraded') return degraded({ ...request, agent: fallbackAgent }, 'protocol mismatch with the daemon');

    const answer = await deps.api.available(request.task_type);
    if (answer.kind === 'unreachable') return degraded({ ...request, agent: fallbackAgent }, `daemon unavailable: ${answer.detail}`);
    const availability = answer.availability;
    if (!availability.available) {
      const why =
        availability.agent === null
          ? `no worker for task type ${request.task_type} (${availability.reason})`
          : `${availability.agent} is busy with ${availability.current_task ?? 'another task'}`;
      return degraded({ ...request, agent: availability.agent ?? fallbackAgent }, why);
    }
    const { body, estimated_scope, skip_reviews, ...draft } = request;
    // The route travels with the task (review_chain, fast_lane) so the sentinel can follow it; the
    // flags stay on the task too, so the daemon puts has_db_migration in the Heimdall context.
    const route = reviewRoute(request);
    const extra = { ...draft.extra, review_chain: route.reviews, fast_lane: route.fast_lane, ...(estimated_scope ? { estimated_scope } : {}) };
    const submitted = await submitTask(deps.projectRoot, deps.env, { ...draft, agent: availability.agent, extra }, body, deps.now());
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
    });
    return { mode: 'inbox', story_id: request.story_id, agent: submitted.agent, file: submitted.file };
  }

  return { dispatch };
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
