import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FORGE = fileURLToPath(new URL('../../../bin-scripts/forge', import.meta.url));

/** `forge start` as a child process, resolved when it logs that it is ready. */
export function startDaemonChild(root: string, args: string[] = []): Promise<{ child: ChildProcess; readyAt: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [FORGE, 'start', '--project', root, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, HOME: root },
  });
  let text = '';
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (/forge daemon (ready|reconciled)/.test(text)) {
        resolve({
          child,
          readyAt: performance.now(),
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`daemon exited ${code}: ${text}`)));
  });
}

/** CPU time (user + system) a process has used, in ms, from /proc (Linux). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}
