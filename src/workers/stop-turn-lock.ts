import { mkdir, readFile, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { agentInbox } from '../../protocol/paths.js';
import { createExclusive } from '../fs/exclusive-create.js';
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
    const holder = Number(/^pid: (\d+)$/m.exec((await readFile(file, 'utf8').catch(emptyIfMissing)) ?? '')?.[1]);
    if (Number.isInteger(holder) && holder > 0 && processAlive(holder)) return null;
    await unlink(file).catch(ignoreMissing);
  }
  return null;
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  // ENOENT: already gone (released, or taken over by another hook).
  if (error.code !== 'ENOENT') throw error;
}

function emptyIfMissing(error: NodeJS.ErrnoException): string {
  if (error.code !== 'ENOENT') throw error;
  return '';
}
