import { environmentHolds, type ProcessRow, processRunning, processTable } from './process-table.js';

/**
 * The environment entry each managed worker's session is started with, `FORGE_WORKER_TREE=<socket>/<name>`.
 * Everything the session starts inherits it, also what Claude Code starts in a session of its own
 * (its Bash tool's commands, its hooks) and what is left under PID 1 once the worker's process is
 * killed: neither the session's process group nor the parent links find those.
 */
export const TREE_ENV = 'FORGE_WORKER_TREE';

/** The value of TREE_ENV for a session; `${TREE_ENV}=${value}` is the mark its processes hold. */
export const treeValue = (socket: string, session: string): string => `${socket}/${session}`;

/** Where a tree of processes is found: the first process (a tmux pane's leads its session and group), a mark in the environment, or both. */
export interface TreeRoot {
  pid: number | null;
  /** `NAME=value`, held exactly in the environment of each process of the tree. */
  mark: string | null;
}

/** How long a SIGKILLed tree is given to be gone, re-killing what it started meanwhile. */
const KILL_BOUND_MS = 2_000;
const LOOK_MS = 50;

/**
 * The running processes of the trees: those of the first process's session or group, those that
 * hold a mark, and every descendant of one of them. Never this process nor an ancestor of it (a
 * daemon started from a worker's shell holds that worker's mark).
 */
export async function treeMembers(roots: TreeRoot[]): Promise<number[]> {
  const table = (await processTable()).filter((row) => !row.zombie);
  const own = lineage(table, process.pid);
  const leaders = new Set(roots.flatMap((root) => (root.pid !== null && root.pid > 1 ? [root.pid] : [])));
  const marks = roots.flatMap((root) => (root.mark ? [root.mark] : []));
  const members = new Set<number>();
  for (const row of table) {
    if (own.has(row.pid) || row.pid <= 1) continue;
    if (leaders.has(row.pgid) || (row.sid !== null && leaders.has(row.sid))) members.add(row.pid);
    else if (await holdsAny(row.pid, marks)) members.add(row.pid);
  }
  const children = new Map<number, number[]>();
  for (const row of table) {
    const siblings = children.get(row.ppid);
    if (siblings) siblings.push(row.pid);
    else children.set(row.ppid, [row.pid]);
  }
  const queue = [...members];
  while (queue.length > 0) {
    for (const child of children.get(queue.pop()!) ?? []) {
      if (own.has(child) || members.has(child)) continue;
      members.add(child);
      queue.push(child);
    }
  }
  return [...members];
}

export interface Stopped {
  /** Some process still ran when the grace ran out, and was killed. */
  graceExpired: boolean;
  /** Pids still running after the SIGKILLs: none, unless a process cannot be killed. */
  left: number[];
}

/**
 * SIGTERM to every process of the trees, SIGKILL to what still runs after `graceMs`, at once when
 * every one of them has exited (a zombie has: it only waits to be reaped).
 */
export async function stopTrees(roots: TreeRoot[], graceMs: number): Promise<Stopped> {
  const first = await treeMembers(roots);
  signalEach(first, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  let running = await anyRunning(first);
  while (running && Date.now() < deadline) {
    await pause(LOOK_MS);
    running = await anyRunning(first);
  }
  return { graceExpired: running, left: await killTrees(roots) };
}

/** SIGKILL to every process of the trees, again to what they started meanwhile, until none runs (bounded); gives what still runs. */
export async function killTrees(roots: TreeRoot[]): Promise<number[]> {
  const deadline = Date.now() + KILL_BOUND_MS;
  for (;;) {
    const left = await treeMembers(roots);
    if (left.length === 0 || Date.now() >= deadline) return left;
    signalEach(left, 'SIGKILL');
    await pause(LOOK_MS);
  }
}

function signalEach(pids: number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch (error) {
      // ESRCH: it exited since the look. EPERM: another user's process, which no mark of ours names.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ESRCH' && code !== 'EPERM') throw error;
    }
  }
}

async function anyRunning(pids: number[]): Promise<boolean> {
  for (const pid of pids) if (await processRunning(pid)) return true;
  return false;
}

async function holdsAny(pid: number, marks: string[]): Promise<boolean> {
  for (const mark of marks) if (await environmentHolds(pid, mark)) return true;
  return false;
}

/** `pid` and its ancestors. */
function lineage(table: ProcessRow[], pid: number): Set<number> {
  const parent = new Map(table.map((row) => [row.pid, row.ppid]));
  const found = new Set<number>();
  for (let at: number | undefined = pid; at !== undefined && at > 0 && !found.has(at); at = parent.get(at)) found.add(at);
  return found;
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
