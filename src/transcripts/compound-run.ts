import { spawn } from 'node:child_process';
import { mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPOUND_LOCK, COMPOUND_LOG } from '../../protocol/exchange.js';
import { childEnv } from '../events/forge-token.js';
import { inProject } from '../project/project-root.js';
import { acquireCompoundLock, releaseCompoundLock } from './compound-lock.js';

/**
 * Runs `[compound] command` under the compound lock: detached for the daemon (a small node child
 * holds the lock until the command ends, even if the daemon stops first), or in the foreground for
 * `forge compound --wait`. The command gets FORGE_PROJECT, FORGE_COMPOUND_SESSION and
 * FORGE_COMPOUND_TOKENS in its environment.
 */
export interface CompoundRequest {
  projectRoot: string;
  command: string;
  now: number;
  staleMs: number;
  sessionId: string | null;
  contextTokens: number | null;
  env?: NodeJS.ProcessEnv;
}

export type CompoundStart = { started: true; pid: number | null; stoleStaleLock: boolean } | { started: false; heldSince: number | null };

const CHILD = fileURLToPath(new URL('./compound-child.js', import.meta.url));

export async function startCompoundDetached(request: CompoundRequest): Promise<CompoundStart> {
  const lock = await acquireCompoundLock(inProject(request.projectRoot, COMPOUND_LOCK), { now: request.now, staleMs: request.staleMs, purpose: 'detached' });
  if (!lock.ok) return { started: false, heldSince: lock.heldSince };
  const logFile = inProject(request.projectRoot, COMPOUND_LOG);
  await mkdir(dirname(logFile), { recursive: true });
  const log = await open(logFile, 'a');
  try {
    const child = spawn(process.execPath, [CHILD, lock.claim.file, lock.claim.token, request.command], {
      cwd: request.projectRoot,
      env: commandEnv(request),
      detached: true,
      stdio: ['ignore', log.fd, log.fd],
    });
    child.unref();
    return { started: true, pid: child.pid ?? null, stoleStaleLock: lock.stole };
  } catch (error) {
    await releaseCompoundLock(lock.claim);
    throw error;
  } finally {
    await log.close();
  }
}

export async function runCompoundForeground(
  request: CompoundRequest,
  output: { stdout: (text: string) => void; stderr: (text: string) => void },
): Promise<{ ran: true; exitCode: number } | { ran: false; heldSince: number | null }> {
  const lock = await acquireCompoundLock(inProject(request.projectRoot, COMPOUND_LOCK), { now: request.now, staleMs: request.staleMs, purpose: 'foreground' });
  if (!lock.ok) return { ran: false, heldSince: lock.heldSince };
  try {
    return { ran: true, exitCode: await runShell(request.command, request.projectRoot, commandEnv(request), output) };
  } finally {
    await releaseCompoundLock(lock.claim);
  }
}

export function runShell(command: string, cwd: string, env: NodeJS.ProcessEnv, output: { stdout: (text: string) => void; stderr: (text: string) => void }): Promise<number> {
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

