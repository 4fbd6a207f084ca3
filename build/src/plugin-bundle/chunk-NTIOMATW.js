import {
  STARTUP_LOOK_MS,
  afterExit,
  exitSettled,
  startupReason,
  startupScreen,
  wakeStep
} from "./chunk-J5IEYQZL.js";
import {
  clearDeadStopTurns
} from "./chunk-B4B5MKH5.js";
import {
  waitsForDependencies
} from "./chunk-RJFJK3WY.js";
import {
  heldTask
} from "./chunk-J5Z4FF4T.js";
import {
  workersPinnedElsewhere,
  workersRunOn
} from "./chunk-HJHSSLWH.js";
import {
  TREE_ENV,
  killTrees,
  sessionTree,
  stopTrees,
  treeValue
} from "./chunk-UW2J6KSM.js";
import {
  processRunning
} from "./chunk-723SR37U.js";
import {
  thisHost
} from "./chunk-AKBGAQRY.js";
import "./chunk-TOKAIHTZ.js";
import {
  readTask
} from "./chunk-LFHB6M5V.js";
import "./chunk-UXMTMLH4.js";
import {
  hasMark,
  readNeedsInput,
  removeMark,
  writeMark
} from "./chunk-HSUGBURF.js";
import "./chunk-7RZ4TLVJ.js";
import {
  stableJson
} from "./chunk-OSW4CT7W.js";
import "./chunk-J6X3T4X6.js";
import {
  listInbox
} from "./chunk-PX2LI2PJ.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-FA4IUSWH.js";
import "./chunk-6BVEKIOM.js";
import {
  existingFolder
} from "./chunk-J4NJ7XEG.js";
import {
  requireTmuxPlatform
} from "./chunk-GFTVIC7U.js";
import {
  Tmux,
  WAKE_LINE,
  freshPrompt,
  launchSpec,
  resumePrompt,
  serverEnv,
  socketName
} from "./chunk-ECDWER7Y.js";
import "./chunk-IV55VMWX.js";
import "./chunk-BLTLASRP.js";
import "./chunk-YIVYDRAM.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-VF46JH6B.js";
import "./chunk-NTXNT5XD.js";
import "./chunk-6YV6YZL7.js";
import "./chunk-BNRM2GEJ.js";
import {
  projectIdOf
} from "./chunk-G57OUFMF.js";
import "./chunk-XBUSBGI4.js";
import "./chunk-KGFPQFPW.js";
import "./chunk-ULHD23A5.js";
import "./chunk-D4LAC5UG.js";
import "./chunk-3HRL5VYN.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-2TBVN567.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-W46PSUSI.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import {
  fromIso,
  toIso
} from "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import {
  heartbeatFile,
  taskFile
} from "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/supervisor/supervisor-service.js
import { stat } from "node:fs/promises";
var TICK_MS = 1e3;
var LIST_MS = 5e3;
var SCREEN_LINES = 40;
var IDLE_PROMPT = "idle_prompt";
function supervisorService(options = {}) {
  const host = options.host ?? thisHost();
  let handle = null;
  let handingOver = false;
  const saidElsewhere = /* @__PURE__ */ new Map();
  let tmux = null;
  let timer = null;
  let ticking = Promise.resolve();
  let closed = false;
  let lastList = -Infinity;
  let sessions = /* @__PURE__ */ new Map();
  const runs = /* @__PURE__ */ new Map();
  const config = () => handle.config.current;
  function publish(name2, run, entry) {
    const next = { ...run.entry, ...entry };
    if (stableJson(next) === stableJson(run.entry))
      return;
    const was = run.entry.state;
    run.entry = next;
    handle.setSupervision(name2, next);
    if (next.state !== was && (next.state === "failed" || next.state === "needs_input")) {
      handle.logger.error(`worker ${name2} ${next.state === "failed" ? "failed" : "needs a person"}: ${next.reason ?? "no reason given"}`);
    } else if (next.state !== was)
      handle.logger.info(`worker ${name2}: ${was} -> ${next.state}`);
  }
  function adopt(name2, session) {
    const started = session?.options.forge_started_at ?? null;
    const run = {
      entry: { state: "stopped", pid: null, restarts: Number(session?.options.forge_restarts ?? 0) || 0, started_at: started, last_exit: null, reason: null },
      exits: (session?.options.forge_exits ?? "").split(",").map(Number).filter((at) => at > 0),
      nextStartAt: null,
      wake: null,
      waitingSince: null,
      needs: null,
      needsSince: 0,
      deathSeen: false,
      deadSince: null,
      lostTurnSince: null
    };
    runs.set(name2, run);
    if (session) {
      handle.logger.info(`worker ${name2}: adopted its running session (pid ${session.pid ?? "none"})`);
      publish(name2, run, { state: "starting", pid: session.pid });
    }
    return run;
  }
  async function heartbeatAt(name2) {
    try {
      return (await stat(inProject(handle.projectRoot, heartbeatFile(name2)))).mtimeMs;
    } catch (error) {
      if (error.code === "ENOENT")
        return null;
      throw error;
    }
  }
  async function heldTask2(name2) {
    const root = handle.projectRoot;
    const stories = await listInbox(root, name2);
    const held = stories === null ? null : await heldTask(root, name2, stories, config().daemon.max_task_bytes);
    if (!held)
      return null;
    const task = await readTask(root, name2, held.id, config().daemon.max_task_bytes);
    return { id: held.id, file: taskFile(name2, held.id), worktree: task?.ok ? await existingFolder(task.frontMatter.worktree_path) : null };
  }
  async function launch(name2, run, session, now) {
    const held = await heldTask2(name2);
    const prompt = held ? resumePrompt(name2, held.id, inProject(handle.projectRoot, held.file)) : freshPrompt(name2);
    let launched;
    try {
      launched = await launchSpec(handle.projectRoot, name2, config(), prompt, toIso(now), options.hooks?.() ?? null, held?.worktree ?? null);
    } catch (error) {
      if (error instanceof ForgeError && error.code === "unavailable")
        return publish(name2, run, { state: "failed", pid: null, reason: error.message });
      throw error;
    }
    const { spec, sandbox } = launched;
    spec.env[TREE_ENV] = treeValue(tmux.socket, name2);
    await writeMark(handle.projectRoot, name2, "session", { started_at: toIso(now), folder: spec.cwd, sandbox: sandbox.on });
    await removeMark(handle.projectRoot, name2, "needs-input");
    if (session)
      await tmux.respawn(spec);
    else
      await tmux.create(spec);
    const restarts = session ? run.entry.restarts + 1 : run.entry.restarts;
    await tmux.setOption(name2, "forge_restarts", String(restarts));
    await tmux.setOption(name2, "forge_started_at", toIso(now));
    run.deathSeen = false;
    run.deadSince = null;
    run.nextStartAt = null;
    run.wake = null;
    run.needs = null;
    lastList = -Infinity;
    if (held)
      handle.logger.info(`worker ${name2}: new session given back ${held.id}, which the previous one held`);
    handle.logger.info(`worker ${name2}: session starts in ${spec.cwd}; ${sandbox.why}`);
    publish(name2, run, { state: "starting", pid: null, restarts, started_at: toIso(now), reason: null });
  }
  function inboxFacts() {
    const facts = /* @__PURE__ */ new Map();
    const respect = config().dispatch.respect_depends_on;
    for (const [, entry] of handle.store.values()) {
      const fact = facts.get(entry.agent) ?? { busy: false, waiting: false };
      if (entry.state === "picked_up")
        fact.busy = true;
      else if (entry.state === "submitted" && !(waitsForDependencies({ module: entry.module, depends_on: entry.blocked_by }, respect) && entry.blocked_by?.length))
        fact.waiting = true;
      facts.set(entry.agent, fact);
    }
    return facts;
  }
  async function step(name2, now, listed, inbox) {
    const root = handle.projectRoot;
    const session = sessions.get(name2);
    const run = runs.get(name2) ?? adopt(name2, session);
    if (await hasMark(root, name2, "stopped")) {
      if (session)
        await stopSessions([session], config().supervisor.stop_grace, root);
      sessions.delete(name2);
      run.nextStartAt = null;
      publish(name2, run, { state: "stopped", pid: null, reason: "stopped with forge workers stop" });
      return;
    }
    if (await hasMark(root, name2, "restart")) {
      await removeMark(root, name2, "restart");
      if (session)
        await killTrees([treeOf(session)]);
      run.exits = [];
      return launch(name2, run, session, now);
    }
    if (run.entry.state === "failed")
      return;
    if (!session)
      return launch(name2, run, void 0, now);
    const gone = session.dead || session.pid !== null && !await processRunning(session.pid);
    if (gone) {
      if (!listed || !session.dead) {
        lastList = -Infinity;
        return;
      }
      if (!run.deathSeen) {
        run.deadSince ??= now;
        const statusKnown = session.exitCode !== null || session.exitSignal !== null;
        if (!exitSettled(statusKnown, run.deadSince, now)) {
          await tmux.reap(name2);
          lastList = -Infinity;
          return;
        }
        run.deathSeen = true;
        await killTrees([treeOf(session)]);
        const last_exit = { at: toIso(now), code: session.exitCode, signal: session.exitSignal };
        if (last_exit.code === null && last_exit.signal === null) {
          handle.logger.warn(`worker ${name2}: its process ended but tmux (socket ${tmux.socket}) gave no exit status: a tmux server that does not reap its panes was started with SIGCHLD blocked; forge stop, then forge start, starts a clean one`);
        }
        if (run.entry.state === "starting" || run.needs === "screen") {
          const screen = await tmux.capture(name2, SCREEN_LINES);
          const what = startupScreen(screen);
          if (what) {
            run.needs = "screen";
            run.nextStartAt = null;
            publish(name2, run, { state: "needs_input", pid: null, last_exit, reason: startupReason(what, screen) });
            return;
          }
        }
        const outcome = afterExit(run.exits, run.entry.restarts, now, config());
        run.exits = outcome.exits;
        await tmux.setOption(name2, "forge_exits", outcome.exits.join(","));
        if (outcome.kind === "failed") {
          publish(name2, run, { state: "failed", pid: null, last_exit, reason: outcome.reason });
          return;
        }
        run.nextStartAt = outcome.at;
        publish(name2, run, { state: "restarting", pid: null, last_exit, reason: null });
      }
      if (run.nextStartAt !== null && now >= run.nextStartAt)
        await launch(name2, run, session, now);
      return;
    }
    if (run.entry.pid !== session.pid)
      publish(name2, run, { pid: session.pid });
    const needs = await readNeedsInput(root, name2);
    const beat = await heartbeatAt(name2);
    const startedAt = run.entry.started_at ? fromIso(run.entry.started_at) : 0;
    const idle = needs?.type === IDLE_PROMPT;
    if (needs && !(idle && run.needs === "wake")) {
      run.needs = "file";
      publish(name2, run, { state: "needs_input", reason: `${needs.type}: ${needs.message}` });
      if (!idle)
        return;
    }
    const alive = beat !== null && beat >= startedAt;
    if (run.needs === "file" && !needs || run.needs === "wake" && beat !== null && beat > run.needsSince)
      run.needs = null;
    if (run.entry.state === "starting" || run.needs === "screen") {
      if (alive && run.needs !== "screen")
        publish(name2, run, { state: "running", reason: null });
      else if (listed && now - startedAt >= STARTUP_LOOK_MS) {
        const screen = await tmux.capture(name2, SCREEN_LINES);
        const what = startupScreen(screen);
        if (what) {
          run.needs = "screen";
          publish(name2, run, { state: "needs_input", reason: startupReason(what, screen) });
        } else if (run.needs === "screen") {
          run.needs = null;
          publish(name2, run, { state: alive ? "running" : "starting", reason: null });
        }
      }
      return;
    }
    if (run.needs === "wake")
      return;
    if (run.needs === null && run.entry.state === "needs_input")
      publish(name2, run, { state: "running", reason: null });
    if (inbox?.busy && await clearDeadStopTurns(root, name2) > 0) {
      run.lostTurnSince = now;
      handle.logger.warn(`worker ${name2}: a Stop hook of its session died mid-turn (a daemon killed while it answered), so the session sits at its prompt holding a task it may never have been given; a wake line makes its Stop hook give that task again`);
    }
    if (run.lostTurnSince !== null && beat !== null && beat > run.lostTurnSince)
      run.lostTurnSince = null;
    const waiting = inbox?.waiting === true && inbox.busy === false || run.lostTurnSince !== null;
    run.waitingSince = waiting ? run.waitingSince ?? now : null;
    const wake = wakeStep(run.wake, run.waitingSince, beat, now);
    if (wake.kind === "type") {
      run.wake = wake.wake;
      await tmux.type(name2, WAKE_LINE);
      handle.logger.info(`worker ${name2}: a task waits and its Stop hook is not waiting; typed a wake line (try ${wake.wake.attempts})`);
    } else if (wake.kind === "give-up") {
      run.wake = null;
      run.waitingSince = null;
      run.needs = "wake";
      run.needsSince = now;
      publish(name2, run, { state: "needs_input", reason: wake.reason });
    } else
      run.wake = wake.wake;
  }
  async function tick() {
    if (!handle || !tmux || closed || !handle.mayWrite())
      return;
    const now = handle.clock.now();
    const names = workersRunOn(config(), host, !options.standby);
    if (!options.standby)
      sayPinnedElsewhere();
    let needList = now - lastList >= LIST_MS;
    for (const name2 of names) {
      if (needList)
        break;
      const session = sessions.get(name2);
      needList = !session || runs.get(name2)?.nextStartAt != null || session.pid !== null && !await processRunning(session.pid);
    }
    if (needList) {
      sessions = new Map((await tmux.sessions()).map((session) => [session.name, session]));
      lastList = now;
    }
    const inbox = inboxFacts();
    for (const name2 of names) {
      if (closed)
        return;
      try {
        await step(name2, now, needList, inbox.get(name2));
      } catch (error) {
        handle.logger.error(`supervisor: worker ${name2}: ${error.message}`);
      }
    }
  }
  function sayPinnedElsewhere() {
    for (const { agent, host: there } of workersPinnedElsewhere(config(), host)) {
      if (saidElsewhere.get(agent) === there)
        continue;
      saidElsewhere.set(agent, there);
      handle.logger.info(`worker ${agent} is pinned to ${there} ([workers.${agent}] host): the daemon there runs it, so this one (${host}) does not start it`);
    }
  }
  function schedule() {
    if (closed)
      return;
    timer = setTimeout(() => {
      ticking = tick().catch((error) => handle?.logger.error(`supervisor: ${error.message}`)).finally(schedule);
    }, TICK_MS);
  }
  async function begin() {
    requireTmuxPlatform();
    tmux = new Tmux(socketName(projectIdOf(config(), handle.projectRoot)), serverEnv(options.env ?? process.env));
    await tick();
    schedule();
  }
  const name = options.standby ? "standby supervisor" : "supervisor";
  const service = {
    name,
    async handOver() {
      handingOver = true;
      await service.close();
    },
    async start(daemon) {
      handle = daemon;
      daemon.config.onChange(() => {
        if (!tmux && !closed && config().supervisor.enabled)
          void begin().catch((error) => daemon.logger.error(`supervisor did not start: ${error.message}`));
      });
      if (config().supervisor.enabled)
        await begin();
    },
    async close() {
      closed = true;
      if (timer)
        clearTimeout(timer);
      await ticking;
      if (!tmux || !handle || handle.config.current.supervisor.keep_workers_on_stop)
        return;
      if (handingOver) {
        handle.logger.info(`${name}: the sessions it ran are left running for the daemon's own supervisor to adopt`);
        return;
      }
      if (!handle.mayWrite()) {
        handle.logger.warn("supervisor: the lease is lost, so the managed workers are left running for the daemon that holds the project now");
        return;
      }
      await stopSessions(await tmux.sessions(), handle.config.current.supervisor.stop_grace, handle.projectRoot);
      await tmux.killServer();
    }
  };
  return service;
  function treeOf(session) {
    return sessionTree(tmux.socket, session);
  }
  async function stopSessions(list, graceMs, root) {
    for (const session of list)
      await removeMark(root, session.name, "session");
    const stopped = await stopTrees(list.map(treeOf), graceMs);
    const names = list.map((session) => session.name).join(", ");
    if (stopped.graceExpired)
      handle.logger.warn(`workers ${names}: still running after stop_grace (${graceMs / 1e3} s), killed`);
    if (stopped.left.length > 0)
      handle.logger.error(`workers ${names}: processes ${stopped.left.join(", ")} still run after SIGKILL`);
    for (const session of list)
      await tmux.kill(session.name).catch(() => void 0);
  }
}
export {
  supervisorService
};
