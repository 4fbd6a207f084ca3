import {
  processAlive
} from "./chunk-TOKAIHTZ.js";
import {
  createExclusive
} from "./chunk-JG65QDGJ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  agentInbox
} from "./chunk-YZV3RAMM.js";

// dist/src/workers/stop-turn-lock.js
import { mkdir, readdir, readFile, unlink } from "node:fs/promises";
import { dirname } from "node:path";
var SAFE_SESSION = /^[A-Za-z0-9._-]{1,200}$/;
async function holdStopTurn(projectRoot, agent, sessionId) {
  if (!SAFE_SESSION.test(sessionId))
    return async () => {
    };
  const file = inProject(projectRoot, `${agentInbox(agent)}/.stop-${sessionId}`);
  await mkdir(dirname(file), { recursive: true }).catch((error) => {
    if (error.code !== "EEXIST")
      throw error;
  });
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await createExclusive(file, `pid: ${process.pid}
`))
      return () => unlink(file).catch(ignoreMissing);
    const holder = Number(/^pid: (\d+)$/m.exec(await readFile(file, "utf8").catch(emptyIfMissing) ?? "")?.[1]);
    if (Number.isInteger(holder) && holder > 0 && processAlive(holder))
      return null;
    await unlink(file).catch(ignoreMissing);
  }
  return null;
}
async function clearDeadStopTurns(projectRoot, agent) {
  const folder = inProject(projectRoot, agentInbox(agent));
  const names = await readdir(folder).catch((error) => {
    if (error.code === "ENOENT" || error.code === "ENOTDIR")
      return [];
    throw error;
  });
  let dead = 0;
  for (const name of names) {
    if (!name.startsWith(".stop-") || !SAFE_SESSION.test(name.slice(".stop-".length)))
      continue;
    const file = `${folder}/${name}`;
    const holder = Number(/^pid: (\d+)$/m.exec(await readFile(file, "utf8").catch(emptyIfMissing) ?? "")?.[1]);
    if (!Number.isInteger(holder) || holder <= 0 || processAlive(holder))
      continue;
    await unlink(file).catch(ignoreMissing);
    dead++;
  }
  return dead;
}
function ignoreMissing(error) {
  if (error.code !== "ENOENT")
    throw error;
}
function emptyIfMissing(error) {
  if (error.code !== "ENOENT")
    throw error;
  return "";
}

export {
  holdStopTurn,
  clearDeadStopTurns
};
