import type { Config } from '../../protocol/config.js';
import type { Clock } from '../clock.js';
import { activeWorktrees } from './active-worktrees.js';
import type { Worktree } from './locate.js';
import { type IngestReport, TranscriptService } from './transcript-memory.js';

/**
 * One pass over every transcript folder of the project (root, open tasks' worktrees, configured
 * dirs), reading only what was added since the last pass: what `forge start --once` does after
 * its reconcile, with the compound watermark live as in the daemon. `worktrees`: the open tasks'
 * worktrees when the caller knows them (the daemon just read every task), else read from the files.
 */
export async function ingestPending(projectRoot: string, config: Config, clock: Clock, env: NodeJS.ProcessEnv, worktrees?: Worktree[]): Promise<IngestReport> {
  const service = await TranscriptService.open({ projectRoot, config, clock, env, compound: true });
  return service.ingestDirs(await service.locate(worktrees ?? (await activeWorktrees(projectRoot, config.daemon.max_task_bytes))));
}
