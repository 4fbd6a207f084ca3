import { createHash } from 'node:crypto';
import { appendFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { type IndexLine, SEARCH_DIR } from '../../protocol/exchange.js';
import { fromIso } from '../../protocol/timestamps.js';
import { inProject } from '../project/project-root.js';

/**
 * The derived search index under `exchanges/_search/`: postings split into files by the first
 * characters of the term, so a query reads the postings of its own words only, and a table of the
 * indexed exchanges. Every file is append-only: a line for a (term, exchange) pair written later
 * wins, and an exchange's terms only ever grow (its body is appended to), so an update appends
 * the new pairs and never rewrites a file. Deleting the folder costs one rebuild from the
 * exchange files.
 */
export const DOCS_FILE = 'docs.tsv';
/** Occurrences counted per term and exchange: more say nothing more about relevance. */
export const COUNT_CAP = 5;
const TERM_MAX = 64;
/**
 * Postings held before they are appended. Every held line outlives the young generation and is
 * garbage in the old one once written, so this bounds the ingest's heap: 50,000 took a 1 GB
 * ingest's peak RSS from 375 MB to 299 MB at the same CPU time (200,000 before).
 */
const FLUSH_LINES = 50_000;
const TOKEN = /[\p{L}\p{N}_]+/gu;

/** The distinct words of a text, lower case, with how often each occurs (capped). */
export function termCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [word] of text.toLowerCase().matchAll(TOKEN)) {
    if (word.length > TERM_MAX) continue;
    const count = counts.get(word) ?? 0;
    if (count < COUNT_CAP) counts.set(word, count + 1);
  }
  return counts;
}

/** Characters of a term that name its postings file: more split the postings finer. */
export const PREFIX_CHARS = 3;

/** The postings file of a term: its first PREFIX_CHARS characters, made safe for a file name. */
export function bucketOf(term: string): string {
  return [...term]
    .slice(0, PREFIX_CHARS)
    .map((c) => (/[a-z0-9_]/.test(c) ? c : `x${c.codePointAt(0)!.toString(16)}`))
    .join('');
}

/** A short, stable key for an exchange (the postings repeat it on every line). */
export function docKey(sessionId: string, exchangeId: string): string {
  return createHash('sha1').update(`${sessionId}/${exchangeId}`).digest('hex').slice(0, 12);
}

export interface DocMeta {
  sessionId: string;
  exchangeId: string;
  startedMs: number | null;
  endedMs: number | null;
  storyId: string | null;
  agent: string | null;
}

function docLine(key: string, line: IndexLine): string {
  const ms = (at: string | null) => (at === null ? '' : String(fromIso(at)));
  return [key, line.session_id, line.exchange_id, ms(line.started_at), ms(line.ended_at), line.story_id ?? '', line.agent ?? ''].join('\t');
}

/** Collects what changed since the last write and appends it, one write per touched file. */
export class SearchIndexWriter {
  /** What is already on disk for the exchanges still growing: only their new pairs are appended. */
  private readonly written = new Map<string, Map<string, number>>();
  private readonly docMeta = new Map<string, string>();
  private readonly pending = new Map<string, string[]>();
  private pendingLines = 0;

  constructor(private readonly projectRoot: string) {}

  /** Indexes an exchange's current text; `final` when it will not grow again (its memo is dropped). */
  put(line: IndexLine, text: string, final: boolean): void {
    const key = docKey(line.session_id, line.exchange_id);
    const meta = docLine(key, line);
    if (this.docMeta.get(key) !== meta) {
      this.docMeta.set(key, meta);
      this.queue(DOCS_FILE, meta);
    }
    const before = this.written.get(key) ?? new Map<string, number>();
    for (const [term, count] of termCounts(text)) {
      if (before.get(term) === count) continue;
      before.set(term, count);
      this.queue(`p-${bucketOf(term)}.tsv`, `${term}\t${key}\t${count}`);
    }
    if (final) {
      this.written.delete(key);
      this.docMeta.delete(key);
    } else this.written.set(key, before);
  }

