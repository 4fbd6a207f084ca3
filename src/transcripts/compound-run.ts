import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPOUND_LOCK, COMPOUND_LOG } from '../../protocol/exchange.js';
import { childEnv } from '../events/forge-token.js';
import { inProject } from '../project/project-root.js';
import { acquireCompoundLock } from './compound-lock.js';

/**
 * Runs `[compound] command` under the compound lock: detached for the daemon (a small node child
 * takes the lock and holds it until the command ends, even if the daemon stops first), or in the
 * foreground for `forge compound --wait`. The command gets FORGE_PROJECT, FORGE_COMPOUND_SESSION
 * and FORGE_COMPOUND_TOKENS in its environment.
 */
export interface CompoundRequest {
  projectRoot: string;
  command: string;
  staleMs: number;
  sessionId: string | null;
  contextTokens: number | null;
  env?: NodeJS.ProcessEnv;
}

export type CompoundStart = { started: true; pid: number | null; stoleStaleLock: boolean } | { started: false; heldSince: number | null };

/** What the detached child tells its parent once it has tried the lock. */
export type ChildVerdict = { locked: true; stole: boolean } | { locked: false; heldSince: number | null };

const CHILD = fileURLToPath(new URL('./compound-child.js', import.meta.url));

export async function startCompoundDetached(request: CompoundRequest): Promise<CompoundStart> {
  const logFile = inProject(request.projectRoot, COMPOUND_LOG);
  await mkdir(dirname(logFile), { recursive: true });
  const log = await open(logFile, 'a');
  try {
    const child = spawn(process.execPath, [CHILD, inProject(request.projectRoot, COMPOUND_LOCK), String(request.staleMs), request.command], {
      cwd: request.projectRoot,
      env: commandEnv(request),
      detached: true,
      stdio: ['ignore', log.fd, log.fd, 'ipc'],
    });
    const verdict = await firstVerdict(child);
    child.disconnect();
    child.unref();
    return verdict.locked ? { started: true, pid: child.pid ?? null, stoleStaleLock: verdict.stole } : { started: false, heldSince: verdict.heldSince };
  } finally {
    await log.close();
  }
}

function firstVerdict(child: ChildProcess): Promise<ChildVerdict> {
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as ChildVerdict));
    child.once('error', reject);
    child.once('exit', (code, signal) => reject(new Error(`the compound child exited (${signal ?? code}) before it took the lock; see ${COMPOUND_LOG}`)));
  });
}

export async function runCompoundForeground(
  request: CompoundRequest,
  output: { stdout: (text: string) => void; stderr: (text: string) => void },
): Promise<{ ran: true; exitCode: number } | { ran: false; heldSince: number | null }> {
  const lock = await acquireCompoundLock(inProject(request.projectRoot, COMPOUND_LOCK), {
    staleMs: request.staleMs,
    onCompromised: (error) => output.stderr(`compound lock lost: ${error.message}\n`),
  });
  if (!lock.ok) return { ran: false, heldSince: lock.heldSince };
  try {
    return { ran: true, exitCode: await runShell(request.command, request.projectRoot, commandEnv(request), output) };
  } finally {
    await lock.release();
  }
}

export function runShell(
  command: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  output: { stdout: (text: string) => void; stderr: (text: string) => void },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { cwd, env, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => output.stdout(chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => output.stderr(chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** The daemon's environment without the lab hub token, which no child of the daemon may see. */
function commandEnv(request: CompoundRequest): NodeJS.ProcessEnv {
  return childEnv(request.env ?? process.env, {
    FORGE_PROJECT: request.projectRoot,
    FORGE_COMPOUND_SESSION: request.sessionId ?? '',
    FORGE_COMPOUND_TOKENS: request.contextTokens === null ? '' : String(request.contextTokens),
  });
}
