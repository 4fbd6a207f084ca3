// dist/src/fs/read-optional.js
import { statSync } from "node:fs";
import { readFile } from "node:fs/promises";
async function readOptionalText(file) {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}
function fileSizeOrNull(file) {
  try {
    return statSync(file).size;
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}

export {
  readOptionalText,
  fileSizeOrNull
};
