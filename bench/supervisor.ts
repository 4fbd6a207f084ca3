import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, watch } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ROSTER } from '../protocol/config.js';
import { TRACKING_FILE } from '../protocol/paths.js';
import type { TrackingFile } from '../protocol/tracking.js';
import { benchProject, inbox, produce, taskText } from './lib/bench-project.js';
import { ms, report, summarize } from './lib/stats.js';

const FORGE_BIN = fileURLToPath(new URL('../../bin-scripts/forge', import.meta.url));
const SIM_WORKER = fileURLToPath(new URL('../spec/supervisor/sim-worker.js', import.meta.url));
const ROSTER = Object.keys(DEFAULT_ROSTER);

/**
 * Managed workers under a real daemon, real tmux and the simulated Claude Code worker of the
 * tests: (1) a task landed -> claimed by a managed worker waiting in its Stop hook, next to the
 * raw fs.watch event latency; (2) a worker's process killed -> running again, next to the
 * configured backoff; (3) the daemon's CPU with six idle managed workers, next to the same
 * daemon with the supervisor off.
 */
export async function run(tasks = 200, kills = 5, idleSeconds = 30): Promise<void> {
  try {
    execFileSync('tmux', ['-V'], { stdio: 'ignore' });
  } catch {
    console.log('supervisor: tmux is not on PATH; skipped');
    return;
  }
  const raw = await rawLatency(tasks);
  const claim = await claimLatency(tasks);
  report(
    `supervisor: task landed -> .picked-up by a managed worker waiting in its Stop hook (${tasks} tasks)`,
    summarize(claim),
    summarize(raw),
    'raw fs.watch event',
    'p50 < 50 ms',
  );
  const restart = await restartLatency(kills);
  report(
    `supervisor: worker process killed -> running again, less the backoff (${kills} kills, backoff 100 ms doubling)`,
    summarize(restart.net),
    summarize(restart.backoff),
    'the backoff itself',
    '< 5 s plus backoff',
  );
  console.log(`supervisor: same, including the backoff: median ${ms(summarize(restart.gross).median)}, max ${ms(summarize(restart.gross).max)}`);
  const managed = await idleCpu(true, idleSeconds);
  const plain = await idleCpu(false, idleSeconds);
  console.log(
    `supervisor: daemon CPU over ${idleSeconds} s with six idle managed workers: ${(managed * 100).toFixed(2)}% of a core | supervisor off: ${(plain * 100).toFixed(2)}% | difference ${((managed - plain) * 100).toFixed(2)} points | target: < 1% of a core; tmux is asked every 5 s (a signal 0 per pid and a stat per worker each second)`,
  );
}

function configFor(projectId: string, workers: string[], enabled: boolean, extra = ''): string {
  const lines = [
    '[forge]',
    `project_id = "${projectId}"`,
    'dashboard_port = 0',
    '[supervisor]',
    `enabled = ${enabled}`,
    `workers = ${JSON.stringify(workers)}`,
    'restart_backoff = "100ms"',
    'crash_loop = 1000',
    extra,
  ];
  for (const name of ROSTER)
    lines.push(
      `[workers.${name}]`,
      `task_types = ${JSON.stringify(DEFAULT_ROSTER[name])}`,
      `command = [${JSON.stringify(process.execPath)}, ${JSON.stringify(SIM_WORKER)}]`,
    );
  return `${lines.join('\n')}\n`;
}

interface Running {
  root: string;
  daemon: ChildProcess;
  stop: () => Promise<void>;
}

