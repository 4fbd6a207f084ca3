// dist/src/fs/path-exists.js
import { access, stat } from "node:fs/promises";
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
async function pathKind(path) {
  try {
    return (await stat(path)).isDirectory() ? "folder" : "other";
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      return "missing";
    throw error;
  }
}
async function existingFolder(path) {
  return await pathKind(path) === "folder" ? path : null;
}

export {
  pathExists,
  pathKind,
  existingFolder
};
