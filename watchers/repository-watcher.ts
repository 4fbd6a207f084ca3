import { basename } from 'node:path';
import { type TreeWatch, watchTree } from './fs-watcher.js';

export interface RepositoryWatchOptions {
  root: string;
  /** Folder names never watched (version control, installed packages, forge's output). */
  ignoredDirs: readonly string[];
  mode: 'native' | 'poll';
  pollIntervalMs: number;
  /** A path below the root was added, changed or removed (a hint: the caller looks at the file again). */
  onPath: (absolutePath: string) => void;
  onError: (error: Error) => void;
}

/** Watches a repository's files for the code index, skipping the ignored folders at any depth. */
export function watchRepository(options: RepositoryWatchOptions): TreeWatch {
  const ignored = new Set(options.ignoredDirs);
  return watchTree({
    root: options.root,
    depth: 64,
    mode: options.mode,
    pollIntervalMs: options.pollIntervalMs,
    ignore: (path) => ignored.has(basename(path)),
    onEvent: (kind, path) => {
      if (kind === 'add' || kind === 'change' || kind === 'unlink') options.onPath(path);
    },
    onError: options.onError,
  });
}
