// dist/src/fs/byte-lines.js
import { createHash } from "node:crypto";
import { closeSync, openSync, readSync } from "node:fs";
import { setImmediate as nextTurn } from "node:timers/promises";
var HEAD_BYTES = 1024;
var TAIL_BYTES = 256;
function readRange(fd, start, end, into) {
  const length = Math.max(0, end - start);
  const buffer = into ?? Buffer.allocUnsafe(length);
  let filled = 0;
  while (filled < length) {
    const bytesRead = readSync(fd, buffer, filled, length - filled, start + filled);
    if (bytesRead === 0)
      break;
    filled += bytesRead;
  }
  return buffer.subarray(0, filled);
}
function hashBytes(bytes) {
  return createHash("sha1").update(bytes).digest("hex").slice(0, 16);
}
function completeLines(bytes, base) {
  const last = bytes.lastIndexOf(10);
  if (last === -1)
    return { lines: [], end: base };
  const text = bytes.toString("utf8", 0, last + 1);
  const lines = [];
  let offset = base;
  let start = 0;
  while (start < text.length) {
    const newline = text.indexOf("\n", start);
    const line = text.slice(start, newline);
    lines.push({ text: line, offset });
    offset += Buffer.byteLength(line) + 1;
    start = newline + 1;
  }
  const end = base + last + 1;
  return { lines: offset === end ? lines : linesByBytes(bytes, base, last), end };
}
function linesByBytes(bytes, base, last) {
  const lines = [];
  let start = 0;
  while (start <= last) {
    const newline = bytes.indexOf(10, start);
    lines.push({ text: bytes.toString("utf8", start, newline), offset: base + start });
    start = newline + 1;
  }
  return lines;
}
var SCAN_CHUNK_BYTES = 1 << 20;
async function forEachLine(file, from, each, needle) {
  let fd;
  try {
    fd = openSync(file, "r");
  } catch (error) {
    if (error.code === "ENOENT")
      return from;
    throw error;
  }
  try {
    const chunk = Buffer.allocUnsafe(SCAN_CHUNK_BYTES);
    let pending = Buffer.alloc(0);
    let at = from;
    for (; ; ) {
      const bytes = readRange(fd, at, at + chunk.length, chunk);
      if (bytes.length === 0)
        break;
      at += bytes.length;
      const joined = pending.length === 0 ? bytes : Buffer.concat([pending, bytes]);
      const end = joined.lastIndexOf(10) + 1;
      if (needle === void 0) {
        for (const line of completeLines(joined, 0).lines)
          if (line.text.trim() !== "")
            each(line.text);
      } else {
        for (let found = joined.indexOf(needle); found !== -1 && found < end; ) {
          const lineEnd = joined.indexOf(10, found);
          each(joined.toString("utf8", joined.lastIndexOf(10, found) + 1, lineEnd));
          found = joined.indexOf(needle, lineEnd + 1);
        }
      }
      pending = Buffer.from(joined.subarray(end));
      await nextTurn();
    }
    return at - pending.length;
  } finally {
    closeSync(fd);
  }
}

export {
  HEAD_BYTES,
  TAIL_BYTES,
  readRange,
  hashBytes,
  completeLines,
  forEachLine
};
