import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type CleanupScope, onCleanup } from './cleanup.js';

export const FORGE_BIN = fileURLToPath(new URL('../../../bin-scripts/forge', import.meta.url));

export interface DaemonProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves once the daemon has logged that it is ready. */
  ready: Promise<void>;
}

/**
 * Runs `forge start` as a child process; it is killed when the test ends if still running. HOME
 * (and XDG_CONFIG_HOME) is the project unless `env` says otherwise, so no user config leaks in.
 */
export function spawnDaemon(t: CleanupScope, projectRoot: string, extraArgs: string[] = [], env: NodeJS.ProcessEnv = {}): DaemonProcess {
  const child = spawn(process.execPath, [FORGE_BIN, 'start', '--project', projectRoot, ...extraArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOME: projectRoot, XDG_CONFIG_HOME: projectRoot, ...env },
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const check = () => {
      if (/forge daemon (ready|reconciled)/.test(text)) {
        resolve();
        return true;
      }
      return false;
    };
    const onData = () => {
      if (check()) {
        child.stdout!.off('data', onData);
        child.stderr!.off('data', onData);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`daemon exited (${code}) before it was ready:\n${text}`)));
  });
  ready.catch(() => undefined);
  onCleanup(t, async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  });
  return { child, output: () => text, exited, ready };
}
