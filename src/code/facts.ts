import type { CodeLanguage } from './languages.js';

/**
 * What the index holds of one file, in the compact form it is stored in (tuples, not objects: a
 * repository has hundreds of thousands of names used, and the index file is read at every start).
 */
export type DefTuple = [kind: string, name: string, line: number, endLine: number, signature: string];
export type RefTuple = [name: string, line: number];
export type ImportTuple = [spec: string, line: number];

export interface FileRecord {
  path: string;
  language: CodeLanguage;
  size: number;
  mtimeMs: number;
  defs: DefTuple[];
  refs: RefTuple[];
  imports: ImportTuple[];
  /** The tree had error nodes: what parsed is indexed, the rest is counted. */
  parseErrors: boolean;
}

/** Why a file is not indexed. Every skip is counted (get_manifest, `forge doctor`, `forge kb stats`). */
export const SKIP_REASONS = ['binary', 'too_large', 'minified', 'parse_failed', 'unreadable', 'symlink_dir', 'symlink_loop', 'outside_repository'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export interface SkipRecord {
  path: string;
  reason: SkipReason;
  size: number;
  mtimeMs: number;
}

export type Extracted = { record: FileRecord } | { skip: SkipRecord };
