import { stat } from 'node:fs/promises';
import { waitsForDependencies } from '../../protocol/claim-order.js';
import type { Config } from '../../protocol/config.js';
import { heartbeatFile, taskFile } from '../../protocol/paths.js';
import { stableJson } from '../../protocol/stable-json.js';
import { afterExit, exitSettled, STARTUP_LOOK_MS, startupReason, startupScreen, type WakeTry, wakeStep } from '../../protocol/supervision.js';
import { fromIso, toIso } from '../../protocol/timestamps.js';
import type { SupervisorEntry } from '../../protocol/tracking.js';
import { workersPinnedElsewhere, workersRunOn } from '../../protocol/worker-hosts.js';
import { thisHost } from '../daemon/lease-files.js';
import type { DaemonHandle, DaemonService } from '../daemon/services.js';
import { ForgeError } from '../errors.js';
import { existingFolder } from '../fs/path-exists.js';
import { listInbox } from '../parties/inbox-listing.js';
import { readTask } from '../parties/read-task.js';
import { projectIdOf } from '../project/project-id.js';
import { inProject } from '../project/project-root.js';
import { heldTask as heldTaskOf } from '../workers/held-task.js';
import { clearDeadStopTurns } from '../workers/stop-turn-lock.js';
import { hasMark, readNeedsInput, removeMark, writeMark } from '../workers/worker-marks.js';
import { sessionTree } from './end-workers.js';
import { requireTmuxPlatform } from './platform.js';
import { processRunning } from './process-table.js';
import { killTrees, stopTrees, TREE_ENV, type TreeRoot, treeValue } from './process-tree.js';
import { type SessionInfo, Tmux } from './tmux.js';
import { freshPrompt, launchSpec, type ResidentHooks, resumePrompt, serverEnv, socketName, WAKE_LINE } from './worker-launch.js';

/** Cheap looks (a signal 0 to each pid, a stat of each worker's marks) run this often. */
const TICK_MS = 1_000;
/** tmux itself is asked this often, or sooner when a pid is gone or a session must start. */
const LIST_MS = 5_000;
const SCREEN_LINES = 40;
/** Claude Code's notification_type for a session that has waited at its prompt since its last turn. */
const IDLE_PROMPT = 'idle_prompt';

interface Run {
  entry: SupervisorEntry;
  exits: number[];
  nextStartAt: number | null;
  wake: WakeTry | null;
  waitingSince: number | null;
  /** Why the worker needs a person: its .needs-input, its start-up screen, or wake lines that went unanswered. */
  needs: 'file' | 'screen' | 'wake' | null;
  needsSince: number;
  deathSeen: boolean;
  /** When the pane was first listed dead, its exit not yet recorded. */
  deadSince: number | null;
  /** Since when the session holds a task whose Stop hook died mid-turn, its answer lost; until that hook runs again. */
  lostTurnSince: number | null;
}

export interface SupervisorOptions {
  env?: NodeJS.ProcessEnv;
  /** Where the daemon answers hooks (its HTTP server), or null: the sessions then get command hooks. */
  hooks?: () => ResidentHooks | null;
  /** This machine's host name, as the lease records it; `[workers.NAME] host` is matched against it. */
  host?: string;
  /** A standby's supervisor: it runs only the workers pinned to this host (the holder runs the others). */
  standby?: boolean;
}

export interface SupervisorService extends DaemonService {
  /** Stops supervising and leaves every session running, for the daemon's own supervisor to adopt (a standby that took the lease). */
  handOver(): Promise<void>;
}

/**
 * Runs the managed workers (`[supervisor] enabled`): one tmux session each on the project's own
 * socket. Sessions outlive the daemon; at start the live ones are adopted with what they remember
 * (restarts, exits). Each worker's state is decided by protocol/supervision.ts from what is seen
 * here, and reported as workers.<name>.supervisor.
 */
