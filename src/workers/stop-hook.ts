import { unlink } from 'node:fs/promises';
import type { ClaimKey } from '../../protocol/claim-order.js';
import type { Config } from '../../protocol/config.js';
import { agentInbox, contextFile } from '../../protocol/paths.js';
import { toIso } from '../../protocol/timestamps.js';
import type { Clock } from '../clock.js';
import { watchOptionsFor } from '../fs/watch-mode.js';
import { listInbox } from '../parties/inbox-listing.js';
import { type PickedTask, pickNext } from '../parties/pick-next.js';
import { inProject } from '../project/project-root.js';
import { type AdapterText, composePrompt, type PromptSection } from './compose-prompt.js';
import { touchHeartbeat } from './heartbeat.js';
import { heldTask } from './held-task.js';
import { watchInboxFolder } from './inbox-wait.js';
import { readAdapter } from './read-adapter.js';
import { holdStopTurn } from './stop-turn-lock.js';
import { warmUpTaskReading } from './warm-up.js';
import { removeMark } from './worker-marks.js';

export interface StopHookOptions {
  projectRoot: string;
  agent: string;
  config: Config;
  idleWaitMs: number;
  sessionId: string;
  clock: Clock;
  /** Aborted when the process is asked to stop: the wait ends and nothing more is claimed. */
  signal: AbortSignal;
  /** Called once the first look found nothing and the hook starts waiting (stderr line, tests, bench). */
  onWaiting?: () => void;
  /**
   * For a managed session: whether it is still the one its supervisor runs. Asked every second
   * while waiting; false ends the wait with nothing claimed (the hook outlived its session).
   */
  stillCurrent?: () => Promise<boolean>;
  /** Sibling stories' context and recent broadcasts, added to the prompt after lab's instructions. */
  contextSections?: (task: PickedTask) => Promise<PromptSection[]>;
  /**
   * Turns the outcome into the hook's answer while the stop turn is still held, so that a turn
   * left behind by a process that died (a SIGKILLed daemon) means an answer that may never have
   * reached the session: the supervisor wakes such a session (clearDeadStopTurns).
   */
  answering?: (outcome: StopHookOutcome) => Promise<void>;
}

export type StopHookOutcome =
  | { kind: 'claimed'; id: string; prompt: string; waitedMs: number; cuts: string[]; worktree: string }
  | { kind: 'held'; id: string; handoffProblem: string | null }
  | { kind: 'idle'; waitedMs: number }
  | { kind: 'stopped'; waitedMs: number }
  | { kind: 'duplicate' };

/**
 * One Stop hook call: heartbeat, then the oldest claimable task of the agent's inbox, else a wait
 * on the inbox folder (events, with a slow backstop rescan) until a task lands or `idle_wait` ends.
 * Throws on any failure; a claim made before the failure is withdrawn first, so nothing is left
 * half-claimed.
 */
export async function runStopHook(options: StopHookOptions): Promise<StopHookOutcome> {
  const release = await holdStopTurn(options.projectRoot, options.agent, options.sessionId);
  if (release === null) return { kind: 'duplicate' };
  try {
    const outcome = await stopTurn(options);
    await options.answering?.(outcome);
    return outcome;
  } finally {
    await release();
  }
}

async function stopTurn(options: StopHookOptions): Promise<StopHookOutcome> {
  const { projectRoot, agent, config, clock } = options;
  const started = clock.now();
  await touchHeartbeat(projectRoot, agent, started);
  // The turn ended, so whatever the session waited for a person about is over.
  await removeMark(projectRoot, agent, 'needs-input');
  // Read before any claim: a broken adapter must stop the session with nothing claimed.
  const adapter = await readAdapter(projectRoot, agent, config);
  const stories = await listInbox(projectRoot, agent);
  const held = stories === null ? null : await heldTask(projectRoot, agent, stories, config.daemon.max_task_bytes);
  if (held) return { kind: 'held', ...held };

  // Paid before the first look rather than when a task lands: a waiting hook claims at warm speed.
  await warmUpTaskReading();
  const keys = new Map<string, ClaimKey>();
  const tryClaim = async () => {
    const result = await pickNext(projectRoot, {
      agent,
      session_id: options.sessionId,
      now: () => toIso(clock.now()),
      maxBytes: config.daemon.max_task_bytes,
      keys,
      respectDependsOn: config.dispatch.respect_depends_on,
    });
    return result.picked;
  };
  const picked = await waitForClaim(options, tryClaim);
  const waitedMs = clock.now() - started;
  if (picked === 'idle') return { kind: 'idle', waitedMs };
  if (picked === 'stopped') return { kind: 'stopped', waitedMs };
  try {
    return { ...(await deliver(options, picked, adapter)), waitedMs };
  } catch (error) {
    await unlink(inProject(projectRoot, picked.claimFile));
    throw error;
  }
}

