import {
  watchChoiceFor
} from "./chunk-Z6XF57ZM.js";
import {
  daemonUrl
} from "./chunk-XJPVWL33.js";
import {
  fetchFailure,
  fetchWithin
} from "./chunk-VDGUKLNQ.js";
import {
  DEFAULT_LEASE_TTL_MS,
  isAlive,
  readOwner
} from "./chunk-QKBSYYVO.js";
import {
  LeaseFiles
} from "./chunk-AKBGAQRY.js";
import {
  StatusSummary
} from "./chunk-BLTLASRP.js";
import {
  epochFileName,
  leaseViewOf
} from "./chunk-BNRM2GEJ.js";
import {
  projectIdOf
} from "./chunk-G57OUFMF.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  BROADCASTS_DIR,
  CONFIG_DIR,
  DAEMON_OWNER,
  HANDOFFS_DIR,
  INBOX_DIR
} from "./chunk-YZV3RAMM.js";

// dist/src/doctor/gather-daemon.js
import { readdir, readFile, stat } from "node:fs/promises";
import { createServer } from "node:net";
import { hostname } from "node:os";
import { join } from "node:path";
async function daemonFacts(root, now) {
  const files = new LeaseFiles(root);
  const { epoch, record } = await files.current();
  let lockAgeMs = null;
  if (epoch > 0 && !record?.released) {
    try {
      lockAgeMs = Math.max(0, now - (await stat(join(files.dir, epochFileName(epoch)))).mtimeMs);
    } catch (error) {
      if (error.code !== "ENOENT")
        throw error;
    }
  }
  const holder = record && lockAgeMs !== null ? { pid: record.pid, host: record.host, since: record.since } : null;
  const owner = holder ?? (lockAgeMs === null ? null : await readOwner(inProject(root, DAEMON_OWNER)));
  const thisHost = hostname();
  const staleMs = record?.ttl_ms ?? DEFAULT_LEASE_TTL_MS;
  const lease = record ? leaseViewOf(record) : null;
  return { lockAgeMs, owner, ownerAlive: owner && owner.host === thisHost ? isAlive(owner.pid) : null, thisHost, staleMs, lease };
}
var PROBE_TIMEOUT_MS = 1e3;
async function portState(root, config) {
  const { bind, dashboard_port: port } = config.forge;
  const bound = await new Promise((resolve) => {
    const server = createServer();
    server.once("error", (error) => resolve(error));
    server.listen(port, bind, () => server.close(() => resolve(null)));
  });
  if (bound === null)
    return { kind: "free" };
  if (bound.code !== "EADDRINUSE")
    return { kind: "error", detail: bound.code ?? bound.message };
  try {
    const response = await fetchWithin(`${daemonUrl(config)}/api/status`, {}, PROBE_TIMEOUT_MS);
    const summary = StatusSummary.safeParse(await response.json());
    if (!summary.success)
      return { kind: "taken" };
    return summary.data.project_id === projectIdOf(config, root) ? { kind: "ours" } : { kind: "other-forge", projectId: summary.data.project_id };
  } catch (error) {
    if (fetchFailure(error, PROBE_TIMEOUT_MS) !== null || error instanceof SyntaxError)
      return { kind: "taken" };
    throw error;
  }
}
async function inotifyFacts(root, config, platform) {
  const limit = await readLimit();
  const cap = (limit ?? 1e6) + 1;
  let watched = 0;
  for (const folder of [CONFIG_DIR, INBOX_DIR, HANDOFFS_DIR, BROADCASTS_DIR])
    watched += await countPaths(inProject(root, folder), cap - watched);
  return { platform, mode: watchChoiceFor(config.daemon.watch, root).mode, limit, watched };
}
async function readLimit() {
  try {
    const value = Number((await readFile("/proc/sys/fs/inotify/max_user_watches", "utf8")).trim());
    return Number.isFinite(value) ? value : null;
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}
async function countPaths(dir, cap) {
  if (cap <= 0)
    return 0;
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      return 0;
    throw error;
  }
  let count = 1;
  for (const entry of entries) {
    if (count >= cap)
      break;
    count += entry.isDirectory() ? await countPaths(join(dir, entry.name), cap - count) : 1;
  }
  return count;
}

export {
  daemonFacts,
  portState,
  inotifyFacts
};
