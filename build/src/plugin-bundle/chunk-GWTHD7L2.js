import {
  requireTmuxPlatform
} from "./chunk-GFTVIC7U.js";
import {
  Tmux,
  serverEnv,
  socketName
} from "./chunk-ECDWER7Y.js";
import {
  SCREEN_MAX_LINES
} from "./chunk-BLTLASRP.js";
import {
  projectIdOf
} from "./chunk-G57OUFMF.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  closestWord
} from "./chunk-DZG4LJL6.js";
import {
  managedWorkers,
  rosterOf
} from "./chunk-EGGF3NBR.js";
import {
  CONFIG_TOML
} from "./chunk-YZV3RAMM.js";

// dist/src/supervisor/project-tmux.js
async function workerSession(projectRoot, config, name, env) {
  requireTmuxPlatform();
  const managed = managedWorkers(config);
  if (!managed.includes(name))
    throw new ForgeError("usage", notManaged(config, name));
  const tmux = new Tmux(socketName(projectIdOf(config, projectRoot)), serverEnv(env));
  const sessions = await tmux.sessions();
  if (!sessions.some((session) => session.name === name))
    throw new ForgeError("not_found", `${name} has no session on tmux socket ${tmux.socket}: is the daemon running (forge start)?`);
  return tmux;
}
function notManaged(config, name) {
  const managed = managedWorkers(config);
  if (!config.supervisor.enabled)
    return `${name} is not a managed worker: the supervisor is off (set [supervisor] enabled = true in ${CONFIG_TOML})`;
  const guess = closestWord(name, managed);
  const roster = Object.keys(rosterOf(config));
  const why = roster.includes(name) ? `${name} is in the roster but not in [supervisor] workers` : guess ? `no managed worker is named ${name} (did you mean ${guess}?)` : `no managed worker is named ${name}`;
  return `${why}; managed: ${managed.join(", ") || "none"}`;
}
async function workerScreen(projectRoot, config, name, lines, env) {
  const tmux = await workerSession(projectRoot, config, name, env);
  const wanted = Math.min(lines, SCREEN_MAX_LINES);
  return lastLines(await tmux.capture(name, wanted), wanted);
}
function lastLines(text, count) {
  const lines = text.split("\n");
  return lines.length <= count ? text : lines.slice(-count).join("\n");
}

export {
  workerSession,
  notManaged,
  workerScreen
};
