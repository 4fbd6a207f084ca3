import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  rosterOf
} from "./chunk-EGGF3NBR.js";
import {
  adapterFile
} from "./chunk-YZV3RAMM.js";

// dist/src/workers/read-adapter.js
import { readFile } from "node:fs/promises";
var strictUtf8 = new TextDecoder("utf-8", { fatal: true });
async function readAdapter(projectRoot, agent, config) {
  const relative = rosterOf(config)[agent]?.adapter ?? adapterFile(agent);
  const path = inProject(projectRoot, relative);
  let bytes;
  try {
    bytes = await readFile(path);
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT")
      return { path, text: null };
    if (code === "EACCES" || code === "EISDIR" || code === "ELOOP" || code === "ENOTDIR")
      throw new ForgeError("io", `personality adapter ${relative} cannot be read (${code})`);
    throw error;
  }
  const max = config.daemon.max_task_bytes;
  if (bytes.length > max)
    throw new ForgeError("bad_input", `personality adapter ${relative} is ${bytes.length} bytes, more than [daemon] max_task_bytes (${max})`);
  if (bytes.includes(0))
    throw new ForgeError("bad_input", `personality adapter ${relative} holds NUL bytes: expected Markdown text`);
  try {
    return { path, text: strictUtf8.decode(bytes) };
  } catch (error) {
    if (error instanceof TypeError)
      throw new ForgeError("bad_input", `personality adapter ${relative} is not UTF-8 text`);
    throw error;
  }
}

export {
  readAdapter
};
