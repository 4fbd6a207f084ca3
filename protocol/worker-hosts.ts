import { type Config, managedWorkers, rosterOf } from './config.js';

/**
 * Which daemon runs which managed worker when hosts share a project. One daemon per host may run
 * a supervisor: the lease holder runs the workers pinned to its host and those pinned to none
 * (`[workers.NAME] host` unset, the single-host case); a standby runs only the workers pinned to
 * its own host. A worker pinned to a host with no daemon runs nowhere: no other host starts it,
 * since its worktree, tools and credentials are that host's.
 */

/** The host a worker is pinned to (`[workers.NAME] host`), or null: then it runs wherever the lease is held. */
export function pinnedHostOf(config: Config, agent: string): string | null {
  return rosterOf(config)[agent]?.host ?? null;
}

/** The host whose daemon runs a managed worker: its pinned host, else the holder's (null while no holder is known). */
export function workerHostOf(config: Config, agent: string, holderHost: string | null): string | null {
  return pinnedHostOf(config, agent) ?? holderHost;
}

/** Each managed worker's host where it is known (pinned, or the holder's), for `forge workers` and GET /api/workers. */
export function workerHosts(config: Config, holderHost: string | null): Record<string, string> {
  const hosts: Record<string, string> = {};
  for (const agent of managedWorkers(config)) {
    const host = workerHostOf(config, agent, holderHost);
    if (host !== null) hosts[agent] = host;
  }
  return hosts;
}

/** The managed workers a daemon on `host` runs: pinned to `host`, and, when it holds the lease, pinned to no host. */
export function workersRunOn(config: Config, host: string, holding: boolean): string[] {
  return managedWorkers(config).filter((agent) => {
    const pinned = pinnedHostOf(config, agent);
    return pinned === null ? holding : pinned === host;
  });
}

/** The managed workers pinned to another host than `host`: a daemon here never starts them. */
export function workersPinnedElsewhere(config: Config, host: string): { agent: string; host: string }[] {
  return managedWorkers(config).flatMap((agent) => {
    const pinned = pinnedHostOf(config, agent);
    return pinned !== null && pinned !== host ? [{ agent, host: pinned }] : [];
  });
}
