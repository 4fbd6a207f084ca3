// dist/src/fs/read-optional.js
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

export {
  readOptionalText
};
