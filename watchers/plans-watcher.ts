import { PLANS_DIR } from '../protocol/planning/plan-files.js';
import type { TreeWatch } from './fs-watcher.js';
import { type ProtocolWatchOptions, watchProtocolFolder } from './inbox-watcher.js';

/** Watches `_vibe-chain/plans/<project>/` for artifacts written or edited by hand (hints: the plan is re-read whole). */
export function watchPlans(options: ProtocolWatchOptions): TreeWatch {
  return watchProtocolFolder(PLANS_DIR, 1, options);
}
