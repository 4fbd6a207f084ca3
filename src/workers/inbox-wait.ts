import { type FSWatcher, watch } from 'node:fs';
import { classifyInboxName } from '../../protocol/paths.js';

/**
 * Tells when an inbox folder may hold something new to claim. Native mode uses one `fs.watch` on
 * the folder: it is ready at once and costs nothing to import, which matters for a hook that
 * starts a process per call (chokidar's ready scan stats every file first). Poll mode (network
 * filesystems, where inotify is blind) looks every `pollIntervalMs` instead. Either way an event
 * is a hint: the caller rescans the folder.
 */
export interface InboxWait {
  close(): void;
}

export interface InboxWaitOptions {
  dir: string;
  mode: 'native' | 'poll';
  pollIntervalMs: number;
  onHint: () => void;
  onError: (error: Error) => void;
}

export function watchInboxFolder(options: InboxWaitOptions): InboxWait {
  if (options.mode === 'poll') {
    const timer = setInterval(options.onHint, options.pollIntervalMs);
    return { close: () => clearInterval(timer) };
  }
  const watcher: FSWatcher = watch(options.dir, { persistent: true }, (_event, name) => {
    if (name === null || mayUnblock(name.toString())) options.onHint();
  });
  watcher.on('error', (error) => options.onError(error));
  return { close: () => watcher.close() };
}

/** A task file, or a signal whose arrival or removal can change what is claimable; not heartbeats, contexts or temp files. */
function mayUnblock(name: string): boolean {
  const kind = classifyInboxName(name);
  return kind !== null && (kind.kind === 'task' || kind.kind === 'signal');
}
