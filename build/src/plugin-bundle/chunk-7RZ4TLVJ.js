// dist/src/fs/list-dir.js
import { readdir } from "node:fs/promises";
async function listDirOrEmpty(dir) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      return [];
    throw error;
  }
}

export {
  listDirOrEmpty
};
