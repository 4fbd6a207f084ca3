import {
  removeMark,
  writeMark
} from "./chunk-HSUGBURF.js";
import {
  requireTmuxPlatform
} from "./chunk-GFTVIC7U.js";
import "./chunk-VF46JH6B.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-LEL55BD4.js";
import {
  managedWorkers
} from "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import {
  CONFIG_TOML
} from "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/supervisor/worker-control.js
async function controlWorkers(projectRoot, config, tracking, verb, named, now) {
  requireTmuxPlatform();
  const managed = managedWorkers(config);
  if (managed.length === 0)
    throw new ForgeError("usage", `no managed workers: set [supervisor] enabled = true in ${CONFIG_TOML}`);
  const unknown = named.filter((name) => !managed.includes(name));
  if (unknown.length > 0)
    throw new ForgeError("usage", `not a managed worker: ${unknown.join(", ")} (managed: ${managed.join(", ")})`);
  const lines = [];
  for (const name of named.length > 0 ? named : managed) {
    const supervisor = tracking?.workers[name]?.supervisor;
    const state = supervisor?.state;
    const ended = state === "failed" || state === "needs_input" && supervisor?.pid === null;
    if (verb === "stop") {
      await writeMark(projectRoot, name, "stopped", { at: new Date(now).toISOString() });
    } else {
      await removeMark(projectRoot, name, "stopped");
      if (verb === "restart" || ended)
        await writeMark(projectRoot, name, "restart", { at: new Date(now).toISOString() });
    }
    lines.push(`${name}: ${verb} requested${state ? ` (was ${state})` : ""}`);
  }
  return lines;
}
export {
  controlWorkers
};
