import {
  watchProtocolFolder
} from "./chunk-ZVDV4UVT.js";
import {
  BROADCASTS_DIR
} from "./chunk-MSTBUHMK.js";

// dist/watchers/broadcasts-watcher.js
function watchBroadcasts(options) {
  return watchProtocolFolder(BROADCASTS_DIR, 0, options);
}

export {
  watchBroadcasts
};
