import type { WorkerConfig } from '../../protocol/config.js';
import type { WorkersView } from '../../protocol/http-api.js';
import { adapterFile, TRACKING_FILE } from '../../protocol/paths.js';
import type { TrackingFile } from '../../protocol/tracking.js';

/**
 * The roster joined with the liveness the daemon derived (`forge workers`, GET /api/workers).
 * Workers the daemon saw but the roster does not name are listed after it. Pure.
 */
export function workersView(
  roster: Record<string, WorkerConfig>,
  tracking: Pick<TrackingFile, 'updated_at' | 'workers'> | null,
  /** The host running each managed worker (protocol/worker-hosts.ts `workerHosts`). */
  hosts: Record<string, string> = {},
): WorkersView {
  const tracked = tracking?.workers ?? {};
  const names = [
    ...Object.keys(roster),
    ...Object.keys(tracked)
      .filter((name) => !(name in roster))
      .sort(),
  ];
  const workers = names.map((agent) => {
    const entry = tracked[agent];
    return {
      agent,
      task_types: roster[agent]?.task_types ?? [],
      adapter: roster[agent]?.adapter ?? adapterFile(agent),
      in_roster: agent in roster,
      status: entry?.status ?? ('unknown' as const),
      current_task: entry?.current_task ?? null,
      idle_since: entry?.idle_since ?? null,
      last_seen_at: entry?.last_seen_at ?? null,
      ...(entry?.supervisor ? { supervisor: entry.supervisor } : {}),
      ...(hosts[agent] ? { host: hosts[agent] } : {}),
    };
  });
  const view: WorkersView = { ok: true, updated_at: tracking?.updated_at ?? null, workers };
  if (tracking === null) {
    view.message = `No ${TRACKING_FILE}: the daemon has not run here, so no worker's status is known. Start it with "forge start"; a worker shows up when its hooks touch worker-inbox/<name>/.heartbeat.`;
  }
  return view;
}