export function supervisorService(options: SupervisorOptions = {}): SupervisorService {
  const host = options.host ?? thisHost();
  let handle: DaemonHandle | null = null;
  let handingOver = false;
  /** The host each worker pinned elsewhere was last said to run on, so that it is said once. */
  const saidElsewhere = new Map<string, string>();
  let tmux: Tmux | null = null;
  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<void> = Promise.resolve();
  let closed = false;
  let lastList = -Infinity;
  let sessions = new Map<string, SessionInfo>();
  const runs = new Map<string, Run>();

  const config = (): Config => handle!.config.current;

  function publish(name: string, run: Run, entry: Partial<SupervisorEntry>): void {
    const next = { ...run.entry, ...entry };
    if (stableJson(next) === stableJson(run.entry)) return;
    const was = run.entry.state;
    run.entry = next;
    handle!.setSupervision(name, next);
    if (next.state !== was && (next.state === 'failed' || next.state === 'needs_input')) {
      handle!.logger.error(`worker ${name} ${next.state === 'failed' ? 'failed' : 'needs a person'}: ${next.reason ?? 'no reason given'}`);
    } else if (next.state !== was) handle!.logger.info(`worker ${name}: ${was} -> ${next.state}`);
  }

  function adopt(name: string, session: SessionInfo | undefined): Run {
    const started = session?.options.forge_started_at ?? null;
    const run: Run = {
      entry: { state: 'stopped', pid: null, restarts: Number(session?.options.forge_restarts ?? 0) || 0, started_at: started, last_exit: null, reason: null },
      exits: (session?.options.forge_exits ?? '')
        .split(',')
        .map(Number)
        .filter((at) => at > 0),
      nextStartAt: null,
      wake: null,
      waitingSince: null,
      needs: null,
      needsSince: 0,
      deathSeen: false,
      deadSince: null,
      lostTurnSince: null,
    };
    runs.set(name, run);
    if (session) {
      handle!.logger.info(`worker ${name}: adopted its running session (pid ${session.pid ?? 'none'})`);
      publish(name, run, { state: 'starting', pid: session.pid });
    }
    return run;
  }

  async function heartbeatAt(name: string): Promise<number | null> {
    try {
      return (await stat(inProject(handle!.projectRoot, heartbeatFile(name)))).mtimeMs;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** The task the worker still holds (picked up, no handoff), to give back to a new session. */
  /**
   * The task the worker's last session held, read from the inbox (the claim file is the truth): the
   * tracked state can lag a claim made a moment before the session died.
   */
  async function heldTask(name: string): Promise<{ id: string; file: string; worktree: string | null } | null> {
    const root = handle!.projectRoot;
    const stories = await listInbox(root, name);
    const held = stories === null ? null : await heldTaskOf(root, name, stories, config().daemon.max_task_bytes);
    if (!held) return null;
    const task = await readTask(root, name, held.id, config().daemon.max_task_bytes);
    return { id: held.id, file: taskFile(name, held.id), worktree: task?.ok ? await existingFolder(task.frontMatter.worktree_path) : null };
  }

  async function launch(name: string, run: Run, session: SessionInfo | undefined, now: number): Promise<void> {
    const held = await heldTask(name);
    const prompt = held ? resumePrompt(name, held.id, inProject(handle!.projectRoot, held.file)) : freshPrompt(name);
    // A sandboxed session writes only where it starts: in the worktree of the task it is given back.
    let launched: Awaited<ReturnType<typeof launchSpec>>;
    try {
      launched = await launchSpec(handle!.projectRoot, name, config(), prompt, toIso(now), options.hooks?.() ?? null, held?.worktree ?? null);
    } catch (error) {
      // A required sandbox that cannot run: the worker is not started unguarded, and status says why.
      if (error instanceof ForgeError && error.code === 'unavailable') return publish(name, run, { state: 'failed', pid: null, reason: error.message });
      throw error;
    }
    const { spec, sandbox } = launched;
    // Held by everything the session starts, so that all of it can be found and killed with it (not a secret: tmux -e).
    spec.env[TREE_ENV] = treeValue(tmux!.socket, name);
    // Written first: a hook of the session this one replaces sees it is no longer current and ends.
    await writeMark(handle!.projectRoot, name, 'session', { started_at: toIso(now), folder: spec.cwd, sandbox: sandbox.on });
    // What the replaced session was waiting for (idle at its prompt, a permission prompt) went with
    // it: read by the new one, it would say a person is needed before the new session did anything.
    await removeMark(handle!.projectRoot, name, 'needs-input');
    if (session) await tmux!.respawn(spec);
    else await tmux!.create(spec);
    const restarts = session ? run.entry.restarts + 1 : run.entry.restarts;
    await tmux!.setOption(name, 'forge_restarts', String(restarts));
    await tmux!.setOption(name, 'forge_started_at', toIso(now));
    run.deathSeen = false;
    run.deadSince = null;
    run.nextStartAt = null;
    run.wake = null;
    run.needs = null;
    lastList = -Infinity;
    if (held) handle!.logger.info(`worker ${name}: new session given back ${held.id}, which the previous one held`);
    handle!.logger.info(`worker ${name}: session starts in ${spec.cwd}; ${sandbox.why}`);
    publish(name, run, { state: 'starting', pid: null, restarts, started_at: toIso(now), reason: null });
  }

  /** What the worker's own inbox asks of it: the oldest wait of a task it could claim, and whether it holds one. */
  function inboxFacts(): Map<string, { busy: boolean; waiting: boolean }> {
    const facts = new Map<string, { busy: boolean; waiting: boolean }>();
    const respect = config().dispatch.respect_depends_on;
    for (const [, entry] of handle!.store.values()) {
      const fact = facts.get(entry.agent) ?? { busy: false, waiting: false };
      if (entry.state === 'picked_up') fact.busy = true;
      else if (
        entry.state === 'submitted' &&
        !(waitsForDependencies({ module: entry.module, depends_on: entry.blocked_by }, respect) && entry.blocked_by?.length)
      )
        fact.waiting = true;
      facts.set(entry.agent, fact);
    }
    return facts;
  }

  async function step(name: string, now: number, listed: boolean, inbox: { busy: boolean; waiting: boolean } | undefined): Promise<void> {
    const root = handle!.projectRoot;
    const session = sessions.get(name);
    const run = runs.get(name) ?? adopt(name, session);
    if (await hasMark(root, name, 'stopped')) {
      if (session) await stopSessions([session], config().supervisor.stop_grace, root);
      sessions.delete(name);
      run.nextStartAt = null;
      publish(name, run, { state: 'stopped', pid: null, reason: 'stopped with forge workers stop' });
      return;
    }
    if (await hasMark(root, name, 'restart')) {
      await removeMark(root, name, 'restart');
      if (session) await killTrees([treeOf(session)]);
      run.exits = [];
      return launch(name, run, session, now);
    }
    if (run.entry.state === 'failed') return;
    if (!session) return launch(name, run, undefined, now);
    const gone = session.dead || (session.pid !== null && !(await processRunning(session.pid)));
    if (gone) {
      // tmux marks the pane dead (with the exit status) once it has reaped the process: look again until it has.
      if (!listed || !session.dead) {
        lastList = -Infinity;
        return;
      }
      if (!run.deathSeen) {
        run.deadSince ??= now;
        const statusKnown = session.exitCode !== null || session.exitSignal !== null;
        if (!exitSettled(statusKnown, run.deadSince, now)) {
          await tmux!.reap(name);
          lastList = -Infinity;
          return;
        }
        run.deathSeen = true;
        // What the dead process started must not live on: a Stop hook waiting on the inbox would claim
        // for nobody, a tool command left under PID 1 would go on with the task the next session redoes.
        await killTrees([treeOf(session)]);
        const last_exit = { at: toIso(now), code: session.exitCode, signal: session.exitSignal };
        if (last_exit.code === null && last_exit.signal === null) {
          // tmux reads a status when it reaps the process, which reap() asked for; a server that
          // inherited a blocked SIGCHLD (started by hand from such a shell; the daemon starts its
          // own with a clean mask) never reaps.
          handle!.logger.warn(
            `worker ${name}: its process ended but tmux (socket ${tmux!.socket}) gave no exit status: a tmux server that does not reap its panes was started with SIGCHLD blocked; forge stop, then forge start, starts a clean one`,
          );
        }
        // A session that exits before it ever ran, on a start-up screen (no network on a first run, not
        // logged in), needs a person: each restart would end on the same screen, into a crash loop.
        if (run.entry.state === 'starting' || run.needs === 'screen') {
          const screen = await tmux!.capture(name, SCREEN_LINES);
          const what = startupScreen(screen);
          if (what) {
            run.needs = 'screen';
            run.nextStartAt = null;
            publish(name, run, { state: 'needs_input', pid: null, last_exit, reason: startupReason(what, screen) });
            return;
          }
        }
        const outcome = afterExit(run.exits, run.entry.restarts, now, config());
        run.exits = outcome.exits;
        await tmux!.setOption(name, 'forge_exits', outcome.exits.join(','));
        if (outcome.kind === 'failed') {
          publish(name, run, { state: 'failed', pid: null, last_exit, reason: outcome.reason });
          return;
        }
        run.nextStartAt = outcome.at;
        publish(name, run, { state: 'restarting', pid: null, last_exit, reason: null });
      }
      if (run.nextStartAt !== null && now >= run.nextStartAt) await launch(name, run, session, now);
      return;
    }
    if (run.entry.pid !== session.pid) publish(name, run, { pid: session.pid });
    const needs = await readNeedsInput(root, name);
    const beat = await heartbeatAt(name);
    const startedAt = run.entry.started_at ? fromIso(run.entry.started_at) : 0;
    // A session idle at its prompt (idle_prompt) is what a wake line answers: a task that lands for
    // it is still typed in below, and once wake lines went unanswered that is the reason shown.
    const idle = needs?.type === IDLE_PROMPT;
    if (needs && !(idle && run.needs === 'wake')) {
      run.needs = 'file';
      publish(name, run, { state: 'needs_input', reason: `${needs.type}: ${needs.message}` });
      if (!idle) return;
    }
    const alive = beat !== null && beat >= startedAt;
    // The Notification hook's file is gone (the worker acted); wake lines unanswered are forgiven once its Stop hook runs.
    if ((run.needs === 'file' && !needs) || (run.needs === 'wake' && beat !== null && beat > run.needsSince)) run.needs = null;
    if (run.entry.state === 'starting' || run.needs === 'screen') {
      if (alive && run.needs !== 'screen') publish(name, run, { state: 'running', reason: null });
      else if (listed && now - startedAt >= STARTUP_LOOK_MS) {
        const screen = await tmux!.capture(name, SCREEN_LINES);
        const what = startupScreen(screen);
        if (what) {
          run.needs = 'screen';
          publish(name, run, { state: 'needs_input', reason: startupReason(what, screen) });
        } else if (run.needs === 'screen') {
          run.needs = null;
          publish(name, run, { state: alive ? 'running' : 'starting', reason: null });
        }
      }
      return;
    }
    if (run.needs === 'wake') return;
    if (run.needs === null && run.entry.state === 'needs_input') publish(name, run, { state: 'running', reason: null });
    if (inbox?.busy && (await clearDeadStopTurns(root, name)) > 0) {
      run.lostTurnSince = now;
      handle!.logger.warn(
        `worker ${name}: a Stop hook of its session died mid-turn (a daemon killed while it answered), so the session sits at its prompt holding a task it may never have been given; a wake line makes its Stop hook give that task again`,
      );
    }
    if (run.lostTurnSince !== null && beat !== null && beat > run.lostTurnSince) run.lostTurnSince = null;
    const waiting = (inbox?.waiting === true && inbox.busy === false) || run.lostTurnSince !== null;
    run.waitingSince = waiting ? (run.waitingSince ?? now) : null;
    const wake = wakeStep(run.wake, run.waitingSince, beat, now);
    if (wake.kind === 'type') {
      run.wake = wake.wake;
      await tmux!.type(name, WAKE_LINE);
      handle!.logger.info(`worker ${name}: a task waits and its Stop hook is not waiting; typed a wake line (try ${wake.wake.attempts})`);
    } else if (wake.kind === 'give-up') {
      run.wake = null;
      run.waitingSince = null;
      run.needs = 'wake';
      run.needsSince = now;
      publish(name, run, { state: 'needs_input', reason: wake.reason });
    } else run.wake = wake.wake;
  }

  async function tick(): Promise<void> {
    // A daemon that lost its lease starts, restarts and marks nothing: the workers are the new holder's to run.
    if (!handle || !tmux || closed || !handle.mayWrite()) return;
    const now = handle.clock.now();
    const names = workersRunOn(config(), host, !options.standby);
    if (!options.standby) sayPinnedElsewhere();
    let needList = now - lastList >= LIST_MS;
    for (const name of names) {
      if (needList) break;
      const session = sessions.get(name);
      needList = !session || runs.get(name)?.nextStartAt != null || (session.pid !== null && !(await processRunning(session.pid)));
    }
    if (needList) {
      sessions = new Map((await tmux.sessions()).map((session) => [session.name, session]));
      lastList = now;
    }
    const inbox = inboxFacts();
    for (const name of names) {
      if (closed) return;
      try {
        await step(name, now, needList, inbox.get(name));
      } catch (error) {
        handle.logger.error(`supervisor: worker ${name}: ${(error as Error).message}`);
      }
    }
  }

  /** The holder never starts a worker pinned to another host: that host's daemon runs it (protocol/worker-hosts.ts). */
  function sayPinnedElsewhere(): void {
    for (const { agent, host: there } of workersPinnedElsewhere(config(), host)) {
      if (saidElsewhere.get(agent) === there) continue;
      saidElsewhere.set(agent, there);
      handle!.logger.info(`worker ${agent} is pinned to ${there} ([workers.${agent}] host): the daemon there runs it, so this one (${host}) does not start it`);
    }
  }

  function schedule(): void {
    if (closed) return;
    timer = setTimeout(() => {
      ticking = tick()
        .catch((error: Error) => handle?.logger.error(`supervisor: ${error.message}`))
        .finally(schedule);
    }, TICK_MS);
  }

  async function begin(): Promise<void> {
    requireTmuxPlatform();
    tmux = new Tmux(socketName(projectIdOf(config(), handle!.projectRoot)), serverEnv(options.env ?? process.env));
    await tick();
    schedule();
  }

  const name = options.standby ? 'standby supervisor' : 'supervisor';
  const service: SupervisorService = {
    name,
    async handOver() {
      handingOver = true;
      await service.close();
    },
    async start(daemon) {
      handle = daemon;
      // Enabled later by an edit of the config, it starts then; disabled, it leaves running sessions alone.
      daemon.config.onChange(() => {
        if (!tmux && !closed && config().supervisor.enabled)
          void begin().catch((error: Error) => daemon.logger.error(`supervisor did not start: ${error.message}`));
      });
      if (config().supervisor.enabled) await begin();
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await ticking;
      if (!tmux || !handle || handle.config.current.supervisor.keep_workers_on_stop) return;
      if (handingOver) {
        handle.logger.info(`${name}: the sessions it ran are left running for the daemon's own supervisor to adopt`);
        return;
      }
      if (!handle.mayWrite()) {
        // Fenced: on this machine the new holder adopts the sessions; stopping them would kill its workers.
        handle.logger.warn('supervisor: the lease is lost, so the managed workers are left running for the daemon that holds the project now');
        return;
      }
      await stopSessions(await tmux.sessions(), handle.config.current.supervisor.stop_grace, handle.projectRoot);
      await tmux.killServer();
    },
  };
  return service;

  function treeOf(session: SessionInfo): TreeRoot {
    return sessionTree(tmux!.socket, session);
  }

  /** SIGTERM to each session's whole process tree, SIGKILL to what is left after the grace, then the sessions go. */
  async function stopSessions(list: SessionInfo[], graceMs: number, root: string): Promise<void> {
    // No session is current any more: a Stop hook that outlives its worker's process ends too.
    for (const session of list) await removeMark(root, session.name, 'session');
    const stopped = await stopTrees(list.map(treeOf), graceMs);
    const names = list.map((session) => session.name).join(', ');
    if (stopped.graceExpired) handle!.logger.warn(`workers ${names}: still running after stop_grace (${graceMs / 1000} s), killed`);
    if (stopped.left.length > 0) handle!.logger.error(`workers ${names}: processes ${stopped.left.join(', ')} still run after SIGKILL`);
    for (const session of list) await tmux!.kill(session.name).catch(() => undefined);
  }
}
