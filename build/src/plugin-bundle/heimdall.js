import {
  runHook
} from "./chunk-ALS3AFFH.js";
import "./chunk-AWXILJD5.js";
import "./chunk-4LT236LF.js";
import "./chunk-SRIU64PF.js";
import "./chunk-OJP7CWSX.js";
import "./chunk-MW3MWNWP.js";
import {
  diskFsView
} from "./chunk-4P3TWX4D.js";
import {
  systemClock
} from "./chunk-WG7L56QK.js";
import "./chunk-MHNMRYM2.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-FT4YIKO6.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/heimdall/main.js
import { readFileSync, writeSync } from "node:fs";
import { parseArgs } from "node:util";
var USAGE = "usage: heimdall [--context FILE] [--project DIR] < hook-input.json\n";
async function main(argv) {
  let values;
  try {
    values = parseArgs({ args: argv, options: { context: { type: "string" }, project: { type: "string" } }, strict: true }).values;
  } catch (error) {
    write(2, `heimdall: ${error.message}
${USAGE}`);
    return 2;
  }
  const result = await runHook(readStdin(), { context: values.context ?? null, project: values.project ?? null }, { env: process.env, processCwd: process.cwd(), clock: systemClock, fs: diskFsView });
  write(2, result.stderr);
  write(1, result.stdout);
  return result.exitCode;
}
function write(fd, text) {
  const bytes = Buffer.from(text);
  for (let offset = 0, attempts = 0; offset < bytes.length; ) {
    try {
      offset += writeSync(fd, bytes, offset);
    } catch (error) {
      if (error.code !== "EAGAIN" || ++attempts > 1e3)
        throw error;
    }
  }
}
function readStdin() {
  try {
    return readFileSync(0, "utf8");
  } catch (error) {
    const code = error.code;
    if (code === "EAGAIN" || code === "EOF")
      return "";
    throw error;
  }
}
export {
  main
};
