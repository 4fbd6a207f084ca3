// dist/watchers/fs-watcher.js
import { watch } from "chokidar";
var CHANGE_THROTTLE_MS = 50;
function watchTree(options) {
  const watcher = watch(options.root, {
    ignoreInitial: true,
    depth: options.depth,
    usePolling: options.mode === "poll",
    interval: options.pollIntervalMs,
    binaryInterval: options.pollIntervalMs,
    // Our reactions re-read files, so chokidar's own unlink/add merging (which delays unlinks) buys nothing.
    atomic: false,
    ignored: (path) => options.ignore(path)
  });
  const ready = new Promise((resolve) => watcher.once("ready", () => resolve()));
  const trailing = /* @__PURE__ */ new Map();
  watcher.on("all", (kind, path) => {
    options.onEvent(kind, path);
    if (kind !== "change")
      return;
    clearTimeout(trailing.get(path));
    trailing.set(path, setTimeout(() => {
      trailing.delete(path);
      options.onEvent("change", path);
    }, CHANGE_THROTTLE_MS + 10));
  });
  watcher.on("error", (error) => options.onError(error instanceof Error ? error : new Error(String(error))));
  let closing = null;
  return {
    ready,
    close: () => closing ??= (async () => {
      for (const timer of trailing.values())
        clearTimeout(timer);
      trailing.clear();
      await watcher.close();
    })()
  };
}

export {
  watchTree
};
