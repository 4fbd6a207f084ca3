// dist/watchers/folder-poller.js
import { createHash } from "node:crypto";
import { constants } from "node:fs";
import { lstat, open, readdir } from "node:fs/promises";
import { join } from "node:path";
var HASHED_BYTES = 16 * 1024;
var OPEN_AT_ONCE = 32;
var DEFAULT_POLL_TUNING = { everyRoundFiles: 256, hotRounds: 300, coldRounds: 10 };
function pollFolders(options, tuning = DEFAULT_POLL_TUNING) {
  const files = /* @__PURE__ */ new Map();
  const folders = /* @__PURE__ */ new Set();
  let closed = false;
  let timer = null;
  let round = 0;
  let nextSlot = 0;
  let running = Promise.resolve();
  const emit = (kind, path, quiet) => {
    if (!closed && !quiet)
      options.onEvent(kind, path);
  };
  async function listAll(quiet) {
    const listedFolders = /* @__PURE__ */ new Set();
    const listed = [];
    const pending = [[options.root, 0]];
    while (pending.length > 0 && !closed) {
      const [dir, level] = pending.pop();
      const entries = await list(dir);
      if (entries === null)
        continue;
      listedFolders.add(dir);
      if (!folders.has(dir)) {
        folders.add(dir);
        emit("addDir", dir, quiet);
      }
      for (const entry of entries) {
        const path = join(dir, entry.name);
        if (options.ignore(path))
          continue;
        if (entry.isDirectory()) {
          if (level < options.depth)
            pending.push([path, level + 1]);
        } else
          listed.push(path);
      }
    }
    return { listedFolders, listed };
  }
  function opensThisRound(known, listedCount) {
    if (known === void 0 || listedCount <= tuning.everyRoundFiles)
      return true;
    return round - known.changed <= tuning.hotRounds || round % tuning.coldRounds === known.slot;
  }
  async function look(quiet) {
    const { listedFolders, listed } = await listAll(quiet);
    const present = /* @__PURE__ */ new Set();
    const toOpen = [];
    for (const path of listed) {
      if (opensThisRound(files.get(path), listed.length))
        toOpen.push(path);
      else
        present.add(path);
    }
    for (let i = 0; i < toOpen.length && !closed; i += OPEN_AT_ONCE) {
      await Promise.all(toOpen.slice(i, i + OPEN_AT_ONCE).map(async (path) => {
        const signature = await signatureOf(path);
        if (signature === null)
          return;
        present.add(path);
        const known = files.get(path);
        if (known === void 0) {
          files.set(path, { signature, changed: quiet ? -Infinity : round, slot: nextSlot++ % tuning.coldRounds });
          emit("add", path, quiet);
        } else if (known.signature !== signature) {
          files.set(path, { ...known, signature, changed: round });
          emit("change", path, quiet);
        }
      }));
    }
    if (closed)
      return;
    for (const path of [...files.keys()]) {
      if (present.has(path))
        continue;
      files.delete(path);
      emit("unlink", path, quiet);
    }
    for (const dir of [...folders]) {
      if (listedFolders.has(dir))
        continue;
      folders.delete(dir);
      emit("unlinkDir", dir, quiet);
    }
    tuning.onRound?.(round);
    round += 1;
  }
  function schedule() {
    if (closed)
      return;
    timer = setTimeout(() => {
      timer = null;
      running = look(false).catch((error) => options.onError(error)).finally(schedule);
    }, options.pollIntervalMs);
  }
  const ready = look(true).catch((error) => options.onError(error)).finally(schedule);
  let closing = null;
  return {
    ready,
    close: () => closing ??= (async () => {
      closed = true;
      if (timer)
        clearTimeout(timer);
      await ready;
      await running;
    })()
  };
}
async function list(dir) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      return null;
    throw error;
  }
}
async function signatureOf(path) {
  let handle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      return null;
    if (code === "EACCES" || code === "EPERM")
      return factsOf(path);
    throw error;
  }
  try {
    const info = await handle.stat();
    let hash = "";
    if (info.isFile() && info.size <= HASHED_BYTES) {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(info.size), 0, info.size, 0);
      hash = createHash("sha1").update(buffer.subarray(0, bytesRead)).digest("base64");
    }
    return `${info.ino}:${info.size}:${info.mtimeMs}:${info.ctimeMs}:${hash}`;
  } finally {
    await handle.close();
  }
}
async function factsOf(path) {
  try {
    const info = await lstat(path);
    return `${info.ino}:${info.size}:${info.mtimeMs}:${info.ctimeMs}:`;
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}

export {
  pollFolders
};
