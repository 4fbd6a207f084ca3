import { type FSWatcher, watch } from 'chokidar';

/**
 * The only place that talks to chokidar. Events are hints ("look at this path again"), never
 * facts: callers re-read the file. `poll` mode is for network filesystems where inotify is blind.
 */
export type FsEventKind = 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir';

/** chokidar's own suppression window for repeated 'change' events on one path. */
const CHANGE_THROTTLE_MS = 50;

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
  // chokidar drops a 'change' that follows another on the same path within 50 ms (a leading-edge
  // throttle with no trailing call), so a quick second write would go unseen until the next
  // reconcile. A trailing look after the window closes that gap. Each change it lets through opens
  // a new window, so the look is set again from every one: set only from the first, it fired
  // inside a later window and a write dropped there was never seen.
  const trailing = new Map<string, NodeJS.Timeout>();
  watcher.on('all', (kind, path) => {
    options.onEvent(kind as FsEventKind, path);
    if (kind !== 'change') return;
    clearTimeout(trailing.get(path));
    trailing.set(
      path,
      setTimeout(() => {
        trailing.delete(path);
        options.onEvent('change', path);
      }, CHANGE_THROTTLE_MS + 10),
    );
  });
  watcher.on('error', (error) => options.onError(error instanceof Error ? error : new Error(String(error))));
  let closing: Promise<void> | null = null;
  return {
    ready,
    close: () =>
      (closing ??= (async () => {
        for (const timer of trailing.values()) clearTimeout(timer);
        trailing.clear();
        await watcher.close();
      })()),
  };
}
