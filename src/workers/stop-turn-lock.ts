import { mkdir, readFile, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { agentInbox } from '../../protocol/paths.js';
import { createExclusive } from '../fs/exclusive-create.js';
import { listDirOrEmpty } from '../fs/list-dir.js';
import { processAlive } from '../fs/process-alive.js';
import { inProject } from '../project/project-root.js';

const SAFE_SESSION = /^[A-Za-z0-9._-]{1,200}$/;

/**
 * One Stop hook answers a session's stop. Where two registrations reach the same stop (the plugin
 * and `forge hooks install`, say), both run at once; the first to create
 * `worker-inbox/<agent>/.stop-<session>` claims and waits, and the other answers nothing, so one
 * stop never claims two tasks. The file names the process that holds it: one left by a process
 * that died (a SIGKILLed daemon) is taken over. Returns the release, or null when another holds it.
 */
export async function holdStopTurn(projectRoot: string, agent: string, sessionId: string): Promise<(() => Promise<void>) | null> {
  if (!SAFE_SESSION.test(sessionId)) return async () => {};
  const file = inProject(projectRoot, `${agentInbox(agent)}/.stop-${sessionId}`);
  // The heartbeat right after creates the inbox folder too; a first Stop may come before any task.
  await mkdir(dirname(file), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    // EEXIST: a file where the inbox folder should be; the create below says ENOTDIR, as every other look does.
    if (error.code !== 'EEXIST') throw error;
  });
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await createExclusive(file, `pid: ${process.pid}\n`)) return () => unlink(file).catch(ignoreMissing);
    const holder = await holderOf(file);
    if (holder !== null && processAlive(holder)) return null;
    await unlink(file).catch(ignoreMissing);
  }
  return null;
}

/**
 * Removes the agent's stop turns whose holder died mid-turn (a SIGKILLed daemon answering over
 * HTTP, a hook process killed), as holdStopTurn would take them over, and says how many there
 * were. Such a turn's answer never reached its session, which then sat down at its prompt: a
 * claim that turn made is held by a session that never saw it.
 */
export async function clearDeadStopTurns(projectRoot: string, agent: string): Promise<number> {
  const folder = inProject(projectRoot, agentInbox(agent));
  let dead = 0;
  for (const entry of await listDirOrEmpty(folder)) {
    const name = entry.name;
    if (!name.startsWith('.stop-') || !SAFE_SESSION.test(name.slice('.stop-'.length))) continue;
    const file = `${folder}/${name}`;
    const holder = await holderOf(file);
    // Created but not yet written (a holder between its create and its write) is not dead.
    if (holder === null || processAlive(holder)) continue;
    await unlink(file).catch(ignoreMissing);
    dead++;
  }
  return dead;
}

/** The pid a stop-turn file names, or null when it names none (not yet written, gone, or not ours). */
async function holderOf(file: string): Promise<number | null> {
  const holder = Number(/^pid: (\d+)$/m.exec((await readFile(file, 'utf8').catch(emptyIfMissing)) ?? '')?.[1]);
  return Number.isInteger(holder) && holder > 0 ? holder : null;
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  // ENOENT: already gone (released, or taken over by another hook).
  if (error.code !== 'ENOENT') throw error;
}

function emptyIfMissing(error: NodeJS.ErrnoException): string {
  if (error.code !== 'ENOENT') throw error;
  return '';
}
