import {
  CodeIndex,
  appendEntries,
  loadIndex,
  needsCompaction,
  saveIndex
} from "./chunk-IP7A2RZ7.js";
import {
  codeIndexFile
} from "./chunk-YZV3RAMM.js";

// dist/src/code/languages.js
var BY_EXTENSION = {
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  jsx: "javascript",
  ts: "typescript",
  mts: "typescript",
  cts: "typescript",
  tsx: "tsx",
  py: "python",
  pyi: "python",
  go: "go",
  rs: "rust",
  java: "java",
  c: "c",
  h: "c",
  cc: "cpp",
  cpp: "cpp",
  cxx: "cpp",
  hpp: "cpp",
  hh: "cpp",
  hxx: "cpp",
  rb: "ruby",
  sh: "bash",
  bash: "bash",
  md: "markdown",
  markdown: "markdown"
};
function languageOf(path) {
  const slash = path.lastIndexOf("/");
  const dot = path.lastIndexOf(".");
  if (dot <= slash + 1)
    return null;
  return BY_EXTENSION[path.slice(dot + 1).toLowerCase()] ?? null;
}

// dist/src/code/walk.js
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { lstat, readdir, realpath, stat } from "node:fs/promises";
import { join, sep } from "node:path";
import { promisify } from "node:util";
var run = promisify(execFile);
var DEFAULT_IGNORED_DIRS = [".git", "node_modules", "_vibe-chain-output"];
async function listRepository(root, ignoredDirs = DEFAULT_IGNORED_DIRS) {
  const listing = { files: [], skips: [] };
  const paths = existsSync(join(root, ".git")) ? await gitFiles(root) : null;
  const realRoot = await realpath(root);
  if (paths === null)
    await walk(root, realRoot, "", new Set(ignoredDirs), listing);
  else {
    const ignored = new Set(ignoredDirs);
    for (const path of paths) {
      if (languageOf(path) === null || path.split("/").some((part) => ignored.has(part)))
        continue;
      await addFile(root, realRoot, path, listing);
    }
  }
  return listing;
}
async function candidateOf(root, path) {
  if (languageOf(path) === null)
    return null;
  const listing = { files: [], skips: [] };
  const found = await addFile(root, await realpath(root), path, listing);
  return found ? listing : null;
}
async function gitFiles(root) {
  try {
    const { stdout } = await run("git", ["-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard"], { maxBuffer: 256 * 1024 * 1024 });
    return stdout.split("\0").filter((path) => path !== "");
  } catch (error) {
    if (error.code === "ENOENT" || typeof error.code === "number")
      return null;
    throw error;
  }
}
async function walk(root, realRoot, dir, ignored, listing) {
  let entries;
  try {
    entries = await readdir(join(root, dir), { withFileTypes: true });
  } catch (error) {
    const code = error.code;
    if (code === "EACCES" || code === "ENOENT" || code === "ENOTDIR")
      return;
    throw error;
  }
  entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const entry of entries) {
    const path = dir === "" ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!ignored.has(entry.name))
        await walk(root, realRoot, path, ignored, listing);
    } else if ((entry.isFile() || entry.isSymbolicLink()) && languageOf(path) !== null)
      await addFile(root, realRoot, path, listing);
    else if (entry.isSymbolicLink())
      await addFile(root, realRoot, path, listing, true);
  }
}
async function addFile(root, realRoot, path, listing, onlyIfDir = false) {
  const full = join(root, path);
  let info;
  try {
    info = await lstat(full);
  } catch (error) {
    if (error.code === "ENOENT" || error.code === "ENOTDIR")
      return false;
    throw error;
  }
  const skip = (reason) => listing.skips.push({ path, reason, size: info.size, mtimeMs: info.mtimeMs });
  if (info.isSymbolicLink()) {
    let target;
    let resolved;
    try {
      target = await stat(full);
      resolved = await realpath(full);
    } catch (error) {
      const code = error.code;
      if (code === "ELOOP")
        skip("symlink_loop");
      else if (code !== "ENOENT")
        throw error;
      return true;
    }
    if (target.isDirectory())
      skip("symlink_dir");
    else if (resolved !== realRoot && !resolved.startsWith(realRoot + sep))
      skip("outside_repository");
    else if (!onlyIfDir && target.isFile())
      listing.files.push({ path, language: languageOf(path), size: target.size, mtimeMs: target.mtimeMs });
    return true;
  }
  if (onlyIfDir || !info.isFile())
    return true;
  listing.files.push({ path, language: languageOf(path), size: info.size, mtimeMs: info.mtimeMs });
  return true;
}

