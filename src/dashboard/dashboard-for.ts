import type { DaemonView } from '../daemon/services.js';
import { Dashboard } from './dashboard.js';

const open = new WeakMap<DaemonView, Promise<Dashboard>>();

/**
 * The dashboard of one running daemon, opened on the first request that needs it and kept as
 * long as the daemon's view (the HTTP API's context) lives: routes share it without the server
 * knowing about it, and a daemon nobody looks at never pays for it.
 */
export function dashboardFor(source: DaemonView): Promise<Dashboard> {
  let dashboard = open.get(source);
  if (!dashboard) {
    dashboard = Dashboard.open(source);
    // A failed open is not kept: the next request tries again.
    dashboard.catch(() => open.delete(source));
    open.set(source, dashboard);
  }
  return dashboard;
}
