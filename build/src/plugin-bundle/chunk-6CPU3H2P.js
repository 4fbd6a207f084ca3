// dist/src/fs/batch-writer.js
import { writeSync } from "node:fs";
var BatchWriter = class {
  fd;
  batchBytes;
  parts = [];
  bytes = 0;
  constructor(fd, batchBytes = 256 << 10) {
    this.fd = fd;
    this.batchBytes = batchBytes;
  }
  /** Adds a line (its newline is added); true when that filled a batch and it was written. */
  write(line) {
    this.parts.push(line, "\n");
    this.bytes += line.length + 1;
    if (this.bytes < this.batchBytes)
      return false;
    this.end();
    return true;
  }
  /** Bytes as they are (whole lines, newlines included), written at once after what is batched. */
  writeBytes(bytes) {
    this.end();
    this.writeAll(bytes);
  }
  end() {
    if (this.parts.length === 0)
      return;
    this.writeAll(Buffer.concat(this.parts.map((part) => typeof part === "string" ? Buffer.from(part) : part)));
    this.parts = [];
    this.bytes = 0;
  }
  writeAll(bytes) {
    for (let done = 0; done < bytes.length; )
      done += writeSync(this.fd, bytes, done);
  }
};

export {
  BatchWriter
};
