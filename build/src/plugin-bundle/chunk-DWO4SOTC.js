import {
  watchProtocolFolder
} from "./chunk-SA3DTT5T.js";
import {
  BROADCASTS_DIR
} from "./chunk-CHURQFXZ.js";

// dist/watchers/broadcasts-watcher.js
function watchBroadcasts(options) {
  return watchProtocolFolder(BROADCASTS_DIR, 0, options);
}

export {
  watchBroadcasts
};
