import {
  processAlive
} from "./chunk-TOKAIHTZ.js";
import {
  listDirOrEmpty
} from "./chunk-7RZ4TLVJ.js";
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
import { mkdir, readFile, unlink } from "node:fs/promises";
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
    const holder = await holderOf(file);
    if (holder !== null && processAlive(holder))
      return null;
    await unlink(file).catch(ignoreMissing);
  }
  return null;
}
async function clearDeadStopTurns(projectRoot, agent) {
  const folder = inProject(projectRoot, agentInbox(agent));
  let dead = 0;
  for (const entry of await listDirOrEmpty(folder)) {
    const name = entry.name;
    if (!name.startsWith(".stop-") || !SAFE_SESSION.test(name.slice(".stop-".length)))
      continue;
    const file = `${folder}/${name}`;
    const holder = await holderOf(file);
    if (holder === null || processAlive(holder))
      continue;
    await unlink(file).catch(ignoreMissing);
    dead++;
  }
  return dead;
}
async function holderOf(file) {
  const holder = Number(/^pid: (\d+)$/m.exec(await readFile(file, "utf8").catch(emptyIfMissing) ?? "")?.[1]);
  return Number.isInteger(holder) && holder > 0 ? holder : null;
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
