import type { FsEventKind, TreeWatch } from '../../watchers/fs-watcher.js';
import { watchHandoffs } from '../../watchers/handoffs-watcher.js';
import { watchInbox } from '../../watchers/inbox-watcher.js';
import { watchTracking } from '../../watchers/tracking-watcher.js';

/** The daemon's watches on a project: the inbox and handoffs folders, and the tracking file. */
export function watchProject(options: {
  projectRoot: string;
  mode: 'native' | 'poll';
  pollIntervalMs: number;
  onPath: (path: string, kind: FsEventKind) => void;
  onTrackingChange: () => void;
  onError: (error: Error) => void;
}): TreeWatch[] {
  const { projectRoot, mode, pollIntervalMs, onPath, onTrackingChange, onError } = options;
  return [
    watchInbox({ projectRoot, mode, pollIntervalMs, onPath, onError }),
    watchHandoffs({ projectRoot, mode, pollIntervalMs, onPath, onError }),
    watchTracking({ projectRoot, mode, pollIntervalMs, onChange: onTrackingChange, onError }),
  ];
}
