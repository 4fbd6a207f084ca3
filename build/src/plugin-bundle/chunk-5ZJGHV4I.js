import {
  SEARCH_DIR
} from "./chunk-E4Q6A6JA.js";
import {
  fromIso
} from "./chunk-G6RW7TDQ.js";
import {
  inProject
} from "./chunk-NIJSFRD2.js";

// dist/src/transcripts/search-index.js
import { createHash } from "node:crypto";
import { appendFile, mkdir, readdir, readFile } from "node:fs/promises";
var DOCS_FILE = "docs.tsv";
var COUNT_CAP = 5;
var TERM_MAX = 64;
var FLUSH_LINES = 2e5;
var TOKEN = /[\p{L}\p{N}_]+/gu;
function termCounts(text) {
  const counts = /* @__PURE__ */ new Map();
  for (const [word] of text.toLowerCase().matchAll(TOKEN)) {
    if (word.length > TERM_MAX)
      continue;
    const count = counts.get(word) ?? 0;
    if (count < COUNT_CAP)
      counts.set(word, count + 1);
  }
  return counts;
}
var PREFIX_CHARS = 3;
function bucketOf(term) {
  return [...term].slice(0, PREFIX_CHARS).map((c) => /[a-z0-9_]/.test(c) ? c : `x${c.codePointAt(0).toString(16)}`).join("");
}
function docKey(sessionId, exchangeId) {
  return createHash("sha1").update(`${sessionId}/${exchangeId}`).digest("hex").slice(0, 12);
}
function docLine(key, line) {
  const ms = (at) => at === null ? "" : String(fromIso(at));
  return [key, line.session_id, line.exchange_id, ms(line.started_at), ms(line.ended_at), line.story_id ?? "", line.agent ?? ""].join("	");
}
var SearchIndexWriter = class {
  projectRoot;
  /** What is already on disk for the exchanges still growing: only their new pairs are appended. */
  written = /* @__PURE__ */ new Map();
  docMeta = /* @__PURE__ */ new Map();
  pending = /* @__PURE__ */ new Map();
  pendingLines = 0;
  constructor(projectRoot) {
    this.projectRoot = projectRoot;
  }
  /** Indexes an exchange's current text; `final` when it will not grow again (its memo is dropped). */
  put(line, text, final) {
    const key = docKey(line.session_id, line.exchange_id);
    const meta = docLine(key, line);
    if (this.docMeta.get(key) !== meta) {
      this.docMeta.set(key, meta);
      this.queue(DOCS_FILE, meta);
    }
    const before = this.written.get(key) ?? /* @__PURE__ */ new Map();
    for (const [term, count] of termCounts(text)) {
      if (before.get(term) === count)
        continue;
      before.set(term, count);
      this.queue(`p-${bucketOf(term)}.tsv`, `${term}	${key}	${count}`);
    }
    if (final) {
      this.written.delete(key);
      this.docMeta.delete(key);
    } else
      this.written.set(key, before);
  }
  /** An exchange the transcript no longer holds: a tombstone hides its postings. */
  remove(sessionId, exchangeId) {
    const key = docKey(sessionId, exchangeId);
    this.written.delete(key);
    this.docMeta.delete(key);
    this.queue(DOCS_FILE, `${key}	-`);
  }
  /** Whether enough is queued that it should be written now, to keep memory bounded in a long ingest. */
  get full() {
    return this.pendingLines >= FLUSH_LINES;
  }
  queue(file, line) {
    this.pendingLines += 1;
    const lines = this.pending.get(file);
    if (lines)
      lines.push(line);
    else
      this.pending.set(file, [line]);
  }
  async flush() {
    if (this.pending.size === 0)
      return;
    const dir = inProject(this.projectRoot, SEARCH_DIR);
    await mkdir(dir, { recursive: true });
    const files = [...this.pending.keys()].sort((a, b) => a === DOCS_FILE ? 1 : b === DOCS_FILE ? -1 : a < b ? -1 : 1);
    for (const file of files)
      await appendFile(`${dir}/${file}`, `${this.pending.get(file).join("\n")}
`);
    this.pending.clear();
    this.pendingLines = 0;
  }
};
async function loadDocs(projectRoot) {
  const text = await readOrNull(inProject(projectRoot, `${SEARCH_DIR}/${DOCS_FILE}`));
  if (text === null)
    return null;
  const docs = /* @__PURE__ */ new Map();
  for (const raw of text.split("\n")) {
    const f = raw.split("	");
    if (f.length === 2 && f[1] === "-")
      docs.delete(f[0]);
    else if (f.length === 7) {
      const num = (v) => v === "" ? null : Number(v);
      docs.set(f[0], { sessionId: f[1], exchangeId: f[2], startedMs: num(f[3]), endedMs: num(f[4]), storyId: f[5] || null, agent: f[6] || null });
    }
  }
  return docs;
}
async function lookupTerms(projectRoot, terms) {
  const dir = inProject(projectRoot, SEARCH_DIR);
  let names = null;
  const out = [];
  for (const term of terms) {
    let files;
    if ([...term].length >= PREFIX_CHARS)
      files = [`p-${bucketOf(term)}.tsv`];
    else {
      names ??= await readdir(dir).catch(() => []);
      const prefix = `p-${bucketOf(term)}`;
      files = names.filter((name) => name.startsWith(prefix) && name.endsWith(".tsv"));
    }
    const pairs = /* @__PURE__ */ new Map();
    for (const file of files) {
      const text = await readOrNull(`${dir}/${file}`);
      if (text === null)
        continue;
      const needle = `
${term}`;
      let at = text.startsWith(term) ? 0 : nextLine(text, needle, 0);
      while (at !== -1) {
        const end = text.indexOf("\n", at);
        const raw = text.slice(at, end === -1 ? text.length : end);
        const tab = raw.lastIndexOf("	");
        pairs.set(raw.slice(0, tab), Number(raw.slice(tab + 1)));
        at = end === -1 ? -1 : nextLine(text, needle, end);
      }
    }
    const byDoc = /* @__PURE__ */ new Map();
    for (const [pair, count] of pairs) {
      const key = pair.slice(pair.indexOf("	") + 1);
      byDoc.set(key, Math.min(COUNT_CAP, (byDoc.get(key) ?? 0) + count));
    }
    out.push(byDoc);
  }
  return out;
}
function nextLine(text, needle, from) {
  const at = text.indexOf(needle, from);
  return at === -1 ? -1 : at + 1;
}
async function readOrNull(file) {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}

export {
  COUNT_CAP,
  SearchIndexWriter,
  loadDocs,
  lookupTerms
};
