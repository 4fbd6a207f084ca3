import { execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, watch } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { WAKE_CHECK_MS } from '../protocol/supervision.js';
import { claudeBin, claudeHome, claudeMissing, claudeVersion } from '../spec/helpers/claude-code.js';
import type { CleanupScope } from '../spec/helpers/cleanup.js';
import { lastUserText, startModelServer } from '../spec/helpers/model-server.js';
import { tmuxMissing } from '../spec/helpers/processes.js';
import { realWorkerLines, workerModel } from '../spec/supervisor/worker-model.js';
import { WAKE_LINE } from '../src/supervisor/worker-launch.js';
import { benchProject, inbox, produce, taskText } from './lib/bench-project.js';
import { report, summarize } from './lib/stats.js';

const execFileAsync = promisify(execFile);
const FORGE_BIN = fileURLToPath(new URL('../../bin-scripts/forge', import.meta.url));

/**
 * A managed worker running the real Claude Code client (scripted model, offline home) is made to
 * sit idle at its prompt (Esc ends its waiting Stop hook, as a person would); then a task lands
 * and the supervisor wakes the session by typing a line. Measured: task landed -> `.picked-up`,
 * next to `node -e 0` spawned in the same rounds.
 */
export async function run(tasks = 12): Promise<void> {
  const missing = claudeMissing() ?? tmuxMissing();
  if (missing) {
    console.log(`supervisor-wake: skipped: ${missing}`);
    return;
  }
  const cleanups: Array<() => unknown> = [];
  const scope: CleanupScope = { after: (fn) => void cleanups.push(fn as () => unknown) };
  const projectId = `bench-wake-${process.pid}`;
  const socket = `forge-${projectId}`;
  try {
    let answer: ReturnType<typeof workerModel> | null = null;
    const server = await startModelServer(scope, (request) => answer!(request));
    const config = [
      '[forge]',
      `project_id = "${projectId}"`,
      'dashboard_port = 0',
      '[supervisor]',
      'enabled = true',
      'workers = ["anvil"]',
      '[workers.anvil]',
      'task_types = ["frontend"]',
      '',
    ].join('\n');
    const project = benchProject(config);
    cleanups.push(project.remove);
    answer = workerModel(project.root);
    const home = await claudeHome(scope, server, { cwd: project.root });
    produce(join(project.root, '_vibe-chain', 'config.toml'), `${config}${realWorkerLines([claudeBin(), '--dangerously-skip-permissions'], home.env)}`);
    const daemon = spawn(process.execPath, [FORGE_BIN, 'start', '--project', project.root], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, HOME: project.root, XDG_CONFIG_HOME: project.root },
    });
    let log = '';
    daemon.stdout.setEncoding('utf8').on('data', (text: string) => (log += text));
    daemon.stderr.setEncoding('utf8').on('data', (text: string) => (log += text));
    const exited = new Promise<void>((resolve) => daemon.once('exit', () => resolve()));
    cleanups.push(async () => {
      await execFileAsync('tmux', ['-L', socket, 'kill-server']).catch(() => undefined);
    });
    cleanups.push(async () => {
      daemon.kill('SIGTERM');
      await exited;
    });
    const dir = inbox(project.root, 'anvil');
    mkdirSync(dir, { recursive: true });
    // The daemon answers the worker's Stop hook as a held request and keeps the turn's lock while it waits.
    const stopHeld = () => readdirSync(dir).some((name) => name.startsWith('.stop-'));
    const woken: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < tasks; i++) {
      const id = `W-${i}`;
      await until(`anvil's Stop hook waiting before ${id}`, async () => stopHeld());
      await execFileAsync('tmux', ['-L', socket, 'send-keys', '-t', '=anvil:', 'Escape']);
      await until(`anvil idle at its prompt before ${id}`, async () => !stopHeld());
      const claimed = new Promise<number>((resolve) => {
        const watcher = watch(dir, () => {
          if (existsSync(join(dir, `${id}.picked-up`))) {
            watcher.close();
            resolve(performance.now());
          }
        });
      });
      const start = performance.now();
      produce(join(dir, `${id}.md`), taskText(project.root, id, 'anvil'));
      woken.push((await claimed) - start);
      await until(`${id} handed off`, () => existsSync(join(project.root, '_vibe-chain-output', 'handoffs', `${id}-pr-handoff.md`)));
      const spawned = performance.now();
      spawnSync(process.execPath, ['-e', '0']);
      floor.push(performance.now() - spawned);
    }
    if (server.failures.length > 0) throw new Error(`the scripted model saw unscripted requests: ${server.failures.join('; ')}`);
    const typed = (log.match(/typed a wake line/g) ?? []).length;
    // A typed line the client did not submit stays in its input box: the next one is submitted with it.
    const lines = server.requests.map((request) => lastUserText(request).split(WAKE_LINE).length - 1).filter((count) => count > 0);
    console.log(
      `Claude Code ${claudeVersion()}, ${tasks} tasks; ${typed} wake lines typed (typed again when the Stop hook has not run ${WAKE_CHECK_MS} ms later); lines per prompt the model got: ${lines.join(' ')}`,
    );
    report(
      'supervisor-wake: task landed -> .picked-up by a real Claude Code worker idle at its prompt, woken by a typed line',
      summarize(woken),
      summarize(floor),
      'node -e 0',
      'p50 < 3 s',
    );
  } finally {
    while (cleanups.length > 0) await cleanups.pop()!();
  }
}

/** Polls until `check` holds, or fails after 120 s. */
async function until(what: string, check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`supervisor-wake bench: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
