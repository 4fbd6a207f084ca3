import { type ChildProcess, spawn } from 'node:child_process';
import { killTrees } from '../supervisor/process-tree.js';

export interface DemoChild {
  name: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const STOP_GRACE_MS = 5000;
/** Held in the environment of every process the demo starts, with the temp project as its value. */
const DEMO_ENV = 'FORGE_DEMO';

/**
 * Every process the demo starts, so that all of them are stopped however the demo ends: SIGINT
 * first (each stops cleanly: the daemon writes its tracking file and stops its workers, the
 * sentinel ends its degraded runs), SIGKILL for any still there after a grace period.
 *
 * Each child runs in a session of its own, so a Ctrl-C in the terminal reaches the demo alone and
 * each child is asked once: a second SIGINT makes a forge process exit at once, and a daemon that
 * did would leave its tmux server and its workers running. Each also holds FORGE_DEMO=<the temp
 * project> in its environment, as does all it starts (the tmux server and its workers too), which
 * finds what a child killed after the grace left behind.
 */
export class DemoProcesses {
  private readonly children: DemoChild[] = [];
  private stopping: Promise<void> | null = null;

  private readonly env: NodeJS.ProcessEnv;
  private readonly mark: string;

  constructor(env: NodeJS.ProcessEnv, root: string) {
    this.env = { ...env, [DEMO_ENV]: root };
    this.mark = `${DEMO_ENV}=${root}`;
  }

  start(name: string, args: string[]): DemoChild {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: this.env, detached: true });
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => {
      child.once('error', () => resolve(null));
      child.once('exit', (code) => resolve(code));
    });
    const started = { name, child, output: () => text, exited };
    this.children.push(started);
    return started;
  }

  /** Runs one command to its end (a dispatch, a submit) and gives its exit code and output. */
  async run(name: string, args: string[]): Promise<{ code: number | null; output: string }> {
    const started = this.start(name, args);
    const code = await started.exited;
    return { code, output: started.output() };
  }

  /** Stops every child; called again, it gives the same stop. */
  stopAll(): Promise<void> {
    this.stopping ??= this.stopChildren();
    return this.stopping;
  }

  private async stopChildren(): Promise<void> {
    const running = this.alive();
    for (const { child } of running) child.kill('SIGINT');
    await Promise.all(
      running.map(async ({ child, exited }) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        await exited;
        clearTimeout(timer);
      }),
    );
  }

  /** SIGKILL to every process still holding the mark (none unless a child was killed after the grace); gives the pids that survive it. */
  sweep(): Promise<number[]> {
    return killTrees([{ pid: null, mark: this.mark }]);
  }

  /** Children that have not exited, for the check that nothing is left behind. */
  alive(): DemoChild[] {
    return this.children.filter((c) => c.child.exitCode === null && c.child.signalCode === null);
  }
}
