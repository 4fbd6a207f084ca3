import type { TrackingFile } from '../../protocol/tracking.js';
import type { DaemonView } from '../daemon/services.js';

/** What a route handler may read. Handlers never write: the HTTP API only answers questions. */
export interface ApiContext extends DaemonView {
  /** The tracked state in the form of `.tracking.json` (built on first use, reused until it changes). */
  tracking(): TrackingFile;
}
