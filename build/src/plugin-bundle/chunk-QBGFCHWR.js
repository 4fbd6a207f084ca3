import {
  TRACKING_FILE,
  adapterFile
} from "./chunk-YZV3RAMM.js";

// dist/src/workers/workers-view.js
function workersView(roster, tracking, hosts = {}) {
  const tracked = tracking?.workers ?? {};
  const names = [
    ...Object.keys(roster),
    ...Object.keys(tracked).filter((name) => !(name in roster)).sort()
  ];
  const workers = names.map((agent) => {
    const entry = tracked[agent];
    return {
      agent,
      task_types: roster[agent]?.task_types ?? [],
      adapter: roster[agent]?.adapter ?? adapterFile(agent),
      in_roster: agent in roster,
      status: entry?.status ?? "unknown",
      current_task: entry?.current_task ?? null,
      idle_since: entry?.idle_since ?? null,
      last_seen_at: entry?.last_seen_at ?? null,
      ...entry?.supervisor ? { supervisor: entry.supervisor } : {},
      ...hosts[agent] ? { host: hosts[agent] } : {}
    };
  });
  const view = { ok: true, updated_at: tracking?.updated_at ?? null, workers };
  if (tracking === null) {
    view.message = `No ${TRACKING_FILE}: the daemon has not run here, so no worker's status is known. Start it with "forge start"; a worker shows up when its hooks touch worker-inbox/<name>/.heartbeat.`;
  }
  return view;
}

export {
  workersView
};
