import type { TrackingFile } from '../../protocol/tracking.js';
import type { DaemonView } from '../daemon/services.js';

/**
 * What a route handler may read. Handlers never write tracking state; the dashboard's actions
 * write only the files a person or the sentinel would, through the party operations of src/parties/.
 */
export interface ApiContext extends DaemonView {
  /** The secret of this daemon run that every POST /api/actions/* carries (handed to same-origin pages only). */
  actionToken: string;
  /** The project's hook token (src/workers/hook-endpoint.ts), once the server listens; null before. */
  hookToken(): string | null;
  /** Aborted when the server closes: held hook requests (a waiting Stop hook) end with it. */
  closing: AbortSignal;
  /** The tracked state in the form of `.tracking.json` (built on first use, reused until it changes). */
  tracking(): TrackingFile;
}
