import {
  createExclusive
} from "./chunk-JG65QDGJ.js";

// dist/src/fs/publish-exclusive.js
import { link, mkdir, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
async function publishExclusive(file, content) {
  const dir = dirname(file);
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.${basename(file)}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`);
  if (!await createExclusive(temp, content))
    throw new Error(`temp file ${temp} already exists`);
  try {
    await link(temp, file);
    return true;
  } catch (error) {
    if (error.code === "EEXIST")
      return false;
    throw error;
  } finally {
    await unlink(temp);
  }
}

export {
  publishExclusive
};
