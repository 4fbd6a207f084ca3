// dist/src/fs/path-exists.js
import { access } from "node:fs/promises";
async function pathExists(file) {
  try {
    await access(file);
    return true;
  } catch (error) {
    if (error.code === "ENOENT")
      return false;
    throw error;
  }
}

export {
  pathExists
};
