import type { CodeIndex } from './code-index.js';
import { type Loaded, loadIndex, readAppended } from './index-store.js';
import { indexFileOf, RepositoryIndexer } from './indexer.js';
import type { Repo } from './repos.js';

/**
 * The indexes a long-lived reader (the MCP server) holds: each loaded once, then brought up to
 * date by reading only what the daemon appended since. A one-shot CLI run loads the file once.
 */
export class CodeIndexCache {
  private readonly loaded = new Map<string, Loaded>();

  constructor(
    private readonly projectRoot: string,
    private readonly now: () => number,
  ) {}

  /** The index of a repository as its file holds it now; built first when there is none and `build` says so. */
  async get(repo: Repo, build: boolean): Promise<CodeIndex | null> {
    const file = indexFileOf(this.projectRoot, repo.repo);
    const held = this.loaded.get(file);
    if (held && readAppended(file, held, this.now())) return held.index;
    const loaded = loadIndex(file, repo.root, this.now());
    if (loaded !== null) {
      this.loaded.set(file, loaded);
      return loaded.index;
    }
    this.loaded.delete(file);
    if (!build) return null;
    const { indexer } = await RepositoryIndexer.open({ root: repo.root, file, now: this.now });
    await indexer.close();
    return this.get(repo, false);
  }
}