// dist/src/code/indexer.js
import { existsSync as existsSync2 } from "node:fs";
import { join as join2 } from "node:path";

// dist/src/code/extract-pool.js
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
var WORKER_FILE = new URL("./index-worker.js", import.meta.url);
var BATCH_FILES = 16;
var RECYCLE_BYTES = 96 * 1024 * 1024;
var YOUNG_MB = 4;
var ExtractPool = class {
  root;
  slots = [];
  nextId = 0;
  closed = false;
  queue = [];
  constructor(root, threads = Math.max(1, Math.min(availableParallelism(), 4))) {
    this.root = root;
    for (let i = 0; i < threads; i++)
      this.slots.push(this.spawn());
  }
  /** The facts of these files, in their order. */
  async extract(files) {
    if (this.closed)
      throw new Error("the extract pool is closed");
    const batches = [];
    for (let i = 0; i < files.length; i += BATCH_FILES) {
      const batch = files.slice(i, i + BATCH_FILES);
      batches.push(new Promise((done) => this.queue.push({ files: batch, done })));
    }
    this.pump();
    return (await Promise.all(batches)).flat();
  }
  async close() {
    if (this.closed)
      return;
    this.closed = true;
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }
  spawn() {
    const worker = new Worker(WORKER_FILE, { workerData: { root: this.root }, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_MB } });
    let signalReady;
    const slot = { worker, ready: new Promise((resolve) => signalReady = resolve), busy: null };
    worker.on("message", (message) => {
      if ("ready" in message) {
        signalReady();
        this.pump();
        return;
      }
      const busy = slot.busy;
      slot.busy = null;
      if (busy && busy.id === message.id)
        busy.done(message.results);
      if (message.heapBytes > RECYCLE_BYTES && !this.closed)
        this.recycle(slot);
      this.pump();
    });
    worker.on("error", (error) => this.replace(slot, error));
    return slot;
  }
  replace(slot, error) {
    const busy = slot.busy;
    slot.busy = null;
    busy?.done(busy.files.map((file) => ({ skip: { path: file.path, reason: "parse_failed", size: file.size, mtimeMs: file.mtimeMs } })));
    if (this.closed)
      return;
    const at = this.slots.indexOf(slot);
    if (at !== -1)
      this.slots[at] = this.spawn();
    this.lastError = error;
  }
  /**
   * Replaces every idle thread with a fresh one: after a whole repository was parsed, each holds the
   * memory of its largest trees, which the few files saved later do not need.
   */
  renew() {
    for (const slot of [...this.slots])
      if (slot.busy === null && !this.closed)
        this.recycle(slot);
  }
  recycle(slot) {
    const at = this.slots.indexOf(slot);
    if (at === -1)
      return;
    this.slots[at] = this.spawn();
    void slot.worker.terminate();
  }
  /** The last error a thread died of (for diagnostics); null when none died. */
  lastError = null;
  pump() {
    for (const slot of this.slots) {
      if (this.queue.length === 0)
        return;
      if (slot.busy !== null)
        continue;
      void slot.ready.then(() => {
        if (slot.busy !== null || this.queue.length === 0 || this.closed)
          return;
        const next = this.queue.shift();
        const id = this.nextId++;
        slot.busy = { id, ...next };
        slot.worker.postMessage({ id, files: next.files });
      });
    }
  }
};

