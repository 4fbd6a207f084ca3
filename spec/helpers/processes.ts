import { execFile, spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { waitFor } from './temp-project.js';

/**
 * What tests need to know about processes outside their own children: which are still running
 * (Linux /proc; elsewhere none are found), and whether tmux is there to host them. A zombie counts
 * as gone: it runs no code and writes no file, it only waits for its reaper.
 */

interface ProcessFacts {
  pid: number;
  /** The command line, arguments joined by spaces. */
  cmdline: string;
  /** The process group, as /proc/PID/stat gives it. */
  group: number;
}

async function liveProcesses(): Promise<ProcessFacts[]> {
  const found: ProcessFacts[] = [];
  for (const name of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    // A process that ends while we look leaves empty reads, and is left out.
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
    // The command name in parentheses may hold spaces and parentheses: the fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields.length < 3 || fields[0] === 'Z') continue;
    const cmdline = (await readFile(`/proc/${name}/cmdline`, 'utf8').catch(() => '')).replaceAll('\0', ' ');
    found.push({ pid: Number(name), cmdline, group: Number(fields[2]) });
  }
  return found;
}

/** Pids of running processes whose command line mentions `text`. */
export async function processesMentioning(text: string): Promise<number[]> {
  return (await liveProcesses()).filter((facts) => facts.cmdline.includes(text)).map((facts) => facts.pid);
}

/** Pids of the running processes of a process group. */
async function processGroup(group: number): Promise<number[]> {
  return (await liveProcesses()).filter((facts) => facts.group === group).map((facts) => facts.pid);
}

/**
 * Waits, within a bound, until no process of the group runs; those still running after `graceMs`
 * are killed, so that a folder they write into can be removed after.
 */
async function processGroupEnded(group: number, graceMs = 5_000): Promise<void> {
  try {
    await waitFor(`process group ${group} to end`, async () => (await processGroup(group)).length === 0, graceMs);
  } catch {
    for (const pid of await processGroup(group)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch (error) {
        // ESRCH: it ended between the look and the kill.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    }
    await waitFor(`process group ${group} to end after SIGKILL`, async () => (await processGroup(group)).length === 0, graceMs);
  }
}

/** Why tmux cannot run here, or null when it can. */
export function tmuxMissing(): string | null {
  const probe = spawnSync('tmux', ['-V'], { encoding: 'utf8' });
  return probe.error || probe.status !== 0 ? 'tmux is not on PATH (apt-get install tmux)' : null;
}

/**
 * Kills the tmux server on `socket` and waits until the processes of its panes have ended: they
 * outlive their server for a moment (saving state, a last write), and the folder they write into
 * is removed only after. A server already gone is fine.
 */
export async function endTmuxServer(socket: string, extraArgs: string[] = []): Promise<void> {
  let panes: number[] = [];
  try {
    // Each pane's first process leads a process group of its own, which holds what it started.
    panes = (await tmux(socket, [...extraArgs, 'list-panes', '-a', '-F', '#{pane_pid}'])).split('\n').filter(Boolean).map(Number);
    await tmux(socket, [...extraArgs, 'kill-server']);
  } catch (error) {
    if (!/no server running|error connecting|can't find|server exited unexpectedly|lost server/.test((error as Error).message)) throw error;
  }
  for (const group of panes) await processGroupEnded(group);
}

/** A tmux command on the server of `socket`; its output, or an error whose message is tmux's. */
export function tmux(socket: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('tmux', ['-L', socket, ...args], { encoding: 'utf8' }, (error, stdout, stderr) =>
      error ? reject(new Error(stderr || error.message)) : resolve(stdout),
    );
  });
}
