import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The one place that loads mvdan-sh (mvdan/sh compiled to JavaScript by GopherJS). Its 1.5 MB of
 * source costs more to compile than to run, and Node 20 has no module compile cache, so the
 * compiled code is kept as a V8 code cache under node_modules/.cache and reused by every later
 * hook process. V8 checks the cache against its own version, flags and the source and rejects a
 * stale one, in which case it is rebuilt.
 */
export interface MvdanNode {
  [field: string]: unknown;
}

export interface MvdanSyntax {
  NewParser(...options: unknown[]): { Parse(src: string, name: string): MvdanNode };
  NodeType(node: unknown): string;
  Walk(node: unknown, visit: (node: unknown) => boolean): void;
  KeepComments(keep: boolean): unknown;
  Variant(variant: unknown): unknown;
  LangBash: unknown;
}

let loaded: MvdanSyntax | undefined;

export function loadMvdan(): MvdanSyntax {
  if (loaded) return loaded;
  // node:vm and node:module are fetched here, not imported: most calls never get this far.
  const { createRequire } = process.getBuiltinModule('node:module');
  const { Script: VmScript } = process.getBuiltinModule('node:vm');
  const require = createRequire(import.meta.url);
  const file = require.resolve('mvdan-sh');
  const source = readFileSync(file, 'utf8');
  const cacheFile = join(dirname(dirname(file)), '.cache', 'vibe-chain', `mvdan-sh-${process.versions.v8}-${process.arch}.v8cache`);
  const cached = readCache(cacheFile);
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  const script = new VmScript(wrapped, { filename: file, ...(cached ? { cachedData: cached } : {}) });
  const module = { exports: {} as { syntax: MvdanSyntax } };
  // GopherJS sets an unbounded stack trace limit as a side effect; keep ours.
  const stackTraceLimit = Error.stackTraceLimit;
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, require, module, file, dirname(file));
  Error.stackTraceLimit = stackTraceLimit;
  if (!cached || script.cachedDataRejected) writeCache(cacheFile, script.createCachedData());
  loaded = module.exports.syntax;
  return loaded;
}

function readCache(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Temp file and rename: a concurrent hook reads the old cache or the new one, never half of it. */
function writeCache(file: string, data: Buffer): void {
  const temp = `${file}.tmp-${process.pid}`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(temp, data);
    renameSync(temp, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // EACCES/EROFS/EPERM: a read-only install; the parser still works, only slower to start.
    if (code !== 'EACCES' && code !== 'EROFS' && code !== 'EPERM') throw error;
  }
}
