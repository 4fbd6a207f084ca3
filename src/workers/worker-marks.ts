import { readFile, rm, stat } from 'node:fs/promises';
import { z } from 'zod';
import { INBOX_DIR } from '../../protocol/paths.js';
import { IsoTime } from '../../protocol/timestamps.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { inProject } from '../project/project-root.js';

/**
 * Files beside a worker's inbox that concern its session, not a story (dot-names, which the
 * daemon's story index never takes for protocol files):
 *   .needs-input  the session waits for a person (written by the Notification hook)
 *   .stopped      a person stopped the managed worker; it stays stopped until started again
 *   .restart      a person asked for a restart; the supervisor does it and removes the file
 *   .session      the managed session that runs now (its start time, the folder it started in and
 *                 whether it is sandboxed); a hook of any other session (one that outlived its
 *                 worker's process) stops waiting instead of claiming
 */
export const WORKER_MARKS = ['needs-input', 'stopped', 'restart', 'session'] as const;
export type WorkerMark = (typeof WORKER_MARKS)[number];

export const markFile = (agent: string, mark: WorkerMark) => `${INBOX_DIR}/${agent}/.${mark}`;

export const NeedsInput = z.object({
  type: z.string(),
  message: z.string(),
  at: IsoTime,
});
export type NeedsInput = z.infer<typeof NeedsInput>;

export async function writeMark(projectRoot: string, agent: string, mark: WorkerMark, content: Record<string, unknown>): Promise<void> {
  await writeAtomic(inProject(projectRoot, markFile(agent, mark)), `${JSON.stringify(content)}\n`);
}

export async function removeMark(projectRoot: string, agent: string, mark: WorkerMark): Promise<void> {
  await rm(inProject(projectRoot, markFile(agent, mark)), { force: true });
}

export async function hasMark(projectRoot: string, agent: string, mark: WorkerMark): Promise<boolean> {
  try {
    await stat(inProject(projectRoot, markFile(agent, mark)));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Whether the session that started at `startedAt` is the one the supervisor runs now for the worker. */
export async function isCurrentSession(projectRoot: string, agent: string, startedAt: string): Promise<boolean> {
  try {
    return (await readFile(inProject(projectRoot, markFile(agent, 'session')), 'utf8')).includes(JSON.stringify(startedAt));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

export const SessionMark = z.object({ started_at: z.string(), folder: z.string().optional(), sandbox: z.boolean().optional() });
export type SessionMark = z.infer<typeof SessionMark>;

/** The worker's `.session`, or null when there is none or it does not parse (a mark from before it held the folder parses). */
export async function readSessionMark(projectRoot: string, agent: string): Promise<SessionMark | null> {
  try {
    const parsed = SessionMark.safeParse(JSON.parse(await readFile(inProject(projectRoot, markFile(agent, 'session')), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return null;
    throw error;
  }
}

/** The worker's `.needs-input`, or null when there is none; one that does not parse still says a person is needed. */
export async function readNeedsInput(projectRoot: string, agent: string): Promise<NeedsInput | null> {
  let text: string;
  try {
    text = await readFile(inProject(projectRoot, markFile(agent, 'needs-input')), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed = NeedsInput.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
  }
  return { type: 'unknown', message: `${markFile(agent, 'needs-input')} does not hold {type, message, at}`, at: new Date().toISOString() };
}
