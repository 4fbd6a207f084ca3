// dist/src/fs/read-tail.js
import { open } from "node:fs/promises";
async function readTail(file, from, maxBytes) {
  let handle;
  try {
    handle = await open(file, "r");
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    const start0 = from > size ? 0 : from;
    const start = Math.max(start0, size - maxBytes);
    const length = size - start;
    if (length <= 0)
      return { lines: [], end: start0 };
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, start);
    let text = buffer.toString("utf8");
    let skipped = 0;
    if (start > start0 && start > 0) {
      const newline = text.indexOf("\n");
      skipped = newline === -1 ? text.length : newline + 1;
      text = text.slice(skipped);
    }
    const lastNewline = text.lastIndexOf("\n");
    if (lastNewline === -1)
      return { lines: [], end: start + skipped };
    const complete = text.slice(0, lastNewline);
    const consumed = Buffer.byteLength(text.slice(0, lastNewline + 1));
    return { lines: complete.split("\n").filter((line) => line.trim() !== ""), end: start + skipped + consumed };
  } finally {
    await handle.close();
  }
}

export {
  readTail
};
