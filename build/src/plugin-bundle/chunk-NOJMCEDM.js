import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  heartbeatFile
} from "./chunk-YZV3RAMM.js";

// dist/src/workers/heartbeat.js
import { mkdir, utimes, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
async function touchHeartbeat(projectRoot, agent, now) {
  const file = inProject(projectRoot, heartbeatFile(agent));
  const at = new Date(now);
  try {
    await utimes(file, at, at);
  } catch (error) {
    if (error.code !== "ENOENT")
      throw error;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, "");
    await utimes(file, at, at);
  }
}

export {
  touchHeartbeat
};
