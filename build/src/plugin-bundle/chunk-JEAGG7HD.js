import {
  readFrontMatterFile
} from "./chunk-FA4IUSWH.js";
import {
  BROADCAST_MAX_BYTES,
  BroadcastFrontMatter,
  broadcastFile,
  isBreaking,
  isBroadcastId,
  needsArchitect,
  parseContracts,
  summarize
} from "./chunk-5WLASJTG.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  BROADCASTS_DIR,
  isTempName
} from "./chunk-YZV3RAMM.js";

// dist/src/swarm/broadcast-index.js
import { readdir, stat } from "node:fs/promises";

// dist/src/swarm/broadcast-files.js
async function readBroadcast(projectRoot, id) {
  const file = broadcastFile(id);
  if (!isBroadcastId(id))
    return { ok: false, file, errors: [badName(file, id)], facts: null, retryable: false };
  const read = await readFrontMatterFile(inProject(projectRoot, file), BroadcastFrontMatter, { projectRoot, display: file, maxBytes: BROADCAST_MAX_BYTES });
  if (read === null)
    return null;
  if (!read.ok)
    return { ok: false, file, errors: read.errors, facts: read.facts, retryable: read.retryable };
  if (read.body.trim() === "") {
    return {
      ok: false,
      file,
      facts: read.facts,
      retryable: true,
      errors: [
        { code: "schema", file, field: "body", expected: "a contract (INTERFACE:, TYPE:, MODULE:, BREAKING:) or a finding in free text", got: "an empty body" }
      ]
    };
  }
  return { ok: true, header: headerOf(id, read.value, read.body), body: read.body, facts: read.facts };
}
function headerOf(id, front, body) {
  const contracts = parseContracts(body);
  return {
    id,
    file: broadcastFile(id),
    severity: front.severity,
    kind: front.kind,
    module: front.module,
    agent: front.agent,
    story_id: front.story_id ?? null,
    breaking: isBreaking(front, contracts),
    created_at: front.created_at,
    summary: summarize(body, contracts),
    contracts,
    escalates: needsArchitect(front, contracts)
  };
}
function badName(file, id) {
  return {
    code: "bad_broadcast_id",
    file,
    field: null,
    expected: 'a file named <yyyymmddThhmmssmmmZ>-<module>-<n>.md, as "forge broadcast" writes it',
    got: JSON.stringify(`${id}.md`)
  };
}

// dist/src/swarm/broadcast-index.js
var READ_BATCH = 64;
var QUIET_MS = 1e3;
var BroadcastIndex = class {
  projectRoot;
  options;
  cache = /* @__PURE__ */ new Map();
  stale = /* @__PURE__ */ new Set();
  sorted = null;
  retryAt = null;
  listedAt = null;
  constructor(projectRoot, options) {
    this.projectRoot = projectRoot;
    this.options = options;
  }
  /** A watcher saw this file (a name in the broadcasts folder) change. */
  invalidate(name) {
    this.stale.add(name);
  }
  async refresh() {
    const dir = inProject(this.projectRoot, BROADCASTS_DIR);
    const folderMtime = await mtimeOf(dir);
    const quiet = folderMtime !== null && folderMtime === this.listedAt && this.options.now() - folderMtime > QUIET_MS;
    if (quiet && this.sorted !== null && this.stale.size === 0 && this.retryAt === null)
      return { ...this.sorted, retryAt: null };
    this.listedAt = folderMtime;
    const names = new Set((await listNames(dir)).filter((name) => name.endsWith(".md") && !isTempName(name)));
    let changed = false;
    for (const name of this.cache.keys()) {
      if (!names.has(name)) {
        this.cache.delete(name);
        changed = true;
      }
    }
    const toRead = [...names].filter((name) => !this.cache.has(name) || this.stale.has(name));
    this.stale.clear();
    this.retryAt = null;
    for (let i = 0; i < toRead.length; i += READ_BATCH) {
      await Promise.all(toRead.slice(i, i + READ_BATCH).map((name) => this.readOne(name)));
    }
    if (changed || toRead.length > 0 || this.sorted === null)
      this.sorted = this.sort();
    return { ...this.sorted, retryAt: this.retryAt };
  }
  async readOne(name) {
    const id = name.slice(0, -".md".length);
    const read = await readBroadcast(this.projectRoot, id);
    this.cache.delete(name);
    if (read === null)
      return;
    if (read.ok) {
      this.cache.set(name, { ok: true, header: read.header });
      return;
    }
    const settling = read.retryable && read.facts !== null && this.options.now() < read.facts.mtimeMs + this.options.settleMs;
    if (!settling)
      this.cache.set(name, { ok: false, invalid: { file: read.file, errors: read.errors } });
    else
      this.retryAt = Math.min(this.retryAt ?? Infinity, read.facts.mtimeMs + this.options.settleMs);
  }
  sort() {
    const headers = [];
    const invalid = [];
    for (const cached of this.cache.values()) {
      if (cached.ok)
        headers.push(cached.header);
      else
        invalid.push(cached.invalid);
    }
    headers.sort((a, b) => a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
    invalid.sort((a, b) => a.file < b.file ? -1 : 1);
    return { headers, invalid, retryAt: null };
  }
};
async function mtimeOf(dir) {
  try {
    return (await stat(dir)).mtimeMs;
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      return null;
    throw error;
  }
}
async function listNames(dir) {
  try {
    return await readdir(dir);
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      return [];
    throw error;
  }
}

export {
  readBroadcast,
  headerOf,
  BroadcastIndex
};
