import {
  ForgeError
} from "./chunk-54LJ5TLE.js";

// dist/src/supervisor/platform.js
var WINDOWS_LINE = "managed workers need tmux, which native Windows lacks: run forge under WSL (see docs/workers.md)";
function requireTmuxPlatform(platform = process.platform) {
  if (platform === "win32")
    throw new ForgeError("unavailable", WINDOWS_LINE);
}

export {
  requireTmuxPlatform
};
