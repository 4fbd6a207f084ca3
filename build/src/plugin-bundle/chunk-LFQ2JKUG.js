import {
  CodeIndex,
  appendEntries,
  loadIndex,
  needsCompaction,
  saveIndex
} from "./chunk-2LFLE5PW.js";
import {
  codeIndexFile
} from "./chunk-YZV3RAMM.js";

// dist/src/code/languages.js
var GRAMMAR_LANGUAGES = ["javascript", "typescript", "tsx", "python", "go", "rust", "java", "c", "cpp", "ruby", "bash"];
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
async function listRepository(root, ignoredDirs = DEFAULT_IGNORED_DIRS, onFirstFile = () => void 0) {
  const paths = existsSync(join(root, ".git")) ? await gitFiles(root) : null;
  const realRoot = await realpath(root);
  if (paths === null) {
    let told = false;
    const found = () => {
      if (!told)
        onFirstFile();
      told = true;
    };
    return gather(await walk(root, realRoot, "", new Set(ignoredDirs), found));
  }
  const ignored = new Set(ignoredDirs);
  const wanted = paths.filter((path) => languageOf(path) !== null && !path.split("/").some((part) => ignored.has(part)));
  if (wanted.length > 0)
    onFirstFile();
  return gather(await Promise.all(wanted.map((path) => lookAt(root, realRoot, path))));
}
async function candidateOf(root, path) {
  if (languageOf(path) === null)
    return null;
  const found = await lookAt(root, await realpath(root), path);
  return found === null ? null : gather([found]);
}
function gather(found) {
  const listing = { files: [], skips: [] };
  for (const entry of found) {
    if (entry === null || entry === "none")
      continue;
    if ("file" in entry)
      listing.files.push(entry.file);
    else
      listing.skips.push(entry.skip);
  }
  return listing;
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
async function walk(root, realRoot, dir, ignored, found) {
  let entries;
  try {
    entries = await readdir(join(root, dir), { withFileTypes: true });
  } catch (error) {
    const code = error.code;
    if (code === "EACCES" || code === "ENOENT" || code === "ENOTDIR")
      return [];
    throw error;
  }
  entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const looks = [];
  for (const entry of entries) {
    const path = dir === "" ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!ignored.has(entry.name))
        looks.push(walk(root, realRoot, path, ignored, found));
    } else if ((entry.isFile() || entry.isSymbolicLink()) && languageOf(path) !== null) {
      found();
      looks.push(lookAt(root, realRoot, path));
    } else if (entry.isSymbolicLink())
      looks.push(lookAt(root, realRoot, path, true));
  }
  return (await Promise.all(looks)).flat();
}
async function lookAt(root, realRoot, path, onlyIfDir = false) {
  const full = join(root, path);
  let info;
  try {
    info = await lstat(full);
  } catch (error) {
    if (error.code === "ENOENT" || error.code === "ENOTDIR")
      return null;
    throw error;
  }
  const skip = (reason) => ({ skip: { path, reason, size: info.size, mtimeMs: info.mtimeMs } });
  if (info.isSymbolicLink()) {
    let target;
    let resolved;
    try {
      target = await stat(full);
      resolved = await realpath(full);
    } catch (error) {
      const code = error.code;
      if (code === "ELOOP")
        return skip("symlink_loop");
      if (code !== "ENOENT")
        throw error;
      return "none";
    }
    if (target.isDirectory())
      return skip("symlink_dir");
    if (resolved !== realRoot && !resolved.startsWith(realRoot + sep))
      return skip("outside_repository");
    if (!onlyIfDir && target.isFile())
      return { file: { path, language: languageOf(path), size: target.size, mtimeMs: target.mtimeMs } };
    return "none";
  }
  if (onlyIfDir || !info.isFile())
    return "none";
  return { file: { path, language: languageOf(path), size: info.size, mtimeMs: info.mtimeMs } };
}

// dist/src/code/indexer.js
import { existsSync as existsSync2 } from "node:fs";
import { join as join2 } from "node:path";

// dist/src/code/extract.js
var MAX_FILE_BYTES = 1e6;
function skipOf(file, reason) {
  return { skip: { path: file.path, reason, size: file.size, mtimeMs: file.mtimeMs } };
}
function isGrammarLanguage(language) {
  return GRAMMAR_LANGUAGES.includes(language);
}

