import {
  pollFolders
} from "./chunk-KWQMMKFM.js";
import {
  inProject,
  protocolPath
} from "./chunk-LEL55BD4.js";
import {
  CONTEXT_SUFFIX,
  INBOX_DIR,
  isTempName
} from "./chunk-YZV3RAMM.js";

// dist/watchers/inbox-watcher.js
import { basename as basename2 } from "node:path";

// dist/watchers/folder-watcher.js
import { existsSync, lstatSync, watch } from "node:fs";
import { readdir } from "node:fs/promises";
import { basename, join } from "node:path";
function watchFolders(options) {
  const watchers = /* @__PURE__ */ new Map();
  let closed = false;
  let rootRetry = null;
  const emit = (kind, path) => {
    if (!closed)
      options.onEvent(kind, path);
  };
  function watchFolder(dir, level) {
    if (closed || watchers.has(dir))
      return false;
    let watcher;
    try {
      watcher = watch(dir, { persistent: true }, (type, name) => {
        onChange(dir, level, type, name === null ? null : String(name)).catch((error) => options.onError(error));
      });
    } catch (error) {
      if (error.code === "ENOENT" || error.code === "ENOTDIR")
        return false;
      throw error;
    }
    watcher.on("error", (error) => {
      if (error.code === "ENOENT" || error.code === "EPERM")
        lost(dir);
      else
        options.onError(error);
    });
    watchers.set(dir, watcher);
    return true;
  }
  async function watchChildren(dir, level, announce) {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (error.code === "ENOENT")
        return;
      throw error;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (options.ignore(path))
        continue;
      if (entry.isDirectory()) {
        if (level < options.depth && watchFolder(path, level + 1))
          await watchChildren(path, level + 1, announce);
      } else if (announce)
        emit("add", path);
    }
  }
  async function onChange(dir, level, type, name) {
    if (closed)
      return;
    if (name === null)
      return emit("addDir", dir);
    const path = join(dir, name);
    if (path !== dir && options.ignore(path))
      return;
    const info = lstatOrNull(path);
    if (info === null) {
      if (watchers.has(path))
        return lost(path);
      if (name === basename(dir) && !existsSync(dir))
        return lost(dir);
      return emit("unlink", path);
    }
    if (info.isDirectory()) {
      if (level < options.depth && watchFolder(path, level + 1)) {
        emit("addDir", path);
        await watchChildren(path, level + 1, true);
      }
      return;
    }
    emit(type === "change" ? "change" : "add", path);
  }
  function lost(dir) {
    const watcher = watchers.get(dir);
    if (!watcher)
      return;
    watcher.close();
    watchers.delete(dir);
    for (const [path, child] of watchers) {
      if (path.startsWith(`${dir}/`)) {
        child.close();
        watchers.delete(path);
      }
    }
    emit("unlinkDir", dir);
    if (dir === options.root)
      awaitRoot(50);
  }
  function awaitRoot(delay) {
    if (closed)
      return;
    rootRetry = setTimeout(() => {
      rootRetry = null;
      void (async () => {
        if (!existsSync(options.root) || !watchFolder(options.root, 0))
          return awaitRoot(Math.min(delay * 2, 2e3));
        emit("addDir", options.root);
        await watchChildren(options.root, 0, true);
      })().catch((error) => options.onError(error));
    }, delay);
    rootRetry.unref();
  }
  const ready = (async () => {
    if (watchFolder(options.root, 0))
      await watchChildren(options.root, 0, false);
    else
      awaitRoot(50);
  })();
  ready.catch((error) => options.onError(error));
  return {
    ready: ready.catch(() => void 0),
    close: async () => {
      closed = true;
      if (rootRetry)
        clearTimeout(rootRetry);
      for (const watcher of watchers.values())
        watcher.close();
      watchers.clear();
    }
  };
}
function lstatOrNull(path) {
  try {
    return lstatSync(path);
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      return null;
    throw error;
  }
}

// dist/watchers/inbox-watcher.js
function watchInbox(options) {
  return watchProtocolFolder(INBOX_DIR, 1, options, (name) => name.endsWith(CONTEXT_SUFFIX));
}
function watchProtocolFolder(folder, depth, options, skip = () => false) {
  const root = inProject(options.projectRoot, folder);
  const watchOptions = {
    root,
    depth,
    mode: options.mode,
    pollIntervalMs: options.pollIntervalMs,
    ignore: (path) => path !== root && (isTempName(basename2(path)) || skip(basename2(path))),
    onEvent: (kind, path) => options.onPath(protocolPath(options.projectRoot, path), kind),
    onError: options.onError
  };
  return options.mode === "native" ? watchFolders(watchOptions) : pollFolders(watchOptions);
}

export {
  watchInbox,
  watchProtocolFolder
};
