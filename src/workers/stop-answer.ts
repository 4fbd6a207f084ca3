import { randomUUID } from 'node:crypto';
import { realpath } from 'node:fs/promises';
import { type Config, managedWorkers } from '../../protocol/config.js';
import type { Clock } from '../clock.js';
import { heldReminder } from './held-reminder.js';
import { hookLog } from './hook-log.js';
import { runStopHook, type StopHookOutcome } from './stop-hook.js';
import { isCurrentSession, readSessionMark, writeMark } from './worker-marks.js';

/** One Stop hook call, as the command hook and the resident hook both receive it. */
export interface StopCall {
  projectRoot: string;
  agent: string;
  config: Config;
  clock: Clock;
  /** The hook JSON's session_id (goes into the claim). */
  sessionId: string | undefined;
  /** The hook JSON's stop_hook_active: this Stop follows a continuation the hook itself asked for. */
  continuing: boolean;
  /** The session runs as this agent (FORGE_AGENT), so a managed worker waits for work without a limit. */
  sessionAgent: string | undefined;
  /** When the supervisor started this session (FORGE_SESSION_STARTED), for a managed worker's wait. */
  sessionStarted: string | undefined;
  /** An explicit wait (`--idle-wait`), else [workers] idle_wait, or no limit for a managed worker. */
  idleWaitMs?: number;
  signal: AbortSignal;
  stderr: (text: string) => void;
}

/** What a Stop hook answers: a block with the next prompt, or nothing (the session stops). */
export type StopReply = { decision?: 'block'; reason?: string };

/**
 * Runs the Stop hook for one call and turns the outcome into the hook's answer, logging one line.
 * Never throws: any failure answers {} so the session can stop, with the reason in the log.
 */
export async function answerStop(call: StopCall): Promise<StopReply> {
  const { projectRoot, agent, config, clock } = call;
  const log = hookLog(projectRoot, 'stop', agent, clock.now, call.stderr);
  let reply: StopReply | null = null;
  const answer = async (outcome: StopHookOutcome | null, failure: string | null): Promise<void> => {
    let moving: string | null = null;
    if (outcome?.kind === 'claimed' && call.sessionAgent === agent)
      moving = await sandboxElsewhere(projectRoot, agent, call.sessionStarted, outcome.worktree, clock);
    reply = moving === null ? answerOf(outcome, agent, projectRoot, call.continuing) : {};
    const said = failure === null ? describeOutcome(outcome!, call.continuing) : `failed: ${failure}; letting the session stop, nothing claimed`;
    await log.line(moving === null ? said : `${said}; ${moving}`).catch((error: Error) => call.stderr(`forge hook stop: ${error.message}\n`));
  };
  try {
    const managed = call.sessionAgent === agent && managedWorkers(config).includes(agent);
    const idleWait = call.idleWaitMs ?? (managed ? Infinity : config.workers.idle_wait);
    const started = call.sessionStarted;
    const outcome = await runStopHook({
      projectRoot,
      agent,
      config,
      idleWaitMs: idleWait,
      sessionId: call.sessionId ?? randomUUID(),
      clock,
      signal: call.signal,
      ...(managed && started ? { stillCurrent: () => isCurrentSession(projectRoot, agent, started) } : {}),
      onWaiting: () =>
        call.stderr(
          `forge hook stop: nothing to claim for ${agent}; waiting ${idleWait === Infinity ? 'without a time limit' : `up to ${Math.round(idleWait / 1000)}s`} for a task\n`,
        ),
      contextSections: async (task) => {
        const [{ swarmPromptSections }, { inspectionPromptSections }] = await Promise.all([
          import('../swarm/sibling-context.js'),
          import('../swarm/inspection-context.js'),
        ]);
        return [
          ...(await swarmPromptSections(projectRoot, task.frontMatter, clock.now)),
          ...(await inspectionPromptSections(projectRoot, clock, task.frontMatter)),
        ];
      },
      answering: (outcome) => answer(outcome, null),
    });
    // A duplicate stop turn is not held, so it is answered here.
    if (reply === null) await answer(outcome, null);
  } catch (error) {
    // Whatever went wrong, the session must be able to stop: {} (never a block it cannot act on).
    if (reply === null) await answer(null, error instanceof Error ? error.message : String(error));
  }
  return reply ?? {};
}

/**
 * A sandboxed session writes only in the folder it started in (its sandbox is fixed at start), so a
 * task claimed for another worktree is not handed to it: the supervisor restarts the worker there
 * (`.restart`), and the new session is given the task back. What the log says, or null when the
 * session stays (same folder, no sandbox, not the supervisor's current session).
 */
async function sandboxElsewhere(projectRoot: string, agent: string, started: string | undefined, worktree: string, clock: Clock): Promise<string | null> {
  const mark = await readSessionMark(projectRoot, agent);
  if (!mark?.sandbox || mark.folder === undefined || mark.started_at !== started) return null;
  const [here, there] = await Promise.all([realFolder(mark.folder), realFolder(worktree)]);
  if (there === null || here === there) return null;
  await writeMark(projectRoot, agent, 'restart', { at: new Date(clock.now()).toISOString(), reason: `task worktree ${worktree}` });
  return `its worktree ${worktree} is outside this sandboxed session's folder ${mark.folder}: restarting the session there`;
}

async function realFolder(path: string): Promise<string | null> {
  try {
    return await realpath(path);
  } catch (error) {
    // A worktree that is not there: the session stays, and the task says what is wrong with it.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
    throw error;
  }
}

/**
 * A claimed task's prompt, or the held task once more at the first Stop of a turn (a new session,
 * or after a person spoke); a worker that stops again right after being told lets the session stop,
 * so the Stop hook never loops into Claude Code's cap on consecutive blocks. Anything else stops.
 */
function answerOf(outcome: StopHookOutcome | null, agent: string, projectRoot: string, continuing: boolean): StopReply {
  if (outcome?.kind === 'claimed') return { decision: 'block', reason: outcome.prompt };
  if (outcome?.kind !== 'held' || continuing) return {};
  return { decision: 'block', reason: heldReminder(outcome.id, outcome.handoffProblem, agent, projectRoot) };
}

function describeOutcome(outcome: StopHookOutcome, continuing: boolean): string {
  switch (outcome.kind) {
    case 'claimed':
      return `claimed ${outcome.id} after ${outcome.waitedMs} ms${outcome.cuts.length ? `; prompt cut: ${outcome.cuts.join(', ')}` : ''}`;
    case 'held':
      return `still holds ${outcome.id} (picked up, ${outcome.handoffProblem ?? 'no handoff yet'}): claiming nothing new; ${continuing ? 'letting the session stop' : 'offering it again'}`;
    case 'idle':
      return `nothing to claim after ${outcome.waitedMs} ms; letting the session stop`;
    case 'stopped':
      return 'asked to stop while waiting; nothing claimed';
    case 'duplicate':
      return "another registration of this session's Stop hook answers this stop; answering nothing";
  }
}