// dist/src/code/extract-pool.js
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
var WORKER_FILE = new URL("./index-worker.js", import.meta.url);
var BATCH_FILES = 16;
var RECYCLE_BYTES = 96 * 1024 * 1024;
var YOUNG_MB = 4;
var LARGE_FILE_BYTES = 128 * 1024;
var ExtractPool = class {
  root;
  slots = [];
  nextId = 0;
  /** The grammars a new first thread loads as it starts. */
  warm = [];
  closed = false;
  /** Batches of ordinary files, for any thread; batches of one large file, for the first thread. */
  queue = [];
  large = [];
  constructor(root, threads = Math.max(1, Math.min(availableParallelism(), 4))) {
    this.root = root;
    for (let i = 0; i < threads; i++)
      this.slots.push(this.spawn(i));
  }
  /** The facts of these files, in their order. */
  async extract(files) {
    return (await Promise.all(this.batches(files))).flat();
  }
  /** The facts of these files in batches, in their order: a caller can take in the first while the threads parse the rest. */
  batches(files) {
    if (this.closed)
      throw new Error("the extract pool is closed");
    const batches = [];
    let batch = [];
    const send = (files2, queue) => batches.push(new Promise((done) => queue.push({ files: files2, done })));
    for (const file of files) {
      if (file.size > LARGE_FILE_BYTES && this.slots.length > 1) {
        if (batch.length > 0)
          send(batch, this.queue);
        batch = [];
        send([file], this.large);
        continue;
      }
      batch.push(file);
      if (batch.length === BATCH_FILES) {
        send(batch, this.queue);
        batch = [];
      }
    }
    if (batch.length > 0)
      send(batch, this.queue);
    this.pump();
    return batches;
  }
  async close() {
    if (this.closed)
      return;
    this.closed = true;
    const starting = this.slots.flatMap((slot) => slot.successor === null ? [] : [slot.successor]);
    await Promise.all([...this.slots, ...starting].map((slot) => slot.worker.terminate()));
  }
  spawn(at) {
    const workerData = { root: this.root, preload: at === 0 ? this.warm : [] };
    const worker = new Worker(WORKER_FILE, { workerData, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_MB } });
    let signalReady;
    const slot = { worker, ready: new Promise((resolve) => signalReady = resolve), busy: null, successor: null, onIdle: null };
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
      const swap = slot.onIdle;
      slot.onIdle = null;
      if (swap !== null)
        swap();
      else if (message.heapBytes > RECYCLE_BYTES && !this.closed)
        this.recycle(slot);
      this.pump();
    });
    worker.on("error", (error) => this.replace(slot, error));
    return slot;
  }
  replace(slot, error) {
    const busy = slot.busy;
    slot.busy = null;
    busy?.done(busy.files.map((file) => skipOf(file, "parse_failed")));
    if (this.closed)
      return;
    for (const other of this.slots)
      if (other.successor === slot)
        other.successor = null;
    const at = this.slots.indexOf(slot);
    if (at !== -1)
      this.slots[at] = this.spawn(at);
    this.lastError = error;
  }
  /**
   * Replaces every idle thread with a fresh one: after a whole repository was parsed, each holds the
   * memory of its largest trees, which the few files saved later do not need. The first thread,
   * which a single saved file goes to, loads the repository's grammars (`languages`) as it starts:
   * loaded on the first save instead, they made that save take 150 ms.
   */
  renew(languages = []) {
    this.warm = languages;
    for (const slot of [...this.slots])
      if (slot.busy === null && !this.closed)
        this.recycle(slot);
  }
  /**
   * Starts a fresh thread for this one's place. The old thread goes on serving until the fresh one
   * is ready (it loads its runtime and grammars first), and leaves once its batch is done: a file
   * saved right after a whole build does not wait for a thread to start.
   */
  recycle(slot) {
    const at = this.slots.indexOf(slot);
    if (at === -1 || slot.successor !== null || this.closed)
      return;
    const next = this.spawn(at);
    slot.successor = next;
    void next.ready.then(() => {
      const swap = () => {
        slot.successor = null;
        const now = this.slots.indexOf(slot);
        if (now === -1 || this.closed) {
          void next.worker.terminate();
          return;
        }
        this.slots[now] = next;
        void slot.worker.terminate();
        this.pump();
      };
      if (slot.busy === null)
        swap();
      else
        slot.onIdle = swap;
    });
  }
  /** The last error a thread died of (for diagnostics); null when none died. */
  lastError = null;
  pump() {
    this.slots.forEach((slot, at) => {
      if (slot.busy !== null || this.queue.length === 0 && (at !== 0 || this.large.length === 0))
        return;
      void slot.ready.then(() => {
        const now = this.slots.indexOf(slot);
        if (slot.busy !== null || this.closed || now === -1)
          return;
        const next = (now === 0 ? this.large.shift() : void 0) ?? this.queue.shift();
        if (next === void 0)
          return;
        const id = this.nextId++;
        slot.busy = { id, ...next };
        slot.worker.postMessage({ id, files: next.files });
      });
    });
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
    const listing = await listRepository(this.options.root, this.options.ignoredDirs ?? DEFAULT_IGNORED_DIRS, () => this.openPool());
    const fresh = new CodeIndex(this.options.root);
    const at = this.options.now();
    for (const skip of listing.skips)
      fresh.apply({ skip }, at);
    if (listing.files.length > 0) {
      const pool = this.openPool();
      for (const batch of pool.batches(listing.files))
        for (const extracted of await batch)
          fresh.apply(extracted, at);
    }
    this.index = fresh;
    await this.save();
    this.pool?.renew([...new Set([...fresh.files.values()].map((record) => record.language))].filter(isGrammarLanguage));
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
    return this.openPool().extract(files);
  }
  openPool() {
    this.pool ??= new ExtractPool(this.options.root, this.options.threads);
    return this.pool;
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
  MAX_FILE_BYTES,
  DEFAULT_IGNORED_DIRS,
  RepositoryIndexer,
  indexFileOf
};
