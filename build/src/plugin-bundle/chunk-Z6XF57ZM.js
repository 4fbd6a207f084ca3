import {
  chooseWatchMode,
  mountOf,
  parseMountInfo
} from "./chunk-BFNLOJGG.js";

// dist/src/fs/watch-mode.js
import { readFileSync, realpathSync } from "node:fs";
import { dirname } from "node:path";
var MOUNTINFO = "/proc/self/mountinfo";
function filesystemOf(path, mountInfoFile = MOUNTINFO) {
  const real = realOrNearest(path);
  let text;
  try {
    text = readFileSync(mountInfoFile, "utf8");
  } catch (error) {
    if (error.code === "ENOENT")
      return { path: real, mount: null, unknownBecause: `no ${mountInfoFile} on ${process.platform}` };
    throw error;
  }
  return { path: real, mount: mountOf(parseMountInfo(text), real) };
}
function realOrNearest(path) {
  for (let current = path; ; current = dirname(current)) {
    try {
      return realpathSync(current);
    } catch (error) {
      const code = error.code;
      if (code !== "ENOENT" && code !== "ENOTDIR" || dirname(current) === current)
        throw error;
    }
  }
}
function watchChoiceFor(setting, path) {
  if (setting !== "auto")
    return chooseWatchMode(setting, { path, mount: null });
  return chooseWatchMode(setting, filesystemOf(path));
}
function watchOptionsFor(config, path) {
  return { mode: watchChoiceFor(config.daemon.watch, path).mode, pollIntervalMs: config.daemon.poll_interval };
}

export {
  filesystemOf,
  watchChoiceFor,
  watchOptionsFor
};
