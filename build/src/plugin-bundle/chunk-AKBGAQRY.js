import {
  publishExclusive
} from "./chunk-UXMTMLH4.js";
import {
  writeAtomic
} from "./chunk-VF46JH6B.js";
import {
  LeaseRecord,
  epochFileName,
  highestEpoch
} from "./chunk-BNRM2GEJ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  LEASE_DIR,
  PROJECT_ID_FILE
} from "./chunk-YZV3RAMM.js";

// dist/src/daemon/lease-files.js
import { randomUUID } from "node:crypto";
import { mkdir, open, readdir, readFile, stat, unlink } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
var thisHost = () => hostname();
async function thisMachine() {
  let bootId = null;
  try {
    bootId = (await readFile("/proc/sys/kernel/random/boot_id", "utf8")).trim() || null;
  } catch (error) {
    if (error.code !== "ENOENT")
      throw error;
  }
  return { host: thisHost(), bootId, pid: process.pid };
}
function sameMachine(record, self) {
  return record.host === self.host && record.boot_id === self.bootId;
}
async function ensureProjectId(projectRoot) {
  const file = inProject(projectRoot, PROJECT_ID_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      const id = (await readFile(file, "utf8")).trim();
      if (id !== "")
        return id;
      throw new Error(`${PROJECT_ID_FILE} is empty: write any unique word into it, or remove it`);
    } catch (error) {
      if (error.code !== "ENOENT" || attempt > 3)
        throw error;
    }
    if (await publishExclusive(file, `${randomUUID()}
`))
      continue;
    await delay(5);
  }
}
async function placeOf(dir) {
  try {
    const info = await stat(dir, { bigint: true });
    return `${info.dev}:${info.ino}`;
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}
var LeaseFiles = class {
  dir;
  constructor(projectRoot) {
    this.dir = inProject(projectRoot, LEASE_DIR);
  }
  async ensureDir() {
    await mkdir(this.dir, { recursive: true });
  }
  async names() {
    try {
      return await readdir(this.dir);
    } catch (error) {
      if (error.code === "ENOENT")
        return [];
      throw error;
    }
  }
  /**
   * The highest epoch and its record (null when unreadable); epoch 0 when there is none. The
   * listing is checked by opening the next epochs by name: a network filesystem may serve a
   * folder listing from its cache, while an open asks the server.
   */
  async current() {
    let epoch = highestEpoch(await this.names());
    let record = epoch === 0 ? null : await this.read(epoch);
    for (let probes = 0; probes < NEXT_EPOCH_PROBES; probes++) {
      const next = await this.readIfThere(epoch + 1);
      if (next === "missing")
        break;
      epoch += 1;
      record = next;
    }
    return { epoch, record };
  }
  /** One epoch's record; null when it is gone (pruned) or does not parse (a hand edit). */
  async read(epoch) {
    const record = await this.readIfThere(epoch);
    return record === "missing" ? null : record;
  }
  async readIfThere(epoch) {
    let text;
    try {
      text = await readFile(join(this.dir, epochFileName(epoch)), "utf8");
    } catch (error) {
      if (error.code === "ENOENT")
        return "missing";
      throw error;
    }
    try {
      const parsed = LeaseRecord.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch (error) {
      if (error instanceof SyntaxError)
        return null;
      throw error;
    }
  }
  /** Takes an epoch: exactly one of any racing contenders gets true. Readers never see half the file. */
  async create(record) {
    return publishExclusive(join(this.dir, epochFileName(record.epoch)), render(record));
  }
  /** The holder's renewal: a whole-file replace of its own epoch, nothing else. */
  async rewrite(record) {
    await writeAtomic(join(this.dir, epochFileName(record.epoch)), render(record));
  }
  /**
   * The mtime of an epoch's file as the file server has it, null when the file is gone. Taken from
   * a fresh open: an NFS client revalidates a file it opens (close-to-open), where a stat by name
   * may be answered from its attribute cache.
   */
  async serverMtime(epoch) {
    let handle;
    try {
      handle = await open(join(this.dir, epochFileName(epoch)), "r");
    } catch (error) {
      if (error.code === "ENOENT")
        return null;
      throw error;
    }
    try {
      return (await handle.stat()).mtimeMs;
    } finally {
      await handle.close();
    }
  }
  async remove(names) {
    for (const name of names) {
      try {
        await unlink(join(this.dir, name));
      } catch (error) {
        if (error.code !== "ENOENT")
          throw error;
      }
    }
  }
};
var NEXT_EPOCH_PROBES = 4;
function render(record) {
  return `${JSON.stringify(record, null, 2)}
`;
}

export {
  thisHost,
  thisMachine,
  sameMachine,
  ensureProjectId,
  placeOf,
  LeaseFiles
};