async function startProject(workers: string[], enabled = true): Promise<Running> {
  const projectId = `bench-sv-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const project = benchProject(configFor(projectId, workers, enabled));
  const daemon = spawn(process.execPath, [FORGE_BIN, 'start', '--project', project.root], {
    stdio: 'ignore',
    env: { ...process.env, HOME: project.root, XDG_CONFIG_HOME: project.root },
  });
  const exited = new Promise<void>((resolve) => daemon.once('exit', () => resolve()));
  return {
    root: project.root,
    daemon,
    stop: async () => {
      daemon.kill('SIGTERM');
      await exited;
      try {
        execFileSync('tmux', ['-L', `forge-${projectId}`, 'kill-server'], { stdio: 'ignore' });
      } catch {
        // The daemon already ended its tmux server.
      }
      project.remove();
    },
  };
}

function tracking(root: string): TrackingFile | null {
  try {
    return JSON.parse(readFileSync(join(root, TRACKING_FILE), 'utf8')) as TrackingFile;
  } catch {
    return null;
  }
}

/** Polls until `check` holds (a file or a tracking state; each look is cheap), or fails after 60 s. */
async function until(what: string, check: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`supervisor bench: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function rawLatency(samples: number): Promise<number[]> {
  const project = benchProject();
  const dir = inbox(project.root, 'floor');
  execFileSync('mkdir', ['-p', dir]);
  let pending: ((name: string) => void) | null = null;
  const watcher = watch(dir, (_event, name) => name && pending?.(name.toString()));
  const latencies: number[] = [];
  for (let i = 0; i < samples; i++) {
    latencies.push(
      await new Promise<number>((resolve) => {
        const start = performance.now();
        pending = (seen) => seen === `f-${i}.md` && resolve(performance.now() - start);
        produce(join(dir, `f-${i}.md`), 'x');
      }),
    );
  }
  watcher.close();
  project.remove();
  return latencies;
}

async function claimLatency(tasks: number): Promise<number[]> {
  const running = await startProject(['anvil']);
  const { root } = running;
  const waitingFile = join(root, 'sim-waiting-anvil');
  try {
    await until('anvil waiting in its Stop hook', () => existsSync(waitingFile));
    execFileSync('mkdir', ['-p', inbox(root, 'anvil')]);
    let expected: { name: string; resolve: (at: number) => void } | null = null;
    const watcher = watch(inbox(root, 'anvil'), (_event, name) => {
      if (expected && name === expected.name) {
        expected.resolve(performance.now());
        expected = null;
      }
    });
    const latencies: number[] = [];
    for (let i = 0; i < tasks; i++) {
      const id = `C-${i}`;
      await until(`anvil waiting before ${id}`, () => existsSync(waitingFile));
      rmSync(waitingFile);
      const claimed = new Promise<number>((resolve) => (expected = { name: `${id}.picked-up`, resolve }));
      const start = performance.now();
      produce(join(inbox(root, 'anvil'), `${id}.md`), taskText(root, id, 'anvil'));
      latencies.push((await claimed) - start);
    }
    watcher.close();
    return latencies;
  } finally {
    await running.stop();
  }
}

async function restartLatency(kills: number): Promise<{ net: number[]; gross: number[]; backoff: number[] }> {
  const running = await startProject(['anvil']);
  const { root } = running;
  const supervisor = () => tracking(root)?.workers.anvil?.supervisor;
  const net: number[] = [];
  const gross: number[] = [];
  const backoff: number[] = [];
  try {
    for (let i = 0; i < kills; i++) {
      await until('anvil running', () => supervisor()?.state === 'running' && supervisor()?.pid != null);
      const { pid, restarts } = supervisor()!;
      const start = performance.now();
      process.kill(pid!, 'SIGKILL');
      await until('anvil running again', () => supervisor()?.state === 'running' && supervisor()!.restarts === restarts + 1);
      const took = performance.now() - start;
      const wait = 100 * 2 ** restarts;
      gross.push(took);
      backoff.push(wait);
      net.push(took - wait);
    }
    return { net, gross, backoff };
  } finally {
    await running.stop();
  }
}

/** Share of one core the daemon used over `seconds` once its six workers are up and waiting. */
async function idleCpu(enabled: boolean, seconds: number): Promise<number> {
  const running = await startProject(ROSTER, enabled);
  try {
    if (enabled) await until('six workers running', () => ROSTER.every((name) => tracking(running.root)?.workers[name]?.supervisor?.state === 'running'));
    else await until('the daemon ready', () => tracking(running.root) !== null);
    const before = cpuTicks(running.daemon.pid!);
    const start = performance.now();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const used = (cpuTicks(running.daemon.pid!) - before) / 100;
    return used / ((performance.now() - start) / 1000);
  } finally {
    await running.stop();
  }
}

/** utime + stime of a process (Linux /proc, in clock ticks of 1/100 s). */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}
