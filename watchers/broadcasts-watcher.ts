import { BROADCASTS_DIR } from '../protocol/paths.js';
import type { TreeWatch } from './fs-watcher.js';
import { type ProtocolWatchOptions, watchProtocolFolder } from './inbox-watcher.js';

/** Watches `broadcasts/` for new, changed and removed broadcast files (hints: readers re-read the file). */
export function watchBroadcasts(options: ProtocolWatchOptions): TreeWatch {
  return watchProtocolFolder(BROADCASTS_DIR, 0, options);
}
