import { HANDOFFS_DIR } from '../protocol/paths.js';
import type { TreeWatch } from './fs-watcher.js';
import { type ProtocolWatchOptions, watchProtocolFolder } from './inbox-watcher.js';

/** Watches `handoffs/` for pr, error and escalation handoffs. */
export function watchHandoffs(options: ProtocolWatchOptions): TreeWatch {
  return watchProtocolFolder(HANDOFFS_DIR, 0, options);
}
