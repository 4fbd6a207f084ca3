import { type ChildProcess, spawn } from 'node:child_process';

export interface DemoChild {
  name: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const STOP_GRACE_MS = 5000;

/**
 * Every process the demo starts, so that all of them are stopped however the demo ends: SIGINT
 * first (each stops cleanly: the daemon writes its tracking file, the sentinel ends its degraded
 * runs), SIGKILL for any still there after a grace period.
 */
export class DemoProcesses {
  private readonly children: DemoChild[] = [];

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  start(name: string, args: string[]): DemoChild {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: this.env });
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

  async stopAll(): Promise<void> {
    const running = this.children.filter((c) => c.child.exitCode === null && c.child.signalCode === null);
    for (const { child } of running) child.kill('SIGINT');
    await Promise.all(
      running.map(async ({ child, exited }) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        await exited;
        clearTimeout(timer);
      }),
    );
  }

  /** Children that have not exited, for the check that nothing is left behind. */
  alive(): DemoChild[] {
    return this.children.filter((c) => c.child.exitCode === null && c.child.signalCode === null);
  }
}
