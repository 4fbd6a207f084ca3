import { stat } from 'node:fs/promises';
import { INBOX_DIR } from '../../protocol/paths.js';
import { inProject } from '../project/project-root.js';
import type { Logger } from './logger.js';

/**
 * Looks at the workers' `.heartbeat` files: the mtime of one is a sign of life of its worker.
 * The looks an event started are tracked, so a stop can wait for them.
 */
export class HeartbeatLooks {
  private readonly started = new Set<Promise<void>>();

  constructor(
    private readonly projectRoot: string,
    private readonly onSeen: (agent: string, at: number) => void,
    private readonly logger: Logger,
  ) {}

  /** A look an event asked for: its failure is reported, never thrown. */
  start(agent: string): void {
    const look: Promise<void> = this.look(agent)
      .catch((error: Error) => this.logger.error(`heartbeat of ${agent}: ${error.message}`))
      .finally(() => this.started.delete(look));
    this.started.add(look);
  }

  async look(agent: string): Promise<void> {
    try {
      const info = await stat(inProject(this.projectRoot, `${INBOX_DIR}/${agent}/.heartbeat`));
      this.onSeen(agent, info.mtimeMs);
    } catch (error) {
      // ENOENT: the heartbeat was removed; nothing to record.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  underWay(): Array<Promise<void>> {
    return [...this.started];
  }
}
