import { unlink } from 'node:fs/promises';
import type { Action, LogEvent } from '../../protocol/actions.js';
import { INBOX_DIR } from '../../protocol/paths.js';
import { renderSignal } from '../../protocol/signals.js';
import { stableJson } from '../../protocol/stable-json.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { renderFrontMatter } from '../markdown/front-matter.js';
import { inProject } from '../project/project-root.js';
import type { TrackingStore } from '../tracking/tracking-store.js';
import type { Ledger } from './ledger.js';
import type { Logger } from './logger.js';

export interface ExecutorDeps {
  projectRoot: string;
  store: TrackingStore;
  ledger: Ledger;
  logger: Logger;
  /** Called for every logged transition, after it is logged. */
  onTransition?: (event: LogEvent, agent: string, id: string, message: string) => void;
  /** Called for every path the executor itself wrote or removed, so the file index is current before any event arrives. */
  onOwnChange?: (path: string, change: 'write' | 'remove') => void;
  /**
   * Contexts written with blocking calls (the first reconcile, before anyone is served). Signals
   * and handoffs stay on the thread pool: they are fsynced, and a disk flush must not block.
   */
  blockingWrites?: () => boolean;
  /** The daemon's fence (its lease): once false, no action is applied, not even a log line that would claim one. */
  mayWrite?: () => boolean;
}

/**
 * Applies `decide()` actions in order. Each action is idempotent, so applying the same list twice,
 * or replaying it after a crash half-way through, leaves the files as applying it once.
 */
export async function applyActions(actions: Action[], deps: ExecutorDeps): Promise<void> {
  for (const action of actions) {
    if (deps.mayWrite && !deps.mayWrite()) return;
    await applyAction(action, deps);
  }
}

async function applyAction(action: Action, deps: ExecutorDeps): Promise<void> {
  const { projectRoot, store, ledger, logger } = deps;
  switch (action.type) {
    case 'set-entry':
      store.set(action.id, action.entry);
      return;
    case 'drop-entry':
      store.delete(action.id);
      return;
    case 'write-context':
      await writeAtomic(inProject(projectRoot, action.file), stableJson(action.context), { fsync: false, blocking: deps.blockingWrites?.() ?? false });
      deps.onOwnChange?.(action.file, 'write');
      return;
    case 'write-signal':
      await writeAtomic(inProject(projectRoot, action.file), renderSignal(action.content));
      deps.onOwnChange?.(action.file, 'write');
      return;
    case 'write-handoff':
      await writeAtomic(inProject(projectRoot, action.file), renderFrontMatter(action.frontMatter, action.body));
      deps.onOwnChange?.(action.file, 'write');
      return;
    case 'append-ledger':
      await ledger.record(action.record);
      return;
    case 'remove':
      await removeInboxFile(projectRoot, action.file);
      deps.onOwnChange?.(action.file, 'remove');
      return;
    case 'log':
      logger.story(action.event, action.agent, action.id, action.message);
      deps.onTransition?.(action.event, action.agent, action.id, action.message);
      return;
  }
}

/** Only the inbox is ever cleaned up; a path elsewhere is a bug, refused loudly. */
async function removeInboxFile(projectRoot: string, file: string): Promise<void> {
  if (!file.startsWith(`${INBOX_DIR}/`) || file.includes('..')) throw new Error(`refusing to remove ${file}: outside the worker inbox`);
  try {
    await unlink(inProject(projectRoot, file));
  } catch (error) {
    // ENOENT: already removed (a replay, or someone was faster); that is the goal anyway.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