  /** An exchange the transcript no longer holds: a tombstone hides its postings. */
  remove(sessionId: string, exchangeId: string): void {
    const key = docKey(sessionId, exchangeId);
    this.written.delete(key);
    this.docMeta.delete(key);
    this.queue(DOCS_FILE, `${key}\t-`);
  }

  /** Whether enough is queued that it should be written now, to keep memory bounded in a long ingest. */
  get full(): boolean {
    return this.pendingLines >= FLUSH_LINES;
  }

  private queue(file: string, line: string): void {
    this.pendingLines += 1;
    const lines = this.pending.get(file);
    if (lines) lines.push(line);
    else this.pending.set(file, [line]);
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const dir = inProject(this.projectRoot, SEARCH_DIR);
    await mkdir(dir, { recursive: true });
    // Postings before the table: an exchange is listed only once its words can be found.
    const files = [...this.pending.keys()].sort((a, b) => (a === DOCS_FILE ? 1 : b === DOCS_FILE ? -1 : a < b ? -1 : 1));
    for (const file of files) await appendFile(`${dir}/${file}`, `${this.pending.get(file)!.join('\n')}\n`);
    this.pending.clear();
    this.pendingLines = 0;
  }
}

/** The indexed exchanges by key, or null when there is no index yet. Later lines win; `-` removes. */
export async function loadDocs(projectRoot: string): Promise<Map<string, DocMeta> | null> {
  const text = await readOrNull(inProject(projectRoot, `${SEARCH_DIR}/${DOCS_FILE}`));
  if (text === null) return null;
  const docs = new Map<string, DocMeta>();
  for (const raw of text.split('\n')) {
    const f = raw.split('\t');
    if (f.length === 2 && f[1] === '-') docs.delete(f[0]!);
    else if (f.length === 7) {
      const num = (v: string) => (v === '' ? null : Number(v));
      docs.set(f[0]!, { sessionId: f[1]!, exchangeId: f[2]!, startedMs: num(f[3]!), endedMs: num(f[4]!), storyId: f[5] || null, agent: f[6] || null });
    }
  }
  return docs;
}

/**
 * For each query term, the exchanges holding a word that starts with it and how often (the
 * counts of every such word added up, capped). Reads the postings files of those prefixes only.
 */
export async function lookupTerms(projectRoot: string, terms: readonly string[]): Promise<Array<Map<string, number>>> {
  const dir = inProject(projectRoot, SEARCH_DIR);
  let names: string[] | null = null;
  const out: Array<Map<string, number>> = [];
  for (const term of terms) {
    let files: string[];
    if ([...term].length >= PREFIX_CHARS) files = [`p-${bucketOf(term)}.tsv`];
    else {
      names ??= await readdir(dir).catch(() => []);
      const prefix = `p-${bucketOf(term)}`;
      files = names.filter((name) => name.startsWith(prefix) && name.endsWith('.tsv'));
    }
    const pairs = new Map<string, number>();
    for (const file of files) {
      const text = await readOrNull(`${dir}/${file}`);
      if (text === null) continue;
      // Only the lines of matching words are cut out: a search for the line start, not a split of the file.
      const needle = `\n${term}`;
      let at = text.startsWith(term) ? 0 : nextLine(text, needle, 0);
      while (at !== -1) {
        const end = text.indexOf('\n', at);
        const raw = text.slice(at, end === -1 ? text.length : end);
        const tab = raw.lastIndexOf('\t');
        pairs.set(raw.slice(0, tab), Number(raw.slice(tab + 1)));
        at = end === -1 ? -1 : nextLine(text, needle, end);
      }
    }
    const byDoc = new Map<string, number>();
    for (const [pair, count] of pairs) {
      const key = pair.slice(pair.indexOf('\t') + 1);
      byDoc.set(key, Math.min(COUNT_CAP, (byDoc.get(key) ?? 0) + count));
    }
    out.push(byDoc);
  }
  return out;
}

function nextLine(text: string, needle: string, from: number): number {
  const at = text.indexOf(needle, from);
  return at === -1 ? -1 : at + 1;
}

async function readOrNull(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    // ENOENT: no index yet, or no word with this prefix.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
