import {
  watchProtocolFolder
} from "./chunk-DE6TTTNU.js";
import "./chunk-KWQMMKFM.js";
import {
  watchOptionsFor
} from "./chunk-Z6XF57ZM.js";
import {
  planProjects,
  readPlanFolder
} from "./chunk-SI3FBSHU.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-VSUZ4L4C.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-FA4IUSWH.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-AF6YNM63.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-VF46JH6B.js";
import "./chunk-2TBVN567.js";
import {
  PLANS_DIR,
  planStatus
} from "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import {
  renderDiagnostic
} from "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/planning/plan-service.js
import { mkdir } from "node:fs/promises";

// dist/watchers/plans-watcher.js
function watchPlans(options) {
  return watchProtocolFolder(PLANS_DIR, 1, options);
}

// dist/src/planning/plan-service.js
function planService() {
  let handle = null;
  let watch = null;
  let timer = null;
  let work = Promise.resolve();
  let queued = false;
  let closed = false;
  const rejected = /* @__PURE__ */ new Map();
  const phases = /* @__PURE__ */ new Map();
  const stale = /* @__PURE__ */ new Map();
  function requestLook() {
    if (queued || closed)
      return;
    queued = true;
    work = work.then(async () => {
      queued = false;
      if (!closed)
        await look();
    }).catch((error) => handle?.logger.error(`plans: ${error.message}`));
  }
  async function look() {
    const h = handle;
    const seenRejected = /* @__PURE__ */ new Set();
    const seenStale = /* @__PURE__ */ new Set();
    for (const project of await planProjects(h.projectRoot)) {
      const status = planStatus(await readPlanFolder(h.projectRoot, project));
      const phase = `${status.phase}${status.round === null ? "" : ` (round ${status.round}, ${status.modules?.done ?? 0}/${status.modules?.total ?? 0} done)`}`;
      if (phases.get(project) !== phase)
        h.logger.info(`plan ${project}: ${phase}; next: ${status.next.join(", ") || "nothing"}`);
      phases.set(project, phase);
      for (const artifact of status.artifacts) {
        const text = artifact.errors.map(renderDiagnostic).join("; ");
        if (artifact.state === "invalid") {
          seenRejected.add(artifact.file);
          if (rejected.get(artifact.file) !== text) {
            h.logger.warn(`plan file rejected: ${text}`);
            h.setRejected(artifact.file, artifact.errors);
          }
          rejected.set(artifact.file, text);
        } else if (artifact.state === "stale") {
          seenStale.add(artifact.file);
          if (stale.get(artifact.file) !== text)
            h.logger.info(`plan file stale: ${text}`);
          stale.set(artifact.file, text);
        }
      }
    }
    for (const file of [...rejected.keys()]) {
      if (seenRejected.has(file))
        continue;
      rejected.delete(file);
      h.setRejected(file, null);
    }
    for (const file of [...stale.keys()])
      if (!seenStale.has(file))
        stale.delete(file);
  }
  const onTransition = (transition) => {
    if (transition.event === "handed-off" || transition.event === "confirmed")
      requestLook();
  };
  return {
    name: "plans",
    async start(h) {
      handle = h;
      const config = h.config.current;
      for (const [file] of h.store.rejectedEntries())
        if (file.startsWith(`${PLANS_DIR}/`))
          rejected.set(file, "");
      await mkdir(inProject(h.projectRoot, PLANS_DIR), { recursive: true });
      h.events.on("transition", onTransition);
      requestLook();
      await work;
      watch = watchPlans({
        projectRoot: h.projectRoot,
        ...watchOptionsFor(config, h.projectRoot),
        onPath: () => requestLook(),
        onError: (error) => {
          h.logger.error(`plans watcher: ${error.message}; re-reading the plans`);
          requestLook();
        }
      });
      await watch.ready;
      timer = setInterval(requestLook, config.daemon.reconcile_interval);
    },
    async close() {
      closed = true;
      if (timer)
        clearInterval(timer);
      handle?.events.off("transition", onTransition);
      await watch?.close();
      await work;
    }
  };
}
export {
  planService
};
