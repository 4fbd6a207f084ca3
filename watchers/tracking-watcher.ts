import { dirname } from 'node:path';
import { TRACKING_FILE } from '../protocol/paths.js';
import { inProject } from '../src/project/project-root.js';
import { pollFolders } from './folder-poller.js';
import { type TreeWatch, watchTree } from './fs-watcher.js';

/**
 * Watches `.tracking.json` for edits by hand. The daemon's own writes are recognised by content
 * and ignored; a hand edit makes the daemon adopt the file and re-read every story against it.
 */
export function watchTracking(options: {
  projectRoot: string;
  mode: 'native' | 'poll';
  pollIntervalMs: number;
  onChange: () => void;
  onError: (error: Error) => void;
}): TreeWatch {
  const file = inProject(options.projectRoot, TRACKING_FILE);
  // Polling opens the file each round: a hand edit on another host is seen through the NFS caches.
  return (options.mode === 'poll' ? pollFolders : watchTree)({
    root: dirname(file),
    depth: 0,
    mode: options.mode,
    pollIntervalMs: options.pollIntervalMs,
    ignore: (path) => path !== file && path !== dirname(file),
    onEvent: (kind, path) => {
      if (path === file && (kind === 'add' || kind === 'change')) options.onChange();
    },
    onError: options.onError,
  });
}
