// dist/src/fs/exclusive-create.js
import { open } from "node:fs/promises";
async function createExclusive(file, content) {
  let handle;
  try {
    handle = await open(file, "wx");
  } catch (error) {
    if (error.code === "EEXIST")
      return false;
    throw error;
  }
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return true;
}

export {
  createExclusive
};
