import {
  managedWorkers,
  rosterOf
} from "./chunk-EGGF3NBR.js";

// dist/protocol/worker-hosts.js
function pinnedHostOf(config, agent) {
  return rosterOf(config)[agent]?.host ?? null;
}
function workerHostOf(config, agent, holderHost) {
  return pinnedHostOf(config, agent) ?? holderHost;
}
function workerHosts(config, holderHost) {
  const hosts = {};
  for (const agent of managedWorkers(config)) {
    const host = workerHostOf(config, agent, holderHost);
    if (host !== null)
      hosts[agent] = host;
  }
  return hosts;
}
function workersRunOn(config, host, holding) {
  return managedWorkers(config).filter((agent) => {
    const pinned = pinnedHostOf(config, agent);
    return pinned === null ? holding : pinned === host;
  });
}
function workersPinnedElsewhere(config, host) {
  return managedWorkers(config).flatMap((agent) => {
    const pinned = pinnedHostOf(config, agent);
    return pinned !== null && pinned !== host ? [{ agent, host: pinned }] : [];
  });
}

export {
  pinnedHostOf,
  workerHostOf,
  workerHosts,
  workersRunOn,
  workersPinnedElsewhere
};
