import { watch, type FSWatcher } from 'chokidar';

/**
 * The only place that talks to chokidar. Events are hints ("look at this path again"), never
 * facts: callers re-read the file. `poll` mode is for network filesystems where inotify is blind.
 */
export type FsEventKind = 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir';

export interface TreeWatchOptions {
  root: string;
  depth: number;
  mode: 'native' | 'poll';
  pollIntervalMs: number;
  /** Names to skip (temp files of atomic writes, lock directories); called with the absolute path. */
  ignore: (absolutePath: string) => boolean;
  onEvent: (kind: FsEventKind, absolutePath: string) => void;
  onError: (error: Error) => void;
}

export interface TreeWatch {
  ready: Promise<void>;
  close(): Promise<void>;
}

export function watchTree(options: TreeWatchOptions): TreeWatch {
  const watcher: FSWatcher = watch(options.root, {
    ignoreInitial: true,
    depth: options.depth,
    usePolling: options.mode === 'poll',
    interval: options.pollIntervalMs,
    binaryInterval: options.pollIntervalMs,
    // Our reactions re-read files, so chokidar's own unlink/add merging (which delays unlinks) buys nothing.
    atomic: false,
    ignored: (path: string) => options.ignore(path),
  });
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  watcher.on('all', (kind, path) => options.onEvent(kind as FsEventKind, path));
  watcher.on('error', (error) => options.onError(error instanceof Error ? error : new Error(String(error))));
  let closing: Promise<void> | null = null;
  return {
    ready,
    close: () => (closing ??= watcher.close()),
  };
}
