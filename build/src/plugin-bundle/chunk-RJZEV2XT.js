import {
  watchProtocolFolder
} from "./chunk-3UDTMUC2.js";
import {
  BROADCASTS_DIR
} from "./chunk-JFQOKNT2.js";

// dist/watchers/broadcasts-watcher.js
function watchBroadcasts(options) {
  return watchProtocolFolder(BROADCASTS_DIR, 0, options);
}

export {
  watchBroadcasts
};
