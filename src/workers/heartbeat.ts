import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { heartbeatFile } from '../../protocol/paths.js';
import { inProject } from '../project/project-root.js';

/**
 * Touches `worker-inbox/<agent>/.heartbeat`: the daemon reads its mtime as the worker's last sign of
 * life. The file stays empty; only its time matters.
 */
export async function touchHeartbeat(projectRoot: string, agent: string, now: number): Promise<void> {
  const file = inProject(projectRoot, heartbeatFile(agent));
  const at = new Date(now);
  try {
    await utimes(file, at, at);
  } catch (error) {
    // ENOENT: the first heartbeat of this worker (or its inbox folder does not exist yet).
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, '');
    await utimes(file, at, at);
  }
}
