// dist/src/fs/atomic-write.js
import { randomInt } from "node:crypto";
import { closeSync, copyFileSync, mkdirSync, openSync, renameSync, rmSync, truncateSync } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import { dirname } from "node:path";
import { onExit } from "signal-exit";
import writeFileAtomic from "write-file-atomic";
async function writeAtomic(file, content, options = {}) {
  const fsync = options.fsync ?? true;
  if (options.blocking) {
    writeBlocking(file, content, fsync);
    return;
  }
  const { inode } = options;
  const settings = {
    fsync,
    ...options.mode === void 0 ? {} : { mode: options.mode },
    ...inode === void 0 ? {} : { tmpfileCreated: async (temp) => inode((await stat(temp)).ino) }
  };
  try {
    await writeFileAtomic(file, content, settings);
  } catch (error) {
    if (error.code !== "ENOENT")
      throw error;
    await mkdir(dirname(file), { recursive: true });
    await writeFileAtomic(file, content, settings);
  }
}
function holdForBulkWrites() {
  return onExit(() => void 0);
}
function writeDerivedSync(file, content) {
  writeBlocking(file, content, false);
}
function writeBlocking(file, content, fsync) {
  try {
    writeFileAtomic.sync(file, content, { fsync });
  } catch (error) {
    if (error.code !== "ENOENT")
      throw error;
    mkdirSync(dirname(file), { recursive: true });
    writeFileAtomic.sync(file, content, { fsync });
  }
}
async function rebuildFileAtomic(file, keep, build) {
  const temp = `${file}.${randomInt(2 ** 32)}`;
  try {
    if (keep > 0) {
      copyFileSync(file, temp);
      truncateSync(temp, keep);
    }
    const fd = openSync(temp, "a");
    try {
      await build(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

export {
  writeAtomic,
  holdForBulkWrites,
  writeDerivedSync,
  rebuildFileAtomic
};
