// dist/src/fs/atomic-write.js
import { mkdirSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import { onExit } from "signal-exit";
import writeFileAtomic from "write-file-atomic";
async function writeAtomic(file, content, options = {}) {
  const fsync = options.fsync ?? true;
  const write = async () => {
    if (options.blocking)
      writeFileAtomic.sync(file, content, { fsync });
    else
      await writeFileAtomic(file, content, { fsync });
  };
  try {
    await write();
  } catch (error) {
    if (error.code !== "ENOENT")
      throw error;
    await mkdir(dirname(file), { recursive: true });
    await write();
  }
}
function holdForBulkWrites() {
  return onExit(() => void 0);
}
function writeDerivedSync(file, content) {
  try {
    writeFileAtomic.sync(file, content, { fsync: false });
  } catch (error) {
    if (error.code !== "ENOENT")
      throw error;
    mkdirSync(dirname(file), { recursive: true });
    writeFileAtomic.sync(file, content, { fsync: false });
  }
}

export {
  writeAtomic,
  holdForBulkWrites,
  writeDerivedSync
};
