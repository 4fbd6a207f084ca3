import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { codeIndexFile } from '../../protocol/paths.js';
import { CodeIndex } from './code-index.js';
import { isGrammarLanguage } from './extract.js';
import { ExtractPool } from './extract-pool.js';
import type { Extracted } from './facts.js';
import { appendEntries, loadIndex, needsCompaction, saveIndex } from './index-store.js';
import { type Candidate, candidateOf, DEFAULT_IGNORED_DIRS, listRepository } from './walk.js';

export interface IndexerOptions {
  /** The repository indexed. */
  root: string;
  /** The index file (under the project's `_vibe-chain-output/code-index/`). */
  file: string;
  now: () => number;
  /** Parsing threads for a whole index (default: one per core). */
  threads?: number;
  ignoredDirs?: readonly string[];
}

export interface Changes {
  indexed: number;
  removed: number;
  /** Files listed whose size and mtime matched the index: not read. */
  unchanged: number;
}

/**
 * Keeps one repository's index and its file in step: loads the file (a start reads the index,
 * not the repository), builds it whole when there is none, and re-indexes the files that changed.
 * Parsing happens on the pool's threads, never on the caller's.
 */
export class RepositoryIndexer {
  index: CodeIndex;
  private lines = 0;
  private pool: ExtractPool | null = null;

  private constructor(
    private readonly options: IndexerOptions,
    index: CodeIndex,
  ) {
    this.index = index;
  }

  /** The index of a repository: its file when there is one, else built now (and saved). */
  static async open(options: IndexerOptions): Promise<{ indexer: RepositoryIndexer; built: boolean }> {
    const loaded = loadIndex(options.file, options.root, options.now());
    const indexer = new RepositoryIndexer(options, loaded?.index ?? new CodeIndex(options.root));
    if (loaded !== null) {
      indexer.lines = loaded.lines;
      return { indexer, built: false };
    }
    await indexer.build();
    return { indexer, built: true };
  }

  /** Indexes the whole repository anew and rewrites the index file. */
  async build(): Promise<Changes> {
    // The threads start loading their runtime as soon as there is a file to parse, while the rest is listed.
    const listing = await listRepository(this.options.root, this.options.ignoredDirs ?? DEFAULT_IGNORED_DIRS, () => this.openPool());
    const fresh = new CodeIndex(this.options.root);
    const at = this.options.now();
    for (const skip of listing.skips) fresh.apply({ skip }, at);
    if (listing.files.length > 0) {
      const pool = this.openPool();
      // Taken in batch by batch, in the listing's order, while the threads parse the rest.
      for (const batch of pool.batches(listing.files)) for (const extracted of await batch) fresh.apply(extracted, at);
    }
    this.index = fresh;
    await this.save();
    // Fresh threads once the index is saved: starting them beside the save would slow it.
    this.pool?.renew([...new Set([...fresh.files.values()].map((record) => record.language))].filter(isGrammarLanguage));
    return { indexed: listing.files.length, removed: 0, unchanged: 0 };
  }

  /**
   * Compares the repository with the index by size and mtime (a listing and a stat per file, no
   * reads) and re-indexes what differs: what a daemon start does with an index written earlier.
   */
  async refresh(): Promise<Changes> {
    const listing = await listRepository(this.options.root, this.options.ignoredDirs ?? DEFAULT_IGNORED_DIRS);
    const listed = new Set<string>();
    const changed: Candidate[] = [];
    const skips: Extracted[] = [];
    for (const file of listing.files) {
      listed.add(file.path);
      const seen = this.index.seen(file.path);
      if (seen === null || seen.size !== file.size || seen.mtimeMs !== file.mtimeMs) changed.push(file);
    }
    for (const skip of listing.skips) {
      listed.add(skip.path);
      if (this.index.skips.get(skip.path)?.reason !== skip.reason) skips.push({ skip });
    }
    const gone = [...this.index.files.keys(), ...this.index.skips.keys()].filter((path) => !listed.has(path));
    await this.record([...skips, ...(await this.extract(changed))], gone);
    return { indexed: changed.length + skips.length, removed: gone.length, unchanged: listing.files.length - changed.length };
  }

  /** Re-indexes the named files (relative paths): what the daemon does when files are saved. */
  async reindex(paths: readonly string[]): Promise<Changes> {
    const found: Candidate[] = [];
    const skips: Extracted[] = [];
    const gone: string[] = [];
    for (const path of new Set(paths)) {
      const listing = await candidateOf(this.options.root, path);
      if (listing === null) {
        if (this.index.seen(path) !== null) gone.push(path);
        continue;
      }
      found.push(...listing.files);
      for (const skip of listing.skips) skips.push({ skip });
    }
    await this.record([...skips, ...(await this.extract(found))], gone);
    return { indexed: found.length + skips.length, removed: gone.length, unchanged: 0 };
  }

  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = null;
  }

  private async extract(files: Candidate[]): Promise<Extracted[]> {
    if (files.length === 0) return [];
    return this.openPool().extract(files);
  }

  private openPool(): ExtractPool {
    this.pool ??= new ExtractPool(this.options.root, this.options.threads);
    return this.pool;
  }

  private async record(entries: Extracted[], gone: string[]): Promise<void> {
    if (entries.length === 0 && gone.length === 0) return;
    const at = this.options.now();
    for (const entry of entries) this.index.apply(entry, at);
    for (const path of gone) this.index.remove(path, at);
    this.lines += entries.length + gone.length;
    // A deleted index file is written whole again, header first.
    if (needsCompaction(this.lines, this.index) || !existsSync(this.options.file)) await this.save();
    else appendEntries(this.options.file, [...entries, ...gone.map((path) => ({ gone: path }))]);
  }

  private async save(): Promise<void> {
    await saveIndex(this.options.file, this.index);
    this.lines = this.index.files.size + this.index.skips.size;
  }
}

/** The index file of a repository of the project (`project` for the project itself). */
export function indexFileOf(projectRoot: string, repo: string): string {
  return join(projectRoot, codeIndexFile(repo));
}
