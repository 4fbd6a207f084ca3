import {
  workersRunOn
} from "./chunk-HJHSSLWH.js";
import {
  thisHost
} from "./chunk-AKBGAQRY.js";
import "./chunk-UXMTMLH4.js";
import "./chunk-JG65QDGJ.js";
import {
  parseTracking
} from "./chunk-V4KTFVQF.js";
import "./chunk-VF46JH6B.js";
import "./chunk-BNRM2GEJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import {
  TRACKING_FILE
} from "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/supervisor/standby-supervision.js
import { EventEmitter } from "node:events";
import { readFile } from "node:fs/promises";
var TRACKING_READ_MS = 1e3;
function standbySupervision(options) {
  const host = options.host ?? thisHost();
  const tracking = new HolderTracking(options.projectRoot, options.logger);
  const supervisor = options.supervisorService({ env: options.env, host, standby: true, hooks: () => null });
  let started = null;
  let timer = null;
  let ended = false;
  const handle = {
    projectRoot: options.projectRoot,
    clock: options.clock,
    logger: options.logger,
    config: options.config,
    store: tracking,
    events: new EventEmitter(),
    requestStory: () => void 0,
    recordActivity: () => void 0,
    setRejected: () => void 0,
    // The workers' states are the holder's to record; a standby's supervisor logs each change.
    setSupervision: () => void 0,
    // It holds no lease to lose, and writes no file a lease guards.
    mayWrite: () => true,
    lease: () => null
  };
  async function begin() {
    const mine = workersRunOn(options.config.current, host, false);
    if (mine.length === 0)
      return;
    options.logger.info(`standby supervisor: runs ${mine.join(", ")}, pinned to this host (${host}), while it waits for the lease`);
    await tracking.read();
    timer = setInterval(() => void tracking.read().catch((error) => options.logger.warn(`standby supervisor: cannot read ${TRACKING_FILE}: ${error.message}`)), TRACKING_READ_MS);
    await supervisor.start(handle);
  }
  async function end(handOver) {
    if (ended || started === null)
      return;
    ended = true;
    await started;
    if (timer)
      clearInterval(timer);
    await (handOver ? supervisor.handOver() : supervisor.close());
  }
  return {
    begin() {
      started ??= begin().catch((error) => options.logger.error(`standby supervisor did not start: ${error.message}`));
    },
    handOver: () => end(true),
    stop: () => end(false)
  };
}
var HolderTracking = class {
  projectRoot;
  logger;
  file = null;
  warned = false;
  constructor(projectRoot, logger) {
    this.projectRoot = projectRoot;
    this.logger = logger;
  }
  async read() {
    let text;
    try {
      text = await readFile(inProject(this.projectRoot, TRACKING_FILE), "utf8");
    } catch (error) {
      if (error.code === "ENOENT")
        return;
      throw error;
    }
    const read = parseTracking(text);
    if (read.ok) {
      this.file = read.tracking;
      this.warned = false;
    } else if (!this.warned) {
      this.warned = true;
      this.logger.warn(`standby supervisor: cannot use ${TRACKING_FILE} (${read.diagnostics[0]?.got ?? "invalid"}); going on with its last good read`);
    }
  }
  get(id) {
    return this.file?.tasks[id];
  }
  values() {
    return Object.entries(this.file?.tasks ?? {});
  }
  getWorkers() {
    return this.file?.workers ?? {};
  }
  rejectedEntries() {
    return Object.entries(this.file?.rejected ?? {});
  }
};
export {
  standbySupervision
};
