import {
  Tmux,
  serverEnv,
  socketName
} from "./chunk-I4M5FEM6.js";
import {
  requireTmuxPlatform
} from "./chunk-GFTVIC7U.js";
import "./chunk-N57HSJ75.js";
import "./chunk-CQSFMSOK.js";
import "./chunk-2LPBD34Y.js";
import "./chunk-IGCE3PVI.js";
import "./chunk-MVX4HVOW.js";
import {
  projectIdOf
} from "./chunk-G57OUFMF.js";
import "./chunk-EBMVPUFC.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-APORTJVU.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-XBUSBGI4.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import {
  CONFIG_TOML
} from "./chunk-CHURQFXZ.js";
import {
  managedWorkers
} from "./chunk-UILLDLYA.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/supervisor/project-tmux.js
async function workerSession(projectRoot, config, name, env) {
  requireTmuxPlatform();
  if (!managedWorkers(config).includes(name))
    throw new ForgeError("usage", `${name} is not a managed worker (set [supervisor] enabled = true in ${CONFIG_TOML}; managed: ${managedWorkers(config).join(", ") || "none"})`);
  const tmux = new Tmux(socketName(projectIdOf(config, projectRoot)), serverEnv(env));
  const sessions = await tmux.sessions();
  if (!sessions.some((session) => session.name === name))
    throw new ForgeError("not_found", `${name} has no session on tmux socket ${tmux.socket}: is the daemon running (forge start)?`);
  return tmux;
}
export {
  workerSession
};