// dist/src/code/indexer.js
var RepositoryIndexer = class _RepositoryIndexer {
  options;
  index;
  lines = 0;
  pool = null;
  constructor(options, index) {
    this.options = options;
    this.index = index;
  }
  /** The index of a repository: its file when there is one, else built now (and saved). */
  static async open(options) {
    const loaded = loadIndex(options.file, options.root, options.now());
    const indexer = new _RepositoryIndexer(options, loaded?.index ?? new CodeIndex(options.root));
    if (loaded !== null) {
      indexer.lines = loaded.lines;
      return { indexer, built: false };
    }
    await indexer.build();
    return { indexer, built: true };
  }
  /** Indexes the whole repository anew and rewrites the index file. */
  async build() {
    const listing = await listRepository(this.options.root, this.options.ignoredDirs ?? DEFAULT_IGNORED_DIRS);
    const fresh = new CodeIndex(this.options.root);
    const at = this.options.now();
    for (const skip of listing.skips)
      fresh.apply({ skip }, at);
    for (const extracted of await this.extract(listing.files))
      fresh.apply(extracted, at);
    this.pool?.renew();
    this.index = fresh;
    await this.save();
    return { indexed: listing.files.length, removed: 0, unchanged: 0 };
  }
  /**
   * Compares the repository with the index by size and mtime (a listing and a stat per file, no
   * reads) and re-indexes what differs: what a daemon start does with an index written earlier.
   */
  async refresh() {
    const listing = await listRepository(this.options.root, this.options.ignoredDirs ?? DEFAULT_IGNORED_DIRS);
    const listed = /* @__PURE__ */ new Set();
    const changed = [];
    const skips = [];
    for (const file of listing.files) {
      listed.add(file.path);
      const seen = this.index.seen(file.path);
      if (seen === null || seen.size !== file.size || seen.mtimeMs !== file.mtimeMs)
        changed.push(file);
    }
    for (const skip of listing.skips) {
      listed.add(skip.path);
      if (this.index.skips.get(skip.path)?.reason !== skip.reason)
        skips.push({ skip });
    }
    const gone = [...this.index.files.keys(), ...this.index.skips.keys()].filter((path) => !listed.has(path));
    await this.record([...skips, ...await this.extract(changed)], gone);
    return { indexed: changed.length + skips.length, removed: gone.length, unchanged: listing.files.length - changed.length };
  }
  /** Re-indexes the named files (relative paths): what the daemon does when files are saved. */
  async reindex(paths) {
    const found = [];
    const skips = [];
    const gone = [];
    for (const path of new Set(paths)) {
      const listing = await candidateOf(this.options.root, path);
      if (listing === null) {
        if (this.index.seen(path) !== null)
          gone.push(path);
        continue;
      }
      found.push(...listing.files);
      for (const skip of listing.skips)
        skips.push({ skip });
    }
    await this.record([...skips, ...await this.extract(found)], gone);
    return { indexed: found.length + skips.length, removed: gone.length, unchanged: 0 };
  }
  async close() {
    await this.pool?.close();
    this.pool = null;
  }
  async extract(files) {
    if (files.length === 0)
      return [];
    this.pool ??= new ExtractPool(this.options.root, this.options.threads);
    return this.pool.extract(files);
  }
  async record(entries, gone) {
    if (entries.length === 0 && gone.length === 0)
      return;
    const at = this.options.now();
    for (const entry of entries)
      this.index.apply(entry, at);
    for (const path of gone)
      this.index.remove(path, at);
    this.lines += entries.length + gone.length;
    if (needsCompaction(this.lines, this.index) || !existsSync2(this.options.file))
      await this.save();
    else
      appendEntries(this.options.file, [...entries, ...gone.map((path) => ({ gone: path }))]);
  }
  async save() {
    await saveIndex(this.options.file, this.index);
    this.lines = this.index.files.size + this.index.skips.size;
  }
};
function indexFileOf(projectRoot, repo) {
  return join2(projectRoot, codeIndexFile(repo));
}

export {
  languageOf,
  DEFAULT_IGNORED_DIRS,
  RepositoryIndexer,
  indexFileOf
};
