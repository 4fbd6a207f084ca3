import type { Config } from './config.js';
import type { SupervisorEntry, WorkerEntry } from './tracking.js';

/**
 * The supervisor's decisions for one managed worker, apart from tmux and files: when to restart
 * after an exit, when a crash loop makes it `failed`, when to type a wake line and when to give up
 * and ask a person. Pure; the clock is a parameter.
 */

/**
 * How long a task may wait unclaimed before the worker is taken for stopped at its prompt: a Stop
 * hook that waits claims within tens of milliseconds, and a line typed needlessly costs one short
 * turn, while every millisecond here adds to the wake of a session that did stop (the real client
 * takes about 1.5 s from a typed line to its Stop hook claiming).
 */
export const WAKE_GRACE_MS = 750;
/** How long after a typed wake line its Stop hook must have run. */
export const WAKE_CHECK_MS = 5_000;
/** Wake lines typed before the worker is said to need a person. */
export const WAKE_ATTEMPTS = 3;
/** How long a fresh session may show no sign of life before its screen is looked at. */
export const STARTUP_LOOK_MS = 8_000;

/**
 * How long a dead pane's exit status may stay unknown before the exit is recorded without it:
 * tmux marks a pane dead when its terminal closes, and reads the status only once it has reaped
 * the process, which can come a moment later (seen with Claude Code killed by SIGKILL).
 */
export const EXIT_STATUS_WAIT_MS = 2_000;

/** Whether an exit seen first at `deadSince` can be recorded now: its status is known, or waited for long enough. */
export function exitSettled(statusKnown: boolean, deadSince: number, now: number): boolean {
  return statusKnown || now - deadSince >= EXIT_STATUS_WAIT_MS;
}

export interface WakeTry {
  attempts: number;
  sentAt: number;
}

export type WakeStep = { kind: 'none'; wake: WakeTry | null } | { kind: 'type'; wake: WakeTry } | { kind: 'give-up'; reason: string };

/**
 * A task has waited `taskWaitingSince` (null: nothing waits); the worker's Stop hook last ran at
 * `hookRanAt`. A Stop hook that waits claims in milliseconds, so a task still waiting after the
 * grace means the session stopped at its prompt: type a line, check the hook ran, retry, give up.
 */
export function wakeStep(wake: WakeTry | null, taskWaitingSince: number | null, hookRanAt: number | null, now: number): WakeStep {
  if (taskWaitingSince === null) return { kind: 'none', wake: null };
  if (wake === null) return now - taskWaitingSince >= WAKE_GRACE_MS ? { kind: 'type', wake: { attempts: 1, sentAt: now } } : { kind: 'none', wake: null };
  // The hook ran after the line: it claims (or is waiting). A task still unclaimed later starts over.
  if (hookRanAt !== null && hookRanAt >= wake.sentAt) return { kind: 'none', wake: null };
  if (now - wake.sentAt < WAKE_CHECK_MS) return { kind: 'none', wake };
  if (wake.attempts < WAKE_ATTEMPTS) return { kind: 'type', wake: { attempts: wake.attempts + 1, sentAt: now } };
  return { kind: 'give-up', reason: `a task waits in its inbox and ${WAKE_ATTEMPTS} typed wake lines did not make its Stop hook run` };
}

/** Wait before restart number `restarts + 1`: restart_backoff doubling, capped at max_backoff. */
export function backoffMs(restarts: number, config: Config): number {
  const { restart_backoff, max_backoff } = config.supervisor;
  return Math.min(max_backoff, restart_backoff * 2 ** Math.min(restarts, 30));
}

export type ExitOutcome = { kind: 'restart'; at: number; exits: number[] } | { kind: 'failed'; reason: string; exits: number[] };

/** A worker's process exited at `now`; `exits` are the earlier exit times still remembered. */
export function afterExit(exits: readonly number[], restarts: number, now: number, config: Config): ExitOutcome {
  const { crash_loop, crash_window } = config.supervisor;
  const recent = [...exits.filter((at) => now - at < crash_window), now];
  if (recent.length >= crash_loop) {
    return { kind: 'failed', reason: `crash loop: ${recent.length} exits within ${Math.round(crash_window / 1000)}s; not restarting it`, exits: recent };
  }
  return { kind: 'restart', at: now + backoffMs(restarts, config), exits: recent };
}

/** Start-up screens of Claude Code that wait for a person, with what each needs. */
const STARTUP_SCREENS: ReadonlyArray<[RegExp, string]> = [
  [/bypass permissions mode/i, 'Claude Code asks to confirm --dangerously-skip-permissions'],
  [/do you trust the files|trust this folder/i, 'Claude Code asks whether to trust the folder'],
  [/detected a custom api key|do you want to use this api key/i, 'Claude Code asks whether to use the ANTHROPIC_API_KEY of its environment'],
  [/select login method|please (run \/)?log ?in|sign in to|invalid api key|not logged in/i, 'Claude Code is not logged in'],
  [/choose the text style|select a theme/i, 'Claude Code shows its first-run set-up'],
];

/** What a captured screen waits for, or null when it shows no known start-up screen. */
export function startupScreen(screen: string): string | null {
  for (const [pattern, what] of STARTUP_SCREENS) if (pattern.test(screen)) return what;
  return null;
}

/** The states in which a managed worker can claim a task now (its Stop hook waits or can be woken). */
export function canClaimNow(worker: WorkerEntry): boolean {
  return worker.supervisor === undefined || worker.supervisor.state === 'running';
}

/** The states in which a managed worker will work again without a person. */
export function comesBack(entry: SupervisorEntry | undefined): boolean {
  return entry === undefined || entry.state === 'running' || entry.state === 'starting' || entry.state === 'restarting';
}
