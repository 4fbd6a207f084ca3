import { readdir, stat } from 'node:fs/promises';
import type { Diagnostic } from '../../protocol/diagnostic.js';
import { BROADCASTS_DIR, isTempName } from '../../protocol/paths.js';
import { inProject } from '../project/project-root.js';
import { type BroadcastHeader, readBroadcast } from './broadcast-files.js';

/**
 * Every broadcast of a project, parsed once and kept while its file is unchanged. Each `refresh`
 * lists the folder (new and removed files are seen at once, from any writer) and reads only
 * files it has not read, or was told changed (`invalidate`, from a watcher in long-lived
 * processes). A file that fails to parse while it may still be being written is read again on
 * the next refresh instead of being reported.
 */
export interface InvalidBroadcast {
  file: string;
  errors: Diagnostic[];
}

export interface BroadcastSnapshot {
  /** Valid broadcasts, newest first (ids start with their UTC time). */
  headers: BroadcastHeader[];
  /** Files in the folder that are not valid broadcasts, by file name. */
  invalid: InvalidBroadcast[];
  /** When a file that may still be being written should be looked at again; null when none. */
  retryAt: number | null;
}

type Cached = { ok: true; header: BroadcastHeader } | { ok: false; invalid: InvalidBroadcast };

const READ_BATCH = 64;
const QUIET_MS = 1_000;

export class BroadcastIndex {
  private readonly cache = new Map<string, Cached>();
  private readonly stale = new Set<string>();
  private sorted: BroadcastSnapshot | null = null;
  private retryAt: number | null = null;
  private listedAt: number | null = null;

  constructor(
    private readonly projectRoot: string,
    private readonly options: { now: () => number; settleMs: number },
  ) {}

  /** A watcher saw this file (a name in the broadcasts folder) change. */
  invalidate(name: string): void {
    this.stale.add(name);
  }

  async refresh(): Promise<BroadcastSnapshot> {
    const dir = inProject(this.projectRoot, BROADCASTS_DIR);
    // A file added, renamed or removed changes the folder's mtime: while it stands still (and
    // not so recently that a coarse clock could hide a second change) the listing is current.
    const folderMtime = await mtimeOf(dir);
    const quiet = folderMtime !== null && folderMtime === this.listedAt && this.options.now() - folderMtime > QUIET_MS;
    if (quiet && this.sorted !== null && this.stale.size === 0 && this.retryAt === null) return { ...this.sorted, retryAt: null };
    this.listedAt = folderMtime;
    const names = new Set((await listNames(dir)).filter((name) => name.endsWith('.md') && !isTempName(name)));
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
    if (changed || toRead.length > 0 || this.sorted === null) this.sorted = this.sort();
    return { ...this.sorted, retryAt: this.retryAt };
  }

  private async readOne(name: string): Promise<void> {
    const id = name.slice(0, -'.md'.length);
    const read = await readBroadcast(this.projectRoot, id);
    this.cache.delete(name);
    if (read === null) return;
    if (read.ok) {
      this.cache.set(name, { ok: true, header: read.header });
      return;
    }
    // A producer that writes in place may be caught half-way: look again next time until it settles.
    const settling = read.retryable && read.facts !== null && this.options.now() < read.facts.mtimeMs + this.options.settleMs;
    if (!settling) this.cache.set(name, { ok: false, invalid: { file: read.file, errors: read.errors } });
    else this.retryAt = Math.min(this.retryAt ?? Infinity, read.facts!.mtimeMs + this.options.settleMs);
  }

  private sort(): BroadcastSnapshot {
    const headers: BroadcastHeader[] = [];
    const invalid: InvalidBroadcast[] = [];
    for (const cached of this.cache.values()) {
      if (cached.ok) headers.push(cached.header);
      else invalid.push(cached.invalid);
    }
    headers.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    invalid.sort((a, b) => (a.file < b.file ? -1 : 1));
    return { headers, invalid, retryAt: null };
  }
}

async function mtimeOf(dir: string): Promise<number | null> {
  try {
    return (await stat(dir)).mtimeMs;
  } catch (error) {
    // ENOENT/ENOTDIR: no folder (yet); listNames answers for it.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

async function listNames(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    // ENOENT: nobody has broadcast anything yet; ENOTDIR: a file stands where the folder should be.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw error;
  }
}
