import {
  Tmux,
  serverEnv,
  socketName
} from "./chunk-2YTZKZ6M.js";
import {
  requireTmuxPlatform
} from "./chunk-GFTVIC7U.js";
import {
  SCREEN_MAX_LINES
} from "./chunk-CXV3PIRA.js";
import {
  projectIdOf
} from "./chunk-G57OUFMF.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  CONFIG_TOML
} from "./chunk-MSTBUHMK.js";
import {
  managedWorkers
} from "./chunk-UILLDLYA.js";

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
async function workerScreen(projectRoot, config, name, lines, env) {
  const tmux = await workerSession(projectRoot, config, name, env);
  return tmux.capture(name, Math.min(lines, SCREEN_MAX_LINES));
}

export {
  workerSession,
  workerScreen
};
