import {
  ForgeError
} from "./chunk-54LJ5TLE.js";

// dist/src/cli/body-input.js
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
async function readBodyInput(values, io) {
  if (values.body !== void 0 && values.file !== void 0)
    throw new ForgeError("usage", "give the body with --body or --file, not both");
  if (values.body !== void 0)
    return values.body;
  if (values.file === void 0)
    return null;
  if (values.file === "-")
    return io.readStdin();
  const path = resolve(io.cwd, values.file);
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "EISDIR" || code === "EACCES")
      throw new ForgeError("bad_input", `--file ${values.file}: cannot read it (${code})`);
    throw error;
  }
}

export {
  readBodyInput
};
