import { OUTPUT_DIR } from '../../protocol/paths.js';
import { toIso } from '../../protocol/timestamps.js';
import { appendLine } from '../fs/append-line.js';
import { inProject } from '../project/project-root.js';

/** One line per Stop or SessionStart hook outcome worth keeping: claims, idle stops, failures. */
export const WORKER_HOOKS_LOG = `${OUTPUT_DIR}/worker-hooks.log`;

export interface HookLog {
  line(message: string): Promise<void>;
}

/**
 * Writes to stderr (Claude Code shows it in verbose mode) and appends to the project's hook log.
 * A log that cannot be written never fails the hook: the stderr line still says what happened.
 */
export function hookLog(projectRoot: string, hook: string, agent: string, now: () => number, stderr: (text: string) => void): HookLog {
  return {
    async line(message) {
      const text = `${toIso(now())} ${hook} ${agent}: ${message}`;
      stderr(`${text}\n`);
      try {
        await appendLine(inProject(projectRoot, WORKER_HOOKS_LOG), text);
      } catch (error) {
        // EACCES/EROFS/ENOSPC/ENOTDIR: the log is a convenience; stderr already has the line.
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'EACCES' && code !== 'EROFS' && code !== 'ENOSPC' && code !== 'ENOTDIR' && code !== 'EPERM') throw error;
        stderr(`${toIso(now())} ${hook} ${agent}: cannot append to ${WORKER_HOOKS_LOG} (${code})\n`);
      }
    },
  };
}
