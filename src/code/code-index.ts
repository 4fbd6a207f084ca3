import type { DefTuple, Extracted, FileRecord, SkipReason, SkipRecord } from './facts.js';

/** One definition, where it is. */
export interface DefAt {
  file: string;
  def: DefTuple;
}
/** One use of a name, where it is. */
export interface RefAt {
  file: string;
  line: number;
}

/**
 * The index of one repository in memory: each file's facts, and the lookups the questions need
 * (definitions and uses by name). A file's facts replace its old ones in place, so re-indexing a
 * saved file costs that file, not the repository. `version` grows with every change; derived
 * views (the graph, the ranks) are cached against it.
 */
export class CodeIndex {
  readonly files = new Map<string, FileRecord>();
  readonly skips = new Map<string, SkipRecord>();
  readonly defsByName = new Map<string, DefAt[]>();
  readonly refsByName = new Map<string, RefAt[]>();
  version = 0;
  /** When the index last changed (ms since the epoch), from the caller's clock. */
  updatedAt = 0;

  constructor(readonly root: string) {}

  apply(extracted: Extracted, at: number): void {
    const path = 'record' in extracted ? extracted.record.path : extracted.skip.path;
    this.forget(path);
    if ('record' in extracted) {
      const record = extracted.record;
      this.files.set(path, record);
      for (const def of record.defs) push(this.defsByName, def[1], { file: path, def });
      for (const [name, line] of record.refs) push(this.refsByName, name, { file: path, line });
    } else this.skips.set(path, extracted.skip);
    this.touch(at);
  }

  remove(path: string, at: number): boolean {
    const had = this.files.has(path) || this.skips.has(path);
    this.forget(path);
    if (had) this.touch(at);
    return had;
  }

  /** The stored size and mtime of a path, to tell whether a file on disk changed since. */
  seen(path: string): { size: number; mtimeMs: number } | null {
    return this.files.get(path) ?? this.skips.get(path) ?? null;
  }

  skipCounts(): Record<SkipReason, number> {
    const counts = { binary: 0, too_large: 0, minified: 0, parse_failed: 0, unreadable: 0, symlink_dir: 0, symlink_loop: 0, outside_repository: 0 };
    for (const skip of this.skips.values()) counts[skip.reason] += 1;
    return counts;
  }

  private touch(at: number): void {
    this.version += 1;
    this.updatedAt = at;
  }

  private forget(path: string): void {
    const old = this.files.get(path);
    this.skips.delete(path);
    if (!old) return;
    this.files.delete(path);
    // Each name once: a file that calls `len` a thousand times filters that list once.
    for (const name of new Set(old.defs.map((def) => def[1]))) pull(this.defsByName, name, (at) => at.file === path);
    for (const name of new Set(old.refs.map((ref) => ref[0]))) pull(this.refsByName, name, (at) => at.file === path);
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function pull<T>(map: Map<string, T[]>, key: string, drop: (value: T) => boolean): void {
  const list = map.get(key);
  if (!list) return;
  const kept = list.filter((value) => !drop(value));
  if (kept.length === 0) map.delete(key);
  else if (kept.length !== list.length) map.set(key, kept);
}
