import { basename } from 'node:path';
import { CONTEXT_SUFFIX, INBOX_DIR, isTempName } from '../protocol/paths.js';
import { inProject, protocolPath } from '../src/project/project-root.js';
import { pollFolders } from './folder-poller.js';
import { watchFolders } from './folder-watcher.js';
import type { FsEventKind, TreeWatch } from './fs-watcher.js';

export interface ProtocolWatchOptions {
  projectRoot: string;
  mode: 'native' | 'poll';
  pollIntervalMs: number;
  /** A protocol path (relative to the project root) that may have changed. */
  onPath: (path: string, kind: FsEventKind) => void;
  onError: (error: Error) => void;
}

/**
 * Watches `worker-inbox/<agent>/` for task files, signals, contexts and heartbeats. It only says
 * which path to look at again; the daemon decides what that means.
 */
export function watchInbox(options: ProtocolWatchOptions): TreeWatch {
  // Context files are the daemon's own output: an event for each would only re-read a story the
  // daemon just wrote, and a watch on each would double what chokidar holds per task. One removed
  // by hand is written again by the next reconcile.
  return watchProtocolFolder(INBOX_DIR, 1, options, (name) => name.endsWith(CONTEXT_SUFFIX));
}

/** Shared by the inbox and handoffs watchers: a protocol folder, temp files and lock dirs skipped. */
export function watchProtocolFolder(folder: string, depth: number, options: ProtocolWatchOptions, skip: (name: string) => boolean = () => false): TreeWatch {
  const root = inProject(options.projectRoot, folder);
  const watchOptions = {
    root,
    depth,
    mode: options.mode,
    pollIntervalMs: options.pollIntervalMs,
    ignore: (path: string) => path !== root && (isTempName(basename(path)) || skip(basename(path))),
    onEvent: (kind: FsEventKind, path: string) => options.onPath(protocolPath(options.projectRoot, path), kind),
    onError: options.onError,
  };
  // These folders grow with the number of tasks and are written from other hosts: see
  // folder-watcher.ts and folder-poller.ts for why not chokidar here.
  return options.mode === 'native' ? watchFolders(watchOptions) : pollFolders(watchOptions);
}