async function deliver(options: StopHookOptions, task: PickedTask, adapter: AdapterText) {
  const { projectRoot, agent, config } = options;
  const sections = options.contextSections ? await options.contextSections(task) : [];
  const composed = composePrompt({
    task: task.frontMatter,
    body: task.body,
    adapter,
    budget: config.workers.prompt_budget,
    projectRoot,
    taskFile: inProject(projectRoot, task.file),
    contextFile: inProject(projectRoot, contextFile(agent, task.id)),
    contextSections: sections,
  });
  const cuts = composed.cuts.map((cut) => `${cut.part} ${cut.fromBytes}->${cut.toBytes} bytes`);
  return { kind: 'claimed' as const, id: task.id, prompt: composed.text, cuts, worktree: task.frontMatter.worktree_path };
}

const SESSION_CHECK_MS = 1_000;

/**
 * Claims as soon as something claimable is there. The watch starts before the first look, so a
 * task that lands between the look and the watch is still seen. Looks never overlap: a hint that
 * arrives during one makes exactly one more. The idle deadline lets a look under way finish (a
 * claim it wins is delivered); a stop request withdraws such a claim instead.
 */
function waitForClaim(options: StopHookOptions, tryClaim: () => Promise<PickedTask | null>): Promise<PickedTask | 'idle' | 'stopped'> {
  const { config, clock } = options;
  return new Promise((resolve, reject) => {
    let done = false;
    let looking = false;
    let again = false;
    let ending: 'idle' | 'stopped' | null = null;
    const finish = (outcome: PickedTask | 'idle' | 'stopped' | Error) => {
      if (done) return;
      done = true;
      watch.close();
      clearTimeout(deadline);
      clearInterval(backstop);
      clearInterval(sessionCheck);
      options.signal.removeEventListener('abort', onAbort);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const end = (why: 'idle' | 'stopped') => {
      ending ??= why;
      if (!looking) finish(ending);
    };
    const look = async () => {
      if (looking) {
        again = true;
        return;
      }
      looking = true;
      try {
        let picked: PickedTask | null = null;
        do {
          again = false;
          picked = await tryClaim();
        } while (!picked && again && ending === null);
        if (picked && ending === 'stopped') await unlink(inProject(options.projectRoot, picked.claimFile));
        else if (picked) return finish(picked);
        if (ending !== null) return finish(ending);
        if (!waitingSaid) {
          waitingSaid = true;
          options.onWaiting?.();
        }
      } catch (error) {
        finish(error as Error);
      } finally {
        looking = false;
      }
    };
    let waitingSaid = false;
    const onAbort = () => end('stopped');
    const dir = inProject(options.projectRoot, agentInbox(options.agent));
    const watch = watchInboxFolder({
      dir,
      ...watchOptionsFor(config, dir),
      onHint: () => void look(),
      onError: (error) => finish(error),
    });
    // setTimeout cannot hold an unlimited wait (it would fire at once): no deadline at all then.
    const deadline = Number.isFinite(options.idleWaitMs) ? setTimeout(() => end('idle'), options.idleWaitMs) : undefined;
    const current = options.stillCurrent;
    const sessionCheck = current
      ? setInterval(() => {
          void current()
            .then((yes) => yes || end('stopped'))
            .catch((error: Error) => finish(error));
        }, SESSION_CHECK_MS)
      : undefined;
    // Events are hints and can be lost: a slow rescan (and a fresh heartbeat) backs them up.
    const backstop = setInterval(() => {
      void touchHeartbeat(options.projectRoot, options.agent, clock.now()).catch((error: Error) => finish(error));
      void look();
    }, config.daemon.reconcile_interval);
    options.signal.addEventListener('abort', onAbort, { once: true });
    if (options.signal.aborted) end('stopped');
    else void look();
  });
}
