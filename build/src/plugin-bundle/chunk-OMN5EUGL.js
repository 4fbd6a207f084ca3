import {
  watchProtocolFolder
} from "./chunk-NPLEHLCG.js";
import {
  BROADCASTS_DIR
} from "./chunk-KVJHCCPI.js";

// dist/watchers/broadcasts-watcher.js
function watchBroadcasts(options) {
  return watchProtocolFolder(BROADCASTS_DIR, 0, options);
}

export {
  watchBroadcasts
};
