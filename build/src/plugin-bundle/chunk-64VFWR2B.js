import {
  createExclusive
} from "./chunk-JG65QDGJ.js";
import {
  OUTPUT_DIR
} from "./chunk-YZV3RAMM.js";

// dist/src/heimdall/recorded-calls.js
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
var RECORDED_CALLS_DIR = `${OUTPUT_DIR}/.heimdall-calls`;
var SAFE = /^[A-Za-z0-9._-]{1,200}$/;
async function firstToRecord(projectRoot, sessionId, toolUseId) {
  if (!sessionId || !toolUseId || !SAFE.test(sessionId) || !SAFE.test(toolUseId))
    return true;
  const dir = join(projectRoot, ...RECORDED_CALLS_DIR.split("/"), sessionId);
  await mkdir(dir, { recursive: true });
  return createExclusive(join(dir, toolUseId), "");
}

export {
  RECORDED_CALLS_DIR,
  firstToRecord
};
