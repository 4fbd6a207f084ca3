// dist/src/fs/append-line.js
import { appendFile, mkdir } from "node:fs/promises";
import { dirname } from "node:path";
async function appendLine(file, line) {
  const text = line.endsWith("\n") ? line : `${line}
`;
  try {
    await appendFile(file, text, { flag: "a" });
  } catch (error) {
    if (error.code !== "ENOENT")
      throw error;
    await mkdir(dirname(file), { recursive: true });
    await appendFile(file, text, { flag: "a" });
  }
}

export {
  appendLine
};
