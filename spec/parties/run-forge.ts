import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The real CLI, as users and other tools run it. */
export const FORGE_BIN = fileURLToPath(new URL('../../../bin-scripts/forge', import.meta.url));

export interface ForgeRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a program to its end, collecting its output; `input` is written to stdin, which is then closed. */
export function runChild(command: string, args: string[], options: { cwd?: string; env: Record<string, string>; input?: string }): Promise<ForgeRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

/** Runs `forge ARGS` against a project. HOME points into the project so no user config leaks in. */
export function runForge(root: string, args: string[], options: { input?: string; env?: Record<string, string> } = {}): Promise<ForgeRun> {
  const env = { PATH: process.env.PATH ?? '', HOME: root, ...options.env };
  return runChild(process.execPath, [FORGE_BIN, ...args, '--project', root], {
    cwd: root,
    env,
    ...(options.input === undefined ? {} : { input: options.input }),
  });
}

/** Runs forge with --json and parses its one line of output. */
export async function runForgeJson(
  root: string,
  args: string[],
  options: { input?: string; env?: Record<string, string> } = {},
): Promise<{ code: number | null; json: Record<string, unknown>; stderr: string }> {
  const run = await runForge(root, [...args, '--json'], options);
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(run.stdout) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`forge ${args.join(' ')} --json printed no JSON (exit ${run.code}): ${run.stdout}${run.stderr}`, { cause: error });
  }
  return { code: run.code, json, stderr: run.stderr };
}
