import {
  processAlive
} from "./chunk-TOKAIHTZ.js";
import {
  writeAtomic
} from "./chunk-JVAYJMAM.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import {
  inProject
} from "./chunk-QUD75Q2X.js";
import {
  DAEMON_LOCK,
  DAEMON_OWNER,
  OUTPUT_DIR
} from "./chunk-JFQOKNT2.js";

// dist/src/daemon/daemon-lock.js
import { readFile, realpath, rm } from "node:fs/promises";
import { hostname } from "node:os";
import lockfile from "proper-lockfile";
var LOCK_STALE_MS = 1e4;
async function acquireDaemonLock(projectRoot, onCompromised) {
  const target = inProject(projectRoot, OUTPUT_DIR);
  const lockPath = inProject(projectRoot, DAEMON_LOCK);
  const ownerPath = inProject(projectRoot, DAEMON_OWNER);
  const options = { realpath: false, lockfilePath: lockPath, stale: LOCK_STALE_MS, update: 2e3, onCompromised };
  const root = await realpath(projectRoot);
  let release;
  let tookOverFrom = null;
  try {
    release = await lockfile.lock(target, options);
  } catch (error) {
    if (error.code !== "ELOCKED")
      throw error;
    const holder = await readOwner(ownerPath);
    const copied = holder !== null && holder.root !== null && holder.root !== root;
    if (holder && (copied || holder.host === hostname() && !isAlive(holder.pid))) {
      await rm(lockPath, { recursive: true, force: true });
      release = await lockfile.lock(target, options);
      tookOverFrom = holder;
    } else if (holder) {
      throw new ForgeError("locked", `another forge daemon is running on this project: pid ${holder.pid} on ${holder.host}, since ${holder.since}`);
    } else {
      throw new ForgeError("locked", `another forge daemon holds ${DAEMON_LOCK} (owner unknown); it is taken over once it is 10 s stale`);
    }
  }
  const owner = { pid: process.pid, host: hostname(), since: toIso(Date.now()), root };
  await writeAtomic(ownerPath, `${JSON.stringify(owner)}
`);
  return {
    owner,
    tookOverFrom,
    release: async () => {
      await rm(ownerPath, { force: true });
      await release();
    }
  };
}
async function readOwner(ownerPath) {
  try {
    const value = JSON.parse(await readFile(ownerPath, "utf8"));
    return typeof value.pid === "number" && typeof value.host === "string" ? { pid: value.pid, host: value.host, since: String(value.since ?? ""), root: typeof value.root === "string" ? value.root : null } : null;
  } catch (error) {
    if (error.code === "ENOENT" || error instanceof SyntaxError)
      return null;
    throw error;
  }
}
var isAlive = processAlive;
async function lockProject(projectRoot, logger, onCompromised) {
  const lock = await acquireDaemonLock(projectRoot, onCompromised);
  const before = lock.tookOverFrom;
  if (before) {
    const why = before.root !== null && before.root !== lock.owner.root ? `it was copied from ${before.root}` : "that daemon is no longer running";
    logger.info(`took over the project lock of pid ${before.pid} on ${before.host}: ${why}`);
  }
  return lock.release;
}

export {
  LOCK_STALE_MS,
  readOwner,
  isAlive,
  lockProject
};
