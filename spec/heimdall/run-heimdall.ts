import { spawn } from 'node:child_process';
import type { TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';

export const HEIMDALL_BIN = fileURLToPath(new URL('../../../bin-scripts/heimdall', import.meta.url));

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real bin-scripts/heimdall with `input` on stdin; the child is killed if the test ends first. */
export function runHeimdall(t: TestContext, input: string, args: string[], env: NodeJS.ProcessEnv = process.env, cwd?: string): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [HEIMDALL_BIN, ...args], { env, cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    t.after(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}
