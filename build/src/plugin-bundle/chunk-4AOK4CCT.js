import {
  watchProtocolFolder
} from "./chunk-DE6TTTNU.js";
import {
  BROADCASTS_DIR
} from "./chunk-YZV3RAMM.js";

// dist/watchers/broadcasts-watcher.js
function watchBroadcasts(options) {
  return watchProtocolFolder(BROADCASTS_DIR, 0, options);
}

export {
  watchBroadcasts
};
