import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { processAlive } from '../fs/process-alive.js';

/** One process as the system lists it. `sid` is null where the session is not given (ps without /proc). */
export interface ProcessRow {
  pid: number;
  ppid: number;
  pgid: number;
  sid: number | null;
  /** Exited, waiting for its parent to reap it: it runs no code and can take no signal. */
  zombie: boolean;
}

/** Linux gives every fact in /proc; elsewhere (macOS, the BSDs) `ps` gives them, less the session. */
const HAS_PROC = existsSync('/proc/self/stat');

/**
 * Whether `pid` still runs. A zombie does not: it has exited and only waits for its parent to
 * reap it (a tmux server that missed its SIGCHLD, a shell that never waits), yet `kill(pid, 0)`
 * still answers for it.
 */
export async function processRunning(pid: number): Promise<boolean> {
  // A process that is not ours (EPERM to signal 0) counts too: it runs unless it is a zombie.
  if (!processAlive(pid)) return false;
  if (!HAS_PROC) return psRunning(pid);
  // Read at once (a file of /proc never blocks): the supervisor asks this of each worker every second.
  const row = parseStat(pid, readOptionalSync(`/proc/${pid}/stat`));
  return row !== null && !row.zombie;
}

/** Every process of the system, with its parent, group and session. */
export async function processTable(): Promise<ProcessRow[]> {
  if (!HAS_PROC) return psTable();
  const rows: ProcessRow[] = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const row = parseStat(Number(name), await readOptional(`/proc/${name}/stat`));
    if (row) rows.push(row);
  }
  return rows;
}

/**
 * Whether the process's environment holds `entry` (`NAME=value`) exactly: a mark its ancestor was
 * started with, kept by what it started even after a new session and a new parent. Known only
 * with /proc; elsewhere, and for a process of another user, false.
 */
export async function environmentHolds(pid: number, entry: string): Promise<boolean> {
  if (!HAS_PROC) return false;
  return (await readOptional(`/proc/${pid}/environ`)).split('\0').includes(entry);
}

/** `/proc/PID/stat`: the command name in parentheses may hold spaces and parentheses, so the fields start after the last ')'. */
function parseStat(pid: number, stat: string): ProcessRow | null {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields.length < 4) return null;
  return { pid, ppid: Number(fields[1]), pgid: Number(fields[2]), sid: Number(fields[3]), zombie: fields[0] === 'Z' };
}

/** What `ps` says of a process where there is no /proc (exported so that it is tested where /proc is too). */
export async function psRunning(pid: number): Promise<boolean> {
  const state = (await ps(['-o', 'stat=', '-p', String(pid)])).trim();
  return state !== '' && !state.startsWith('Z');
}

/** The process table as `ps` gives it where there is no /proc: no session ids (exported so that it is tested where /proc is too). */
export async function psTable(): Promise<ProcessRow[]> {
  const rows: ProcessRow[] = [];
  for (const line of (await ps(['-A', '-o', 'pid=,ppid=,pgid=,stat='])).split('\n')) {
    const [pid, ppid, pgid, stat] = line.trim().split(/\s+/);
    if (!pid || !ppid || !pgid || !stat) continue;
    rows.push({ pid: Number(pid), ppid: Number(ppid), pgid: Number(pgid), sid: null, zombie: stat.startsWith('Z') });
  }
  return rows;
}

/** A file of /proc, or '' once its process has gone (or belongs to another user). */
async function readOptional(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    // ENOENT/ESRCH: the process ended while we looked; EACCES/EPERM: another user's environment.
    if (['ENOENT', 'ESRCH', 'EACCES', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) return '';
    throw error;
  }
}

function readOptionalSync(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    // ENOENT/ESRCH: the process ended while we looked.
    if (['ENOENT', 'ESRCH'].includes((error as NodeJS.ErrnoException).code ?? '')) return '';
    throw error;
  }
}

/** `ps` exits 1 when it lists nothing (a pid that is gone): that is an empty answer, not a failure. */
function ps(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('ps', args, { encoding: 'utf8' }, (error, stdout) => {
      if (error && error.code !== 1) reject(new Error(`ps ${args.join(' ')}: ${error.message}`));
      else resolve(stdout);
    });
  });
}
